import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { Design } from "#app/features/design/model.ts";
import { useLiveDesign } from "#app/features/design/three/use-live-design.ts";
import { pictureName } from "#app/features/design/three/picture-name.ts";
import { averageColour, openPhoto, skyColours, type YardPhoto } from "#app/features/backyard/photo.ts";
import { defaultPlacement, placementMatrix, type Placement, type YardPlacement } from "#app/features/backyard/placement.ts";
import { apply, groundAt, projectPoint, solveCamera, type Pixel, type SolvedCamera } from "#app/features/backyard/solve.ts";
import { drawPlan } from "#app/features/backyard/plan-overlay.ts";
import { compose } from "#app/features/backyard/compose.ts";
import { forgetYard, loadYard, saveYard } from "#app/features/backyard/yard-store.ts";
import type { DrawInput, PoolDrawer } from "#app/features/backyard/draw-pool.ts";

export interface BackyardToolProps {
  design: Design;
  text: DesignerText<"description" | "view3d" | "yard">;
}

type Mode = "mark" | "place" | "paint" | "erase";
type Time = "day" | "dusk";

/** The live drawing's longest side at most (the saved picture is drawn at the photo's own size). */
const PREVIEW_MAX = 1600;
/** The painted mask's longest side. */
const MASK_MAX = 1600;
const TURN_STEP = (5 * Math.PI) / 180;

const initialCorners = (width: number, height: number): Pixel[] => [
  { x: width * 0.3, y: height * 0.6 },
  { x: width * 0.7, y: height * 0.6 },
  { x: width * 0.84, y: height * 0.86 },
  { x: width * 0.16, y: height * 0.86 },
];

function parseFeet(value: string): number | undefined {
  const trimmed = value.trim().replace(",", ".");
  if (!trimmed) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** three.js's drawer, loaded once when a pool is first placed (after the page's first paint, on /design only). */
let drawerLoad: Promise<PoolDrawer | null> | null = null;
function loadDrawer(): Promise<PoolDrawer | null> {
  drawerLoad ??= import("#app/features/backyard/draw-pool.ts").then(({ createPoolDrawer }) => createPoolDrawer()).catch(() => null);
  return drawerLoad;
}

/**
 * "See it in your yard" (issue 41): the visitor's photo, four handles on a rectangle on the
 * ground and its length (the camera solved from them, ../solve.ts), the designed pool placed at
 * its true size and drawn into the photo (../draw-pool.ts; the 2-D plan where WebGL is missing),
 * things in front painted back over it, and a picture saved at the photo's size. The photo and the
 * placement stay in this browser (../yard-store.ts); the quote form offers to send them.
 */
export function BackyardTool({ design: initial, text }: BackyardToolProps) {
  const t = text.words.yard;
  const v = text.words.view3d;
  const design = useLiveDesign(initial);
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<YardPhoto | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [corners, setCorners] = useState<Pixel[]>([]);
  const [sideA, setSideA] = useState("");
  const [sideB, setSideB] = useState("");
  const [mode, setMode] = useState<Mode>("mark");
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [time, setTime] = useState<Time>("day");
  const [selected, setSelected] = useState(0);
  const [dragging, setDragging] = useState<{ index: number; at: Pixel } | null>(null);
  const [maskVersion, setMaskVersion] = useState(0);
  const [drawer, setDrawer] = useState<PoolDrawer | null | "loading">("loading");
  const [saving, setSaving] = useState(false);
  const [stageWidth, setStageWidth] = useState(0);
  /** While the pool moves, the quick 2-D plan is drawn; the 3-D drawing follows once it is still. */
  const [moving, setMoving] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLCanvasElement>(null);
  const magnifier = useRef<HTMLCanvasElement>(null);
  const mask = useRef<HTMLCanvasElement | null>(null);
  const restored = useRef(false);
  /**
   * The last placement that solved for this photo, and its picture: kept while the marks are
   * being corrected, so a length of 0 on the way to 20, or a handle dragged into a line, loses
   * nothing over a reload. A new photo starts without one.
   */
  const lastKept = useRef<{ photo: YardPhoto; placement: YardPlacement; picture: Blob | null } | null>(null);
  /** How many times the yard was kept in this browser (read by the browser tests). */
  const [keptCount, setKeptCount] = useState(0);

  const lengths = { a: parseFeet(sideA), b: parseFeet(sideB) };
  const solved = useMemo(() => {
    if (!photo || corners.length !== 4 || lengths.a === undefined) return null;
    return solveCamera(corners, photo.width, photo.height, lengths.a, lengths.b);
  }, [photo, corners, lengths.a, lengths.b]);
  const camera: SolvedCamera | null = solved?.ok ? solved.camera : null;
  const pool = placement ?? (camera ? defaultPlacement(camera) : null);

  // The kept yard, if this browser has one, opened again as it was left; or the owner's view of a
  // quote's yard (the lead page links here with `#yard=<its address>`), which is not kept.
  const fromLead = useRef(false);
  useEffect(() => {
    const leadYard = /^#yard=(\/admin\/leads\/[a-z-]+\/\d+\/yard)$/.exec(decodeURIComponent(location.hash))?.[1];
    const load = leadYard
      ? Promise.all([
          fetch(`${leadYard}/photo.jpg`).then((r) => (r.ok ? r.blob() : null)),
          fetch(`${leadYard}/placement.json`).then((r) => (r.ok ? (r.json() as Promise<YardPlacement>) : null)),
          // Absent (404) when the visitor painted nothing.
          fetch(`${leadYard}/mask.png`).then((r) => (r.ok ? r.blob() : null)),
        ])
          .then(([photoBlob, placementState, maskBlob]) => {
            fromLead.current = true;
            return photoBlob ? { photo: photoBlob, placement: placementState, mask: maskBlob, picture: null } : null;
          })
          .catch(() => null)
      : loadYard();
    void load.then(async (kept) => {
      if (!kept) {
        restored.current = true;
        return;
      }
      const opened = await openPhoto(kept.photo);
      if (typeof opened === "string") {
        restored.current = true;
        return;
      }
      setPhoto(opened);
      setOpen(true);
      const state = kept.placement;
      // The server keeps a smaller copy of the photo: the marks scale with it.
      const scale = state ? opened.width / state.width : 1;
      if (state && Math.abs(state.height * scale - opened.height) < 2) {
        setCorners(state.corners.map((corner) => ({ x: corner.x * scale, y: corner.y * scale })));
        setSideA(String(state.sideA));
        setSideB(state.sideB === undefined ? "" : String(state.sideB));
        setPlacement(state.pool);
        lastKept.current = { photo: opened, placement: state, picture: kept.picture };
        setTime(state.time);
        setMode("place");
      } else setCorners(initialCorners(opened.width, opened.height));
      mask.current = newMask(opened);
      if (kept.mask) {
        const bitmap = await createImageBitmap(kept.mask).catch(() => null);
        if (bitmap) mask.current.getContext("2d")!.drawImage(bitmap, 0, 0, mask.current.width, mask.current.height);
        setMaskVersion((n) => n + 1);
      }
      restored.current = true;
    });
  }, []);

  // The stage's width, for the live drawing's resolution.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setStageWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [photo, open]);

  useEffect(() => {
    if (mode === "mark" || drawer !== "loading") return;
    void loadDrawer().then(setDrawer);
  }, [mode, drawer]);

  const scaleOf = (width: number) => (photo ? width / photo.width : 1);

  // Still for a moment after the last move: the 3-D drawing again.
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setMoving(false), 350);
    return () => clearTimeout(timer);
  }, [moving, pool?.x, pool?.z, pool?.angle]);

  function move(next: Placement) {
    setMoving(true);
    setPlacement(next);
  }

  function poolPainter(width: number, height: number, quick = false): ((context: CanvasRenderingContext2D) => void) | null {
    if (!photo || !camera || !pool) return null;
    if (drawer && drawer !== "loading" && !quick) {
      const input: DrawInput = {
        design,
        camera,
        placement: pool,
        time,
        width,
        height,
        ground: averageColour(photo.canvas, corners),
        sky: skyColours(photo.canvas, horizonY(camera)),
      };
      const drawn = drawer.draw(input);
      return (context) => context.drawImage(drawn, 0, 0, width, height);
    }
    return (context) => drawPlan(context, design, camera, pool, width / photo.width, time === "dusk");
  }

  // The live drawing.
  useEffect(() => {
    const canvas = view.current;
    if (!photo || !canvas || !stageWidth) return;
    const frame = requestAnimationFrame(() => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = Math.min(PREVIEW_MAX, Math.round(stageWidth * ratio));
      const height = Math.round((width * photo.height) / photo.width);
      const scale = scaleOf(width);
      const placing = mode !== "mark";
      compose(canvas, {
        photo: photo.canvas,
        width,
        height,
        dusk: placing && time === "dusk",
        pool: placing ? poolPainter(width, height, moving) : (context) => drawQuad(context, corners, scale, camera !== null),
        mask: placing ? mask.current : null,
        showMask: mode === "paint" || mode === "erase",
      });
      canvas.dataset.drawn = String(Number(canvas.dataset.drawn ?? 0) + 1);
      canvas.dataset.mode = mode;
      canvas.dataset.renderer = placing ? (drawer && drawer !== "loading" && !moving ? "3d" : drawer === null ? "2d" : moving ? "quick" : "loading") : "marking";
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo, corners, camera, pool?.x, pool?.z, pool?.angle, time, mode, maskVersion, stageWidth, drawer, design, moving]);

  // Kept in this browser as it changes (the photo, the marks, the placement, the painting).
  useEffect(() => {
    if (!photo || !restored.current || moving || fromLead.current) return;
    const timer = setTimeout(() => {
      const a = lengths.a;
      const state: YardPlacement | null =
        camera && pool && a !== undefined
          ? { width: photo.width, height: photo.height, corners, sideA: a, ...(lengths.b === undefined ? {} : { sideB: lengths.b }), pool, time }
          : null;
      void (async () => {
        const painted = mask.current && maskVersion > 0 ? await toBlob(mask.current, "image/png") : null;
        const earlier = lastKept.current?.photo === photo ? lastKept.current : null;
        const picture = state ? await pictureBlob(1600) : (earlier?.picture ?? null);
        if (state) lastKept.current = { photo, placement: state, picture };
        await saveYard({ photo: photo.blob, placement: state ?? earlier?.placement ?? null, mask: painted, picture });
        setKeptCount((n) => n + 1);
      })();
    }, 1000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo, corners, camera, pool?.x, pool?.z, pool?.angle, time, maskVersion, drawer, moving]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setReading(true);
    setMessage(null);
    const opened = await openPhoto(file);
    setReading(false);
    if (typeof opened === "string") {
      // Nothing is lost: the photo and marks already here stay as they were.
      setMessage(opened === "tooLarge" ? t.tooLarge : t.notImage);
      return;
    }
    setPhoto(opened);
    setCorners(initialCorners(opened.width, opened.height));
    setPlacement(null);
    setMode("mark");
    mask.current = newMask(opened);
    setMaskVersion(0);
  }

  /** The picture at `longest` pixels at most (the photo's own size for "Save a picture"). */
  async function pictureBlob(longest: number): Promise<Blob | null> {
    if (!photo) return null;
    const scale = Math.min(1, longest / Math.max(photo.width, photo.height));
    const width = Math.round(photo.width * scale);
    const height = Math.round(photo.height * scale);
    const canvas = document.createElement("canvas");
    compose(canvas, { photo: photo.canvas, width, height, dusk: time === "dusk", pool: poolPainter(width, height), mask: mask.current });
    return toBlob(canvas, "image/jpeg", 0.9);
  }

  async function savePicture() {
    if (saving) return;
    setSaving(true);
    const blob = await pictureBlob(Number.POSITIVE_INFINITY);
    setSaving(false);
    if (blob) download(blob, pictureName(design, time, text).replace(/\.jpg$/, `-${t.fileWord}.jpg`));
  }

  async function forget() {
    await forgetYard();
    setPhoto(null);
    setCorners([]);
    setPlacement(null);
    setSideA("");
    setSideB("");
    setMode("mark");
    mask.current = null;
  }

  // --- Pointer input on the photo -------------------------------------------------------
  const toPhoto = (clientX: number, clientY: number): Pixel => {
    const box = stage.current!.getBoundingClientRect();
    return { x: ((clientX - box.left) / box.width) * photo!.width, y: ((clientY - box.top) / box.height) * photo!.height };
  };
  const pointers = useRef(new Map<number, Pixel>());
  const gesture = useRef<{ ground: { x: number; z: number } | null; from: Placement; angle?: number } | null>(null);

  function paintAt(at: Pixel) {
    if (!mask.current || !photo) return;
    const context = mask.current.getContext("2d")!;
    const s = mask.current.width / photo.width;
    context.globalCompositeOperation = mode === "erase" ? "destination-out" : "source-over";
    context.fillStyle = "#fff";
    context.beginPath();
    context.arc(at.x * s, at.y * s, mask.current.width * 0.025, 0, Math.PI * 2);
    context.fill();
    setMaskVersion((n) => n + 1);
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

  // --- Handles --------------------------------------------------------------------------
  function handleDown(index: number, event: ReactPointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    setSelected(index);
    setDragging({ index, at: corners[index]! });
  }
  function handleMove(index: number, event: ReactPointerEvent<HTMLButtonElement>) {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !photo) return;
    const at = toPhoto(event.clientX, event.clientY);
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
    const context = canvas.getContext("2d")!;
    const size = canvas.width;
    const span = (size / 3) * (photo.width / (stage.current?.clientWidth || photo.width));
    context.clearRect(0, 0, size, size);
    context.drawImage(photo.canvas, dragging.at.x - span / 2, dragging.at.y - span / 2, span, span, 0, 0, size, size);
    context.strokeStyle = "#fff";
    context.lineWidth = 3;
    context.beginPath();
    context.moveTo(size / 2, size / 2 - 14);
    context.lineTo(size / 2, size / 2 + 14);
    context.moveTo(size / 2 - 14, size / 2);
    context.lineTo(size / 2 + 14, size / 2);
    context.stroke();
    context.strokeStyle = "#0f172a";
    context.lineWidth = 1;
    context.stroke();
  }, [dragging, photo]);

  const problem = solved && !solved.ok ? t.problems[solved.problem] : null;
  const check =
    camera && lengths.b === undefined
      ? t.check.replace("{length}", camera.measuredB.toFixed(camera.measuredB < 10 ? 1 : 0))
      : camera
        ? t.checkBoth
        : null;
  const percent = (p: Pixel) => ({ left: `${(p.x / (photo?.width ?? 1)) * 100}%`, top: `${(p.y / (photo?.height ?? 1)) * 100}%` });
  const poolCentre = camera && pool ? apply(camera.ground, pool.x, pool.z) : null;
  // Half a 44 px handle, in photo pixels: the handle stays whole inside the photo.
  const handleMargin = photo && stageWidth ? (22 * photo.width) / stageWidth : 0;
  const turnAt = camera && pool ? turnHandleAt(camera, pool, design, handleMargin) : null;

  const button =
    "inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
  const primary = `${button} bg-navy-900 text-white hover:bg-navy-800`;
  const secondary = `${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`;
  const toggle = `${button} rounded-md text-slate-800 aria-pressed:bg-sky-800 aria-pressed:text-white`;

  return (
    <section aria-labelledby="backyard-title" className="mt-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6" data-backyard data-kept={keptCount}>
      <h2 id="backyard-title" className="font-display text-xl font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <p className="mt-2 text-sm text-slate-600 [@media(scripting:enabled)]:hidden">{t.noScript}</p>
      {!open ? (
        <button type="button" className={`${primary} mt-3 [@media(scripting:none)]:hidden`} aria-expanded={false} onClick={() => setOpen(true)}>
          {t.open}
        </button>
      ) : (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap gap-2">
            <label className={`${secondary} cursor-pointer focus-within:outline-2 focus-within:outline-sky-700`}>
              {t.takePhoto}
              <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(event) => void choose(event.target.files?.[0])} data-yard-camera />
            </label>
            <label className={`${secondary} cursor-pointer focus-within:outline-2 focus-within:outline-sky-700`}>
              {photo ? t.another : t.choosePhoto}
              <input
                type="file"
                accept="image/jpeg,image/png,image/heic,image/heif,image/webp,image/*"
                className="sr-only"
                onChange={(event) => void choose(event.target.files?.[0])}
                data-yard-file
              />
            </label>
            {photo ? (
              <button type="button" className={secondary} onClick={() => void forget()}>
                {t.forget}
              </button>
            ) : null}
          </div>
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold text-red-800" data-yard-message>
            {reading ? t.reading : message}
          </p>
          {photo ? (
            <>
              {/* A segmented control like Day/Dusk: the step not chosen still reads as a button. */}
              <div role="group" aria-label={t.stage} className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
                <button type="button" className={toggle} aria-pressed={mode === "mark"} onClick={() => setMode("mark")}>
                  {t.markStep}
                </button>
                <button type="button" className={toggle} aria-pressed={mode !== "mark"} disabled={!camera} onClick={() => setMode("place")} data-yard-place>
                  {t.placeStep}
                </button>
              </div>
              {/* While a finger drags on the photo the page keeps still: the browser's scroll anchoring
                  would otherwise scroll it as the dot, magnifier and messages move (the photo sliding
                  under the finger, the dot landing off its corner). */}
              <div
                ref={stage}
                className="relative w-full touch-none select-none overflow-hidden rounded-xl bg-slate-900"
                style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
                onGotPointerCapture={() => document.documentElement.style.setProperty("overflow-anchor", "none")}
                onLostPointerCapture={() => document.documentElement.style.removeProperty("overflow-anchor")}
              >
                <canvas
                  ref={view}
                  role="img"
                  aria-label={mode === "mark" ? t.stage : t.picture}
                  className={`block h-full w-full ${mode === "place" ? "cursor-grab" : mode === "mark" ? "" : "cursor-crosshair"}`}
                  onPointerDown={stageDown}
                  onPointerMove={stageMove}
                  onPointerUp={stageUp}
                  onPointerCancel={stageUp}
                  data-yard-view
                />
                {mode === "mark"
                  ? corners.map((corner, index) => (
                      <button
                        key={index}
                        type="button"
                        aria-label={t.corner.replace("{n}", String(index + 1))}
                        aria-pressed={selected === index}
                        className="absolute flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                        style={percent(corner)}
                        onPointerDown={(event) => handleDown(index, event)}
                        onPointerMove={(event) => handleMove(index, event)}
                        onPointerUp={() => setDragging(null)}
                        onPointerCancel={() => setDragging(null)}
                        onKeyDown={(event) => handleKey(index, event)}
                        onFocus={() => setSelected(index)}
                        data-yard-corner={index}
                      >
                        <span className={`flex h-6 w-6 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow ${selected === index ? "bg-sky-700" : "bg-navy-900/80"}`}>
                          {index + 1}
                        </span>
                      </button>
                    ))
                  : null}
                {mode === "place" && poolCentre && turnAt ? (
                  <>
                    <button
                      type="button"
                      aria-label={t.poolHandle}
                      className="absolute h-11 w-11 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-white/80 focus-visible:outline-2 focus-visible:outline-white pointer-events-none focus-visible:pointer-events-auto"
                      style={percent(poolCentre)}
                      onKeyDown={poolKey}
                      data-yard-pool
                    />
                    <button
                      type="button"
                      aria-label={t.turnHandle}
                      className="absolute flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                      style={percent(turnAt)}
                      onPointerDown={turnDown}
                      onPointerMove={turnMove}
                      onKeyDown={poolKey}
                      data-yard-turn
                    >
                      <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-white bg-amber-500 text-sm font-bold text-white shadow">
                        ⟳
                      </span>
                    </button>
                  </>
                ) : null}
                {dragging ? (
                  <canvas
                    ref={magnifier}
                    width={120}
                    height={120}
                    aria-hidden="true"
                    className="pointer-events-none absolute h-[120px] w-[120px] -translate-x-1/2 rounded-full border-4 border-white shadow-lg"
                    style={{ ...percent(dragging.at), transform: dragging.at.y < photo.height * 0.4 ? "translate(-50%, 36px)" : "translate(-50%, calc(-100% - 36px))" }}
                    data-yard-magnifier
                  />
                ) : null}
              </div>
              {mode === "mark" ? (
                <div className="space-y-2">
                  <p className="text-sm text-slate-700">{t.markHelp}</p>
                  <p className="text-sm text-slate-600">{t.keysHelp}</p>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <SideLength label={t.sideA} value={sideA} onChange={setSideA} invalid={solved?.ok === false && solved.problem === "lengthRange"} side="a" />
                    <SideLength label={t.sideB} value={sideB} onChange={setSideB} side="b" />
                  </div>
                  <p role="status" aria-live="polite" className={`text-sm font-semibold ${problem ? "text-red-800" : "text-emerald-800"}`} data-yard-check>
                    {problem ?? check}
                    {camera?.focalAssumed && lengths.b === undefined ? ` ${t.assumed}` : ""}
                  </p>
                  <button type="button" className={primary} disabled={!camera} onClick={() => setMode("place")}>
                    {t.place}
                  </button>
                </div>
              ) : (
                <div className="space-y-3">
                  <p className="text-sm text-slate-700">{mode === "place" ? t.placeHelp : t.brushHelp}</p>
                  {drawer === null ? <p className="text-sm text-slate-600" data-yard-flat>{t.flat}</p> : null}
                  <div className="flex flex-wrap items-center gap-2">
                    <div role="group" aria-label={v.timeOfDay} className="flex rounded-lg bg-slate-100 p-1">
                      <button type="button" className={toggle} aria-pressed={time === "day"} onClick={() => setTime("day")}>
                        {v.day}
                      </button>
                      <button type="button" className={toggle} aria-pressed={time === "dusk"} onClick={() => setTime("dusk")} data-yard-dusk>
                        {v.dusk}
                      </button>
                    </div>
                    <div role="group" aria-label={t.brush} className="flex rounded-lg bg-slate-100 p-1">
                      <button type="button" className={toggle} aria-pressed={mode === "place"} onClick={() => setMode("place")}>
                        {t.move}
                      </button>
                      <button type="button" className={toggle} aria-pressed={mode === "paint"} onClick={() => setMode("paint")} data-yard-paint>
                        {t.paint}
                      </button>
                      <button type="button" className={toggle} aria-pressed={mode === "erase"} onClick={() => setMode("erase")} data-yard-erase>
                        {t.erase}
                      </button>
                    </div>
                    <button type="button" className={primary} onClick={() => void savePicture()} disabled={saving} data-yard-save>
                      {saving ? t.saving : t.save}
                    </button>
                  </div>
                  <p className="text-sm text-slate-600">{t.kept}</p>
                </div>
              )}
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}

function newMask(photo: YardPhoto): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  const scale = Math.min(1, MASK_MAX / Math.max(photo.width, photo.height));
  canvas.width = Math.round(photo.width * scale);
  canvas.height = Math.round(photo.height * scale);
  return canvas;
}

/** The marked rectangle while marking: its outline, green once it solves. */
function drawQuad(context: CanvasRenderingContext2D, corners: readonly Pixel[], scale: number, solved: boolean) {
  if (corners.length !== 4) return;
  context.save();
  context.beginPath();
  corners.forEach((p, i) => (i ? context.lineTo(p.x * scale, p.y * scale) : context.moveTo(p.x * scale, p.y * scale)));
  context.closePath();
  context.fillStyle = solved ? "rgba(16, 185, 129, 0.18)" : "rgba(248, 113, 113, 0.18)";
  context.fill();
  context.lineWidth = Math.max(2, 3 * (context.canvas.width / 1000));
  context.strokeStyle = solved ? "#34d399" : "#f87171";
  context.stroke();
  context.restore();
}

/** The image row of the horizon (for the sky's colours): where a far point straight ahead on the ground is drawn. */
function horizonY(camera: SolvedCamera): number {
  const R = camera.rotation;
  const ahead = Math.hypot(R[6], R[8]) || 1;
  const far = projectPoint(camera, [camera.position[0] + (R[6] / ahead) * 1e5, 0, camera.position[2] + (R[8] / ahead) * 1e5]);
  return Number.isFinite(far.y) ? Math.max(0, Math.min(camera.height, far.y)) : camera.height / 3;
}

/** The turn handle stands a few feet beyond the pool's deep end, at least `margin` photo pixels inside the photo's edges. */
function turnHandleAt(camera: SolvedCamera, pool: Placement, design: Design, margin: number): Pixel | null {
  const place = placementMatrix(pool, design, camera);
  const [x, z] = place(design.length + 3, design.width / 2);
  const p = apply(camera.ground, x, z);
  const inside = (value: number, size: number) => Math.min(size - margin, Math.max(margin, value));
  return Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: inside(p.x, camera.width), y: inside(p.y, camera.height) } : null;
}

/** A side of the marked rectangle, typed in feet (a decimal keypad on a phone). */
function SideLength({ label, value, onChange, invalid, side }: { label: string; value: string; onChange: (value: string) => void; invalid?: boolean; side: "a" | "b" }) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <input
        type="text"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base"
        aria-invalid={invalid || undefined}
        {...{ [`data-yard-side-${side}`]: "" }}
      />
    </label>
  );
}
