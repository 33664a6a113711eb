import { useRef, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import type { YardPhoto } from "#app/features/backyard/photo.ts";
import type { Placement } from "#app/features/backyard/placement.ts";
import { groundAt, type Pixel, type SolvedCamera } from "#app/features/backyard/solve.ts";
import { pointOnPhoto } from "#app/features/backyard/components/stage-geometry.ts";

const TURN_STEP = (5 * Math.PI) / 180;

export type StageMode = "mark" | "place" | "paint" | "erase";

interface PoolGestureInput {
  stage: RefObject<HTMLDivElement | null>;
  photo: YardPhoto | null;
  camera: SolvedCamera | null;
  pool: Placement | null;
  mode: StageMode;
  /** The painted mask (things in front of the pool), and a call once it changed. */
  mask: RefObject<HTMLCanvasElement | null>;
  painted: () => void;
  move: (next: Placement) => void;
}

/**
 * Input on the photo once the pool is placed: one finger drags the pool on the ground, two turn
 * it, the brush paints or erases the mask; the turn handle turns the pool to face the pointer;
 * the arrow keys move it (Shift: five feet), Q and E turn it.
 */
export function usePoolGestures({ stage, photo, camera, pool, mode, mask, painted, move }: PoolGestureInput) {
  const pointers = useRef(new Map<number, Pixel>());
  const gesture = useRef<{ ground: { x: number; z: number } | null; from: Placement; angle?: number } | null>(null);
  const toPhoto = (clientX: number, clientY: number) => pointOnPhoto(stage.current!, photo!, clientX, clientY);

  function paintAt(at: Pixel) {
    if (!mask.current || !photo) return;
    const context = mask.current.getContext("2d")!;
    const s = mask.current.width / photo.width;
    context.globalCompositeOperation = mode === "erase" ? "destination-out" : "source-over";
    context.fillStyle = "#fff";
    context.beginPath();
    context.arc(at.x * s, at.y * s, mask.current.width * 0.025, 0, Math.PI * 2);
    context.fill();
    painted();
  }

  function stageDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (mode === "mark" || !camera || !pool) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = toPhoto(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, at);
    if (mode === "paint" || mode === "erase") return paintAt(at);
    gesture.current = { ground: groundAt(camera, at), from: pool, ...(pointers.current.size === 2 ? { angle: pairAngle() } : {}) };
  }
  function pairAngle() {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b || !camera) return 0;
    const ga = groundAt(camera, a);
    const gb = groundAt(camera, b);
    return ga && gb ? Math.atan2(-(gb.z - ga.z), gb.x - ga.x) : 0;
  }
  function stageMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!pointers.current.has(event.pointerId) || !camera) return;
    const at = toPhoto(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, at);
    if (mode === "paint" || mode === "erase") return paintAt(at);
    const start = gesture.current;
    if (!start) return;
    if (pointers.current.size >= 2) {
      // Two fingers: the pool turns as the line between them turns.
      start.angle ??= pairAngle();
      move({ ...start.from, angle: start.from.angle + pairAngle() - start.angle });
      return;
    }
    const ground = groundAt(camera, at);
    if (!ground || !start.ground) return;
    move({ ...start.from, x: start.from.x + ground.x - start.ground.x, z: start.from.z + ground.z - start.ground.z });
  }
  function stageUp(event: ReactPointerEvent<HTMLCanvasElement>) {
    pointers.current.delete(event.pointerId);
    if (pool && camera) gesture.current = pointers.current.size ? { ground: groundAt(camera, [...pointers.current.values()][0]!), from: pool } : null;
  }

  // The turn handle: the pool turns to face the pointer.
  function turnDown(event: ReactPointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.stopPropagation();
  }
  function turnMove(event: ReactPointerEvent<HTMLButtonElement>) {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !camera || !pool) return;
    const ground = groundAt(camera, toPhoto(event.clientX, event.clientY));
    if (ground) move({ ...pool, angle: Math.atan2(-(ground.z - pool.z), ground.x - pool.x) });
  }

  function poolKey(event: ReactKeyboardEvent) {
    if (!pool || !camera) return;
    const back = { x: camera.position[0] - pool.x, z: camera.position[2] - pool.z };
    const length = Math.hypot(back.x, back.z) || 1;
    const away = { x: -back.x / length, z: -back.z / length };
    const right = { x: -away.z, z: away.x };
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [away.x, away.z],
      ArrowDown: [-away.x, -away.z],
      ArrowRight: [right.x, right.z],
      ArrowLeft: [-right.x, -right.z],
    };
    const shift = moves[event.key];
    if (shift) move({ ...pool, x: pool.x + shift[0] * step, z: pool.z + shift[1] * step });
    else if (event.key === "q" || event.key === "Q") move({ ...pool, angle: pool.angle + TURN_STEP });
    else if (event.key === "e" || event.key === "E") move({ ...pool, angle: pool.angle - TURN_STEP });
    else return;
    event.preventDefault();
  }

  return { stageDown, stageMove, stageUp, turnDown, turnMove, poolKey };
}
