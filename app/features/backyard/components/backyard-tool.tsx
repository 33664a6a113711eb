import { useEffect, useMemo, useRef, useState } from "react";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { Design } from "#app/features/design/model.ts";
import { useLiveDesign } from "#app/features/design/three/use-live-design.ts";
import { pictureName } from "#app/features/design/three/picture-name.ts";
import { averageColour, openPhoto, skyColours, type YardPhoto } from "#app/features/backyard/photo.ts";
import { defaultPlacement, type Placement, type YardPlacement } from "#app/features/backyard/placement.ts";
import { apply, solveCamera, type Pixel, type SolvedCamera } from "#app/features/backyard/solve.ts";
import { drawPlan } from "#app/features/backyard/plan-overlay.ts";
import { compose } from "#app/features/backyard/compose.ts";
import { forgetYard, loadYard, saveYard } from "#app/features/backyard/yard-store.ts";
import { leadYardAddress, loadLeadYard } from "#app/features/backyard/lead-yard.ts";
import type { DrawInput, PoolDrawer } from "#app/features/backyard/draw-pool.ts";
import { MarkPanel } from "#app/features/backyard/components/mark-panel.tsx";
import { PlacePanel, type Time } from "#app/features/backyard/components/place-panel.tsx";
import { download, toBlob } from "#app/features/backyard/components/picture-file.ts";
import { drawQuad, newMask } from "#app/features/backyard/components/stage-drawing.ts";
import { horizonY, initialCorners, turnHandleAt } from "#app/features/backyard/components/stage-geometry.ts";
import { PhotoChoice } from "#app/features/backyard/components/photo-choice.tsx";
import { primary } from "#app/features/backyard/components/tool-buttons.ts";
import { ToggleButton } from "#app/features/backyard/components/toggle-button.tsx";
import { CornerHandles, Magnifier, PoolHandles } from "#app/features/backyard/components/stage-handles.tsx";
import { useCornerHandles } from "#app/features/backyard/components/use-corner-handles.ts";
import { usePoolGestures, type StageMode } from "#app/features/backyard/components/use-pool-gestures.ts";

export interface BackyardToolProps {
  design: Design;
  text: DesignerText<"description" | "view3d" | "yard">;
}

/** The live drawing's longest side at most (the saved picture is drawn at the photo's own size). */
const PREVIEW_MAX = 1600;

function parseFeet(value: string): number | undefined {
  const trimmed = value.trim().replace(",", ".");
  if (!trimmed) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
}

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
  const design = useLiveDesign(initial);
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<YardPhoto | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [corners, setCorners] = useState<Pixel[]>([]);
  const [sideA, setSideA] = useState("");
  const [sideB, setSideB] = useState("");
  const [mode, setMode] = useState<StageMode>("mark");
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [time, setTime] = useState<Time>("day");
  const [maskVersion, setMaskVersion] = useState(0);
  const [drawer, setDrawer] = useState<PoolDrawer | null | "loading">("loading");
  const [saving, setSaving] = useState(false);
  const [stageWidth, setStageWidth] = useState(0);
  /** While the pool moves, the quick 2-D plan is drawn; the 3-D drawing follows once it is still. */
  const [moving, setMoving] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLCanvasElement>(null);
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
    const leadYard = leadYardAddress(location.hash);
    const load = leadYard
      ? loadLeadYard(leadYard)
          .then((yard) => {
            fromLead.current = true;
            return yard;
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

  const { stageDown, stageMove, stageUp, turnDown, turnMove, poolKey } = usePoolGestures({
    stage,
    photo,
    camera,
    pool,
    mode,
    mask,
    painted: () => setMaskVersion((n) => n + 1),
    move,
  });
  const handles = useCornerHandles(stage, photo, corners, setCorners);

  const poolCentre = camera && pool ? apply(camera.ground, pool.x, pool.z) : null;
  // Half a 44 px handle, in photo pixels: the handle stays whole inside the photo.
  const handleMargin = photo && stageWidth ? (22 * photo.width) / stageWidth : 0;
  const turnAt = camera && pool ? turnHandleAt(camera, pool, design, handleMargin) : null;

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
          <PhotoChoice t={t} hasPhoto={photo !== null} onChoose={(file) => void choose(file)} onForget={() => void forget()} />
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold text-red-800" data-yard-message>
            {reading ? t.reading : message}
          </p>
          {photo ? (
            <>
              {/* A segmented control like Day/Dusk: the step not chosen still reads as a button. */}
              <div role="group" aria-label={t.stage} className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
                <ToggleButton pressed={mode === "mark"} onClick={() => setMode("mark")}>{t.markStep}</ToggleButton>
                <ToggleButton pressed={mode !== "mark"} disabled={!camera} onClick={() => setMode("place")} data-yard-place>{t.placeStep}</ToggleButton>
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
                {mode === "mark" ? <CornerHandles t={t} photo={photo} corners={corners} handles={handles} /> : null}
                {mode === "place" && poolCentre && turnAt ? (
                  <PoolHandles t={t} photo={photo} poolCentre={poolCentre} turnAt={turnAt} poolKey={poolKey} turnDown={turnDown} turnMove={turnMove} />
                ) : null}
                <Magnifier photo={photo} handles={handles} />
              </div>
              {mode === "mark" ? (
                <MarkPanel
                  t={t}
                  sideA={sideA}
                  sideB={sideB}
                  onSideA={setSideA}
                  onSideB={setSideB}
                  solved={solved}
                  sideBGiven={lengths.b !== undefined}
                  onPlace={() => setMode("place")}
                />
              ) : (
                <PlacePanel
                  text={text}
                  mode={mode}
                  onMode={setMode}
                  time={time}
                  onTime={setTime}
                  flat={drawer === null}
                  saving={saving}
                  onSave={() => void savePicture()}
                />
              )}
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
