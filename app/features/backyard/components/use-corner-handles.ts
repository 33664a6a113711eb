import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type RefObject, type SetStateAction } from "react";
import type { YardPhoto } from "#app/features/backyard/photo.ts";
import type { Pixel } from "#app/features/backyard/solve.ts";
import { drawMagnifier } from "#app/features/backyard/components/stage-drawing.ts";
import { pointOnPhoto } from "#app/features/backyard/components/stage-geometry.ts";

/**
 * The four corner handles of the marked rectangle: dragged (a magnifier above the finger shows
 * the photo under the handle), or moved with the arrow keys, one screen pixel a press.
 */
export function useCornerHandles(stage: RefObject<HTMLDivElement | null>, photo: YardPhoto | null, corners: readonly Pixel[], setCorners: Dispatch<SetStateAction<Pixel[]>>) {
  const [selected, setSelected] = useState(0);
  const [dragging, setDragging] = useState<{ index: number; at: Pixel } | null>(null);
  const magnifier = useRef<HTMLCanvasElement>(null);

  function handleDown(index: number, event: ReactPointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    setSelected(index);
    setDragging({ index, at: corners[index]! });
  }
  function handleMove(index: number, event: ReactPointerEvent<HTMLButtonElement>) {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !photo) return;
    const at = pointOnPhoto(stage.current!, photo, event.clientX, event.clientY);
    const clamped = { x: Math.min(photo.width, Math.max(0, at.x)), y: Math.min(photo.height, Math.max(0, at.y)) };
    setCorners((previous) => previous.map((corner, i) => (i === index ? clamped : corner)));
    setDragging({ index, at: clamped });
  }
  function handleKey(index: number, event: ReactKeyboardEvent<HTMLButtonElement>) {
    const steps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[event.key];
    if (!step || !photo) return;
    event.preventDefault();
    // One screen pixel a press (ten with Shift), in the photo's pixels.
    const pixel = (photo.width / (stage.current?.clientWidth || photo.width)) * (event.shiftKey ? 10 : 1);
    setSelected(index);
    setCorners((previous) =>
      previous.map((corner, i) =>
        i === index ? { x: Math.min(photo.width, Math.max(0, corner.x + step[0] * pixel)), y: Math.min(photo.height, Math.max(0, corner.y + step[1] * pixel)) } : corner,
      ),
    );
  }

  // The magnifier: the photo around the dragged handle, three times larger, above the finger.
  useEffect(() => {
    const canvas = magnifier.current;
    if (!dragging || !canvas || !photo) return;
    drawMagnifier(canvas, photo, dragging.at, stage.current?.clientWidth ?? 0);
  }, [dragging, photo, stage]);

  return { selected, setSelected, dragging, setDragging, magnifier, handleDown, handleMove, handleKey };
}
