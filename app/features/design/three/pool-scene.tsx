import { Camera, Moon, RotateCcw, Sun } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { describeDesign } from "#app/features/design/description.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { Design } from "#app/features/design/model.ts";
import type { Box, ForwardedEvent, FromWorker, TimeOfDay, ToWorker } from "#app/features/design/three/render-messages.ts";
import { useLiveDesign } from "#app/features/design/three/use-live-design.ts";
import { pictureName } from "#app/features/design/three/picture-name.ts";

export interface PoolSceneProps {
  design: Design;
  timeOfDay: TimeOfDay;
  /** Its words in the page's language: the description (its text alternative) and its controls'. */
  text: DesignerText<"description" | "view3d">;
}

const DESCRIPTION_ID = "design-3d-description";
const HELP_ID = "design-3d-help";
/** Keys the view answers (OrbitControls' arrows, our + and −): the page must not scroll for them. */
const VIEW_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "+", "=", "-", "_"]);

interface RenderWorker {
  canvas: HTMLCanvasElement;
  /** Whether the canvas has been handed to the worker (once: a mounted-again island reuses it). */
  started: boolean;
  post(message: ToWorker, transfer?: Transferable[]): void;
  listen(listener: (message: FromWorker) => void): () => void;
}

let shared: RenderWorker | null | undefined;

/**
 * The page's one canvas and the worker that draws on it (./render-worker.ts: three.js and the
 * scene never run on the main thread), or null where a canvas cannot be handed to a worker;
 * there, as where the worker finds no WebGL 2, the 2-D plan is the view.
 */
function renderWorker(): RenderWorker | null {
  if (shared !== undefined) return shared;
  const canvas = document.createElement("canvas");
  if (typeof Worker !== "function" || !("transferControlToOffscreen" in canvas)) return (shared = null);
  const worker = new Worker(new URL("./render-worker.ts", import.meta.url), { type: "module", name: "design-3d" });
  const listeners = new Set<(message: FromWorker) => void>();
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    // `shown`: the latest design is on screen; `rendered`: in its final, sharp frame (what tests read).
    if (data.type === "rendered") {
      canvas.dataset.shown = String(data.revision);
      if (data.sharp) canvas.dataset.rendered = String(data.revision);
    } else if (data.type === "accumulated") {
      canvas.dataset.accumulated = String(data.revision);
    } else if (data.type === "timings") {
      canvas.dataset.timings = JSON.stringify(data.phases);
    } else if (data.type === "tier") {
      canvas.dataset.tier = data.tier;
      canvas.dataset.antialias = data.antialias;
    }
    for (const listener of listeners) listener(data);
  };
  // A worker that cannot load or start is a view that is not available.
  worker.onerror = (event) => {
    event.preventDefault();
    for (const listener of listeners) listener({ type: "unavailable" });
  };
  return (shared = {
    canvas,
    started: false,
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function boxOf(element: HTMLElement): Box {
  const { left, top } = element.getBoundingClientRect();
  return { width: element.clientWidth, height: element.clientHeight, left, top, pixelRatio: window.devicePixelRatio || 1 };
}

function forwarded(event: PointerEvent | WheelEvent | KeyboardEvent): ForwardedEvent {
  const { ctrlKey, metaKey, shiftKey, altKey } = event;
  const base = { type: event.type as ForwardedEvent["type"], ctrlKey, metaKey, shiftKey, altKey };
  if (event instanceof KeyboardEvent) return { ...base, key: event.key, code: event.code };
  const { button, clientX, clientY, pageX, pageY } = event;
  const pointer = { ...base, button, clientX, clientY, pageX, pageY };
  if (event instanceof WheelEvent) return { ...pointer, deltaX: event.deltaX, deltaY: event.deltaY, deltaMode: event.deltaMode };
  return { ...pointer, pointerId: event.pointerId, pointerType: event.pointerType };
}

/**
 * Forwards what the worker's OrbitControls needs from the canvas, the box's size and whether
 * ripples may run; returns the matching stop.
 */
function connect(view: RenderWorker, host: HTMLElement): () => void {
  const { canvas, post } = view;
  const send = (event: PointerEvent | WheelEvent | KeyboardEvent) => post({ type: "event", event: forwarded(event) });
  const pressed = new Set<number>();
  // Touch, as maps do: one finger swiping up or down scrolls the page (touch-action: pan-y);
  // two fingers, a sideways drag, or any drag after a tap on the view turn it.
  let tap: { x: number; y: number } | null = null;
  const engage = (engaged: boolean) => {
    canvas.style.touchAction = engaged ? "none" : "";
    canvas.dataset.engaged = String(engaged);
  };
  const down = (event: PointerEvent) => {
    canvas.setPointerCapture(event.pointerId);
    pressed.add(event.pointerId);
    if (event.pointerType === "touch") tap = { x: event.clientX, y: event.clientY };
    send(event);
  };
  const move = (event: PointerEvent) => {
    if (pressed.has(event.pointerId)) send(event);
  };
  const up = (event: PointerEvent) => {
    if (event.type === "pointerup" && tap && Math.hypot(event.clientX - tap.x, event.clientY - tap.y) < 10) engage(true);
    tap = null;
    if (pressed.delete(event.pointerId)) send(event);
  };
  const blur = () => engage(false);
  const wheel = (event: WheelEvent) => {
    event.preventDefault();
    send(event);
  };
  const key = (event: KeyboardEvent) => {
    if (event.type === "keydown" && VIEW_KEYS.has(event.key)) event.preventDefault();
    send(event);
  };
  const menu = (event: Event) => event.preventDefault();
  const listeners: Array<[string, (event: never) => void, AddEventListenerOptions?]> = [
    ["pointerdown", down],
    ["pointermove", move],
    ["pointerup", up],
    ["pointercancel", up],
    ["wheel", wheel, { passive: false }],
    ["keydown", key],
    ["keyup", key],
    ["contextmenu", menu],
    ["blur", blur],
  ];
  for (const [type, listener, options] of listeners) canvas.addEventListener(type, listener as EventListener, options);

  const sizeObserver = new ResizeObserver(() => post({ type: "resize", box: boxOf(host) }));
  sizeObserver.observe(host);
  let onScreen = false;
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const motionChanged = () =>
    post({ type: "motion", onScreen, visible: document.visibilityState === "visible", reducedMotion: motion.matches });
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? false;
    motionChanged();
  });
  visibility.observe(host);
  motion.addEventListener("change", motionChanged);
  document.addEventListener("visibilitychange", motionChanged);
  return () => {
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener as EventListener);
    sizeObserver.disconnect();
    visibility.disconnect();
    motion.removeEventListener("change", motionChanged);
    document.removeEventListener("visibilitychange", motionChanged);
    onScreen = false;
    motionChanged();
  };
}

/** What starts the designer island's hydration (../../../islands/entry.client.ts). */
const DESIGNER_INTERACTIONS = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change"] as const;
/** What counts as the visitor busy with the page: a press, a key, a scroll. */
const INPUT_EVENTS = ["pointerdown", "keydown", "wheel", "scroll"] as const;
/** How long the page must go without input before the worker starts. */
const QUIET_MS = 1500;
/** How long the worker's start then waits for an idle main thread at most. */
const IDLE_WAIT_MS = 2000;

/**
 * Calls `start` (the render worker's set-up: three.js evaluated, textures painted, shaders
 * compiled, the first frame drawn) once the visitor pauses: no press, key or scroll for
 * QUIET_MS, the designer hydrated if the visitor reached for it, then an idle moment. The set-up's
 * GPU work cannot be interrupted: where WebGL is software its first frame is one GPU task of
 * seconds, during which the browser neither paints nor delivers input (decision 009's appendix,
 * issue 22), and on a phone shader compiling holds the GPU too. Started under a visitor's
 * first tap, it made that tap wait for it. Returns the cancel.
 */
function whenVisitorPauses(start: () => void): () => void {
  const designer = document.querySelector<HTMLElement>("[data-island=designer]");
  let reached = false;
  let quiet = 0;
  let idle = 0;
  const requestIdle = (callback: () => void) =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(callback, { timeout: IDLE_WAIT_MS }) : Number(setTimeout(callback, 0));
  const cancelIdle = (handle: number) => (typeof cancelIdleCallback === "function" ? cancelIdleCallback(handle) : clearTimeout(handle));
  const reach = () => {
    reached = true;
  };
  // Any input starts the wait again; so does the designer's hydration (it renders the visitor's first choice).
  const wait = () => {
    clearTimeout(quiet);
    cancelIdle(idle);
    quiet = Number(
      setTimeout(() => {
        if (reached && designer?.dataset.hydrated === undefined) return;
        idle = requestIdle(() => {
          stop();
          start();
        });
      }, QUIET_MS),
    );
  };
  const hydrated = new MutationObserver(wait);
  function stop() {
    clearTimeout(quiet);
    cancelIdle(idle);
    hydrated.disconnect();
    for (const type of DESIGNER_INTERACTIONS) designer?.removeEventListener(type, reach);
    for (const type of INPUT_EVENTS) removeEventListener(type, wait, true);
  }
  if (designer && designer.dataset.hydrated === undefined) {
    for (const type of DESIGNER_INTERACTIONS) designer.addEventListener(type, reach, { passive: true });
    hydrated.observe(designer, { attributes: true, attributeFilter: ["data-hydrated"] });
  }
  for (const type of INPUT_EVENTS) addEventListener(type, wait, { capture: true, passive: true });
  wait();
  return stop;
}

/**
 * The design in 3-D, following the designer island's every change. The server renders its box
 * at its final size (hidden when scripting is off), so the view arriving after the first paint
 * moves nothing. Where WebGL 2 (in a worker) is missing, or its context is lost, the box goes
 * away and the 2-D plan is the view, with no error. The canvas is focusable; the design's
 * plain-language description is its text alternative.
 */
export function PoolScene({ design: initial, timeOfDay, text }: PoolSceneProps) {
  const t = text.words.view3d;
  const [time, setTime] = useState<TimeOfDay>(timeOfDay);
  const design = useLiveDesign(initial, (next) => renderWorker()?.post({ type: "show", design: next, time }));
  const [status, setStatus] = useState<"waiting" | "ready" | "unavailable">("waiting");
  const host = useRef<HTMLDivElement>(null);
  // The server's design: the worker draws it first, while it sets up.
  const first = useRef({ design: initial, time: timeOfDay, label: t.canvas });

  useEffect(() => {
    const view = renderWorker();
    if (!view || !host.current) {
      setStatus("unavailable");
      return;
    }
    const { canvas } = view;
    const box = host.current;
    canvas.tabIndex = 0;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", first.current.label);
    canvas.setAttribute("aria-describedby", `${DESCRIPTION_ID} ${HELP_ID}`);
    canvas.className =
      "block h-full w-full cursor-grab touch-pan-y rounded-2xl outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-sky-500 active:cursor-grabbing";
    const stopListening = view.listen((message) => {
      if (message.type === "unavailable") setStatus("unavailable");
      else if (message.type === "ready") {
        box.append(canvas);
        setStatus("ready");
      } else if (message.type === "lost") setStatus(message.lost ? "unavailable" : "ready");
    });
    let cancelStart = () => {};
    if (!view.started) {
      cancelStart = whenVisitorPauses(() => {
        view.started = true;
        const offscreen = canvas.transferControlToOffscreen();
        view.post({ type: "start", canvas: offscreen, ...first.current, box: boxOf(box) }, [offscreen]);
      });
    } else if (canvas.dataset.rendered) {
      box.append(canvas);
      setStatus("ready");
    }
    const disconnect = connect(view, box);
    return () => {
      cancelStart();
      stopListening();
      disconnect();
      canvas.remove();
    };
  }, []);

  // A new design is sent as it is published (useLiveDesign); a new time of day, here.
  const shownTime = useRef(time);
  useEffect(() => {
    if (shownTime.current === time) return;
    shownTime.current = time;
    renderWorker()?.post({ type: "show", design, time });
  }, [design, time]);

  const [saving, setSaving] = useState(false);
  function savePicture() {
    const name = pictureName(design, time, text);
    const view = renderWorker();
    if (!view || saving) return;
    setSaving(true);
    const stop = view.listen((message) => {
      if (message.type !== "picture") return;
      stop();
      setSaving(false);
      if (message.picture) download(message.picture, name);
    });
    view.post({ type: "picture" });
  }

  if (status === "unavailable") return null;
  // On a phone the controls are icons (their words are their accessible names), 44 px square (the
  // site's tap target): four of them take 9 % of the view in either language; from `sm` up they
  // show their words.
  const button =
    "inline-flex size-11 items-center justify-center gap-1.5 rounded-lg bg-white/90 text-sm font-semibold text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60 sm:size-auto sm:min-h-11 sm:px-3";
  const toggle =
    "inline-flex size-11 items-center justify-center gap-1.5 rounded-md text-sm font-semibold text-slate-800 aria-pressed:bg-sky-800 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 sm:size-auto sm:min-h-11 sm:min-w-11 sm:px-3";
  const word = "sr-only sm:not-sr-only";
  const icon = { "aria-hidden": true, className: "size-5 shrink-0 sm:hidden" } as const;
  return (
    <div className="[@media(scripting:none)]:hidden">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-b from-sky-200 to-emerald-100 shadow-card ring-1 ring-slate-200 sm:aspect-[16/10]">
        <div ref={host} className="absolute inset-0" data-design-3d-canvas />
        {status === "ready" ? (
          <div role="group" aria-label={t.timeOfDay} className="absolute right-2 top-2 flex rounded-lg bg-white/90 p-0.5 shadow sm:p-1" data-view-controls>
            <button type="button" className={toggle} aria-pressed={time === "day"} onClick={() => setTime("day")}>
              <Sun {...icon} />
              <span className={word}>{t.day}</span>
            </button>
            <button type="button" className={toggle} aria-pressed={time === "dusk"} onClick={() => setTime("dusk")}>
              <Moon {...icon} />
              <span className={word}>{t.dusk}</span>
            </button>
          </div>
        ) : null}
        {status === "ready" ? (
          <div className="absolute bottom-2 right-2 flex gap-1 sm:gap-2" data-view-controls>
            <button type="button" className={button} onClick={() => renderWorker()?.post({ type: "reset" })}>
              <RotateCcw {...icon} />
              <span className={word}>{t.reset}</span>
            </button>
            <button type="button" className={button} onClick={savePicture} disabled={saving}>
              <Camera {...icon} />
              <span className={word}>{saving ? t.saving : t.savePicture}</span>
            </button>
          </div>
        ) : null}
      </div>
      <p id={DESCRIPTION_ID} className="sr-only">
        {describeDesign(design, text)}
      </p>
      {/* Two lines on a phone, so the price under the view stays on its first screen; the mouse's and keys' help shows on larger screens. */}
      <p id={HELP_ID} className="mt-2 min-h-10 text-sm text-slate-600">
        {status === "ready" ? (
          <>
            {t.help} <span className="hidden sm:inline">{t.helpWide}</span>
          </>
        ) : (
          t.loading
        )}
      </p>
    </div>
  );
}
