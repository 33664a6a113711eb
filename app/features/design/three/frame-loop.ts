import type { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { drawn, frameLater, MOTION_FRAME_MS } from "#app/features/design/three/gpu.ts";
import type { Box, FromWorker } from "#app/features/design/three/render-messages.ts";
import { restingFrame } from "#app/features/design/three/resting-frame.ts";
import type { ViewParts, ViewState } from "#app/features/design/three/view-state.ts";

/**
 * The light tier's pixels at most while it moves (./quality-tier.ts): a supersampled frame at
 * the screen's pixel ratio follows once it rests.
 */
const LIGHT_PIXELS = 160_000;
/**
 * On the light tier the first frame after a change and the frames while the camera turns are
 * drawn at a quarter of the pixels (the browser scales the canvas up), the view is drawn again at
 * LIGHT_PIXELS once it has rested for SHARP_AFTER_MS, and ACCUMULATE_AFTER_MS later the
 * supersampled frames begin, at the screen's pixel ratio (at most ACCUMULATE_PIXELS): a choice
 * shows at once, and a quick run of choices never queues full frames.
 */
const QUICK_SCALE = 0.5;
const SHARP_AFTER_MS = 150;
const ACCUMULATE_AFTER_MS = 400;
const ACCUMULATE_PIXELS = 1_200_000;
const MAX_PIXEL_RATIO = 2;

export interface FrameLoop {
  /** One frame of the view on the canvas: with ambient occlusion on the full tier, smoothed on the light tier unless `quick`. */
  paint(quick?: boolean): void;
  /** Draws the view now (`quick`: at a quarter of the pixels on the light tier, sharp later) and reports it once drawn. */
  draw(now: number, quick?: boolean): void;
  /** Asks for a frame at the next animation frame. */
  invalidate(): void;
  /** Sets the drawing buffer's pixels per CSS pixel (and every pass's size). */
  pixelRatio(ratio: number): void;
  /** A new canvas size (never zero across): the pixel budgets follow it. */
  resize(box: Box): void;
  motion(onScreen: boolean, visible: boolean, reducedMotion: boolean): void;
  /** The pixel ratio of a sharp frame (set by `resize`). */
  sharpRatio(): number;
}

/**
 * Frames drawn on demand (../viewer.ts): after a change, while the camera is moving, while the
 * water moves (only when the page says the view is on screen, the tab is visible and no reduced
 * motion is asked for; `animate` moves it), and, where frames are slow, a supersampled resting
 * frame (./resting-frame.ts). Software WebGL keeps the water still (every frame there costs a core).
 */
export function frameLoop(parts: ViewParts, state: ViewState, controls: OrbitControls, animate: (now: number) => void, report: (message: FromWorker) => void): FrameLoop {
  const { renderer, context, scene, camera, smoothing, software } = parts;
  const resting = restingFrame(renderer, scene, camera, context, report);
  let pending = 0;
  let onScreen = false;
  let visible = true;
  let reducedMotion = true;
  /** The pixel ratio of a sharp frame and of a supersampled one (set by `resize`), and the timers that draw them. */
  let sharpRatio = 1;
  let fineRatio = 1;
  let sharpTimer: ReturnType<typeof setTimeout> | undefined;
  let accumulateTimer: ReturnType<typeof setTimeout> | undefined;

  const moving = () => !software && onScreen && !reducedMotion && visible;
  let dirty = false;
  let lastDrawn = 0;

  function paint(quick = false) {
    if (state.tier === "full" && state.occlusion) state.occlusion.render();
    else renderer.render(scene, camera);
    if (!quick && state.tier === "light") smoothing?.apply();
  }

  /** The last revision reported drawn: a frame is reported once the GPU has finished it, so the page (and its tests) read what is on screen. */
  let reported = { revision: 0, sharp: false };
  function announce(shown: { revision: number; sharp: boolean }) {
    if (shown.revision === reported.revision && (!shown.sharp || reported.sharp)) return;
    void drawn(context).then(() => {
      if (shown.revision < reported.revision || (shown.revision === reported.revision && reported.sharp)) return;
      reported = shown;
      report({ type: "rendered", ...shown });
    });
  }

  function draw(now: number, quick = false) {
    dirty = false;
    lastDrawn = now;
    resting.stop();
    if (moving()) animate(now);
    quick &&= state.tier === "light";
    clearTimeout(sharpTimer);
    clearTimeout(accumulateTimer);
    pixelRatio(quick ? sharpRatio * QUICK_SCALE : sharpRatio);
    paint(quick);
    if (quick) sharpTimer = setTimeout(() => draw(performance.now()), SHARP_AFTER_MS);
    else if (state.tier === "light" && !moving() && state.settled) accumulateTimer = setTimeout(accumulate, ACCUMULATE_AFTER_MS);
    announce({ revision: state.revision, sharp: !quick && state.settled });
  }

  /** The supersampled resting frame (./resting-frame.ts), at the screen's pixel ratio. */
  function accumulate() {
    pixelRatio(fineRatio);
    void resting.start(state.revision);
  }

  /**
   * Sets the drawing buffer's pixels per CSS pixel, when it changes, and every pass's size with
   * it. New buffers start empty, so a supersampled frame in progress stops.
   */
  function pixelRatio(ratio: number) {
    if (renderer.getPixelRatio() === ratio) return;
    resting.stop();
    renderer.setPixelRatio(ratio);
    smoothing?.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    resting.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    state.occlusion?.resize(state.box.width, state.box.height, ratio);
  }

  function frame(now: number) {
    pending = 0;
    if (!state.ready) return;
    const turning = controls.update();
    if (dirty || turning || now - lastDrawn >= MOTION_FRAME_MS) draw(now, turning);
    if (turning || moving()) pending = frameLater(frame);
  }

  function invalidate() {
    dirty = true;
    if (!pending) pending = frameLater(frame);
  }

  function resize(next: Box) {
    const { width, height } = next;
    state.box = next;
    resting.stop();
    const ratio = Math.min(next.pixelRatio || 1, MAX_PIXEL_RATIO);
    sharpRatio = state.tier === "light" ? Math.min(ratio, Math.sqrt(LIGHT_PIXELS / (width * height))) : ratio;
    fineRatio = Math.min(ratio, Math.sqrt(ACCUMULATE_PIXELS / (width * height)));
    renderer.setPixelRatio(sharpRatio);
    renderer.setSize(width, height, false);
    smoothing?.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    resting.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    state.occlusion?.resize(width, height, sharpRatio);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    invalidate();
  }

  return {
    paint,
    draw,
    invalidate,
    pixelRatio,
    resize,
    motion(nowOnScreen, nowVisible, nowReduced) {
      onScreen = nowOnScreen;
      visible = nowVisible;
      reducedMotion = nowReduced;
      invalidate();
    },
    sharpRatio: () => sharpRatio,
  };
}
