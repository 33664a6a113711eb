import { type Material, PerspectiveCamera, Scene } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { Design } from "#app/features/design/model.ts";
import { animate } from "#app/features/design/three/animation.ts";
import { poolBuilder } from "#app/features/design/three/build-pool.ts";
import { cameraRig } from "#app/features/design/three/camera-rig.ts";
import { ControlsElement } from "#app/features/design/three/controls-element.ts";
import { frameLoop } from "#app/features/design/three/frame-loop.ts";
import { drawn } from "#app/features/design/three/gpu.ts";
import { createLights, shadowResolution } from "#app/features/design/three/lighting.ts";
import { applyTier, slowerThanLightTier } from "#app/features/design/three/quality-tier.ts";
import type { Box, ForwardedEvent, FromWorker, Tier, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import { sceneStages } from "#app/features/design/three/scene-stages.ts";
import { workerTextures } from "#app/features/design/three/shared-textures.ts";
import { type Core, measureTier, type Shot, takePicture, warmUp } from "#app/features/design/three/still.ts";
import { openRenderer } from "#app/features/design/three/view-renderer.ts";
import type { ViewParts, ViewState } from "#app/features/design/three/view-state.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";

export type { Shot } from "#app/features/design/three/still.ts";

/**
 * The 3-D view's engine, run in the render worker (./render-worker.ts) on the canvas the page
 * handed over: one WebGL context for the page's lifetime (./view-renderer.ts), a scene rebuilt
 * on each design change from the parts that changed (./scene-stages.ts, ./build-pool.ts), lit by
 * a physical sky (./environment.ts) and a shadow-casting sun (./lighting.ts), graded
 * (./grade.ts), in one of two quality tiers (./quality-tier.ts), and frames drawn on demand
 * (./frame-loop.ts). Stills and the bench's measurements: ./still.ts.
 */
export interface Viewer {
  /** `design` at `time`, in a yard with `extras` (a launch project's pergola) when given. */
  show(design: Design, time: TimeOfDay, extras?: YardExtras): void;
  resize(box: Box): void;
  motion(onScreen: boolean, visible: boolean, reducedMotion: boolean): void;
  /** A pointer, wheel or key event from the page's canvas, for OrbitControls. */
  dispatch(event: ForwardedEvent): void;
  /** Back to the opening view of the design. */
  resetView(): void;
  /** A still at least 1600 px wide, full tier, as a JPEG; as a PNG from `shot`'s camera when given one. */
  picture(shot?: Shot): Promise<Blob>;
  /** `npm run bench:design`'s figures for a tier: frame times of an orbit and of changes, and what the GPU is given. */
  measure(tier: Tier, frames: number, loaded?: Design): ReturnType<typeof measureTier>;
}

/** Where the first frame's time went: `phase(name)` adds the time since the last phase to `name`. */
function phaseClock() {
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round((phases[name] ?? 0) + now - phaseStart);
    phaseStart = now;
  };
  return { phases, phase };
}

/**
 * Sets the view up on `canvas` (the page's, transferred) and draws the first design, or
 * returns null where WebGL 2 is not available (the page keeps the 2-D plan). `report` tells the
 * page each drawn revision, a lost or restored context, and where the first frame's time went.
 */
export async function createViewer(canvas: OffscreenCanvas, first: Design, firstTime: TimeOfDay, box: Box, report: (message: FromWorker) => void): Promise<Viewer | null> {
  const { phases, phase } = phaseClock();
  const opened = openRenderer(canvas, box);
  if (!opened) return null;
  const { renderer, context, smoothing } = opened;
  const scene = new Scene();
  const camera = new PerspectiveCamera(48, 1, 0.5, 1200);
  const element = new ControlsElement();
  const controls = new OrbitControls(camera, element.asElement());
  const rig = cameraRig(camera, controls);
  const parts: ViewParts = { ...opened, scene, camera, lights: createLights(scene) };
  const state: ViewState = { tier: opened.software ? "light" : "full", occlusion: null, box, model: null, current: { design: first, time: firstTime }, opening: true, settled: false, ready: false, revision: 0 };
  phase("context");

  const textures = workerTextures(state.tier);
  const builder = poolBuilder(textures.shared);
  phase("textures");
  const frames = frameLoop(parts, state, controls, (now) => animate(now, textures.shared, parts.lights, state), report);
  /** Materials whose pipelines have been drawn once (`warmUp`). */
  const warmed = new Set<Material>();
  const warm = () => warmUp(core, frames.sharpRatio(), warmed);
  const stages = sceneStages(parts, state, builder, textures, { warmUp: warm, draw: (now) => frames.draw(now) });

  let compiled: Promise<void> | null = null;
  function show(design: Design, time: TimeOfDay, extras?: YardExtras, mark?: (name: string) => void) {
    stages.place(design, time, extras, mark);
    state.revision += 1;
    rig.frame(state.model!, false);
    if (state.ready) frames.draw(performance.now(), true);
    else
      compiled ??= renderer.compileAsync(scene, camera).then(() => {
        state.ready = true;
        frames.invalidate();
      });
  }

  function resize(next: Box) {
    if (!next.width || !next.height) return;
    element.box = next;
    frames.resize(next);
  }

  const core: Core = {
    renderer,
    scene,
    camera,
    controls,
    canvas,
    context,
    tier: () => state.tier,
    applyTier: (next) => applyTier(parts, state, textures, next),
    current: () => state.current,
    place: stages.place,
    box: () => state.box,
    resize,
    paint: () => frames.paint(),
    draw: (now) => frames.draw(now),
    show,
    shadowSize: () => parts.lights.sun.shadow.mapSize.x,
    shadowResolution: (size) => shadowResolution(renderer, parts.lights, size),
    pixelRatio: frames.pixelRatio,
  };

  controls.addEventListener("change", frames.invalidate);
  canvas.addEventListener("webglcontextlost", (event) => {
    event.preventDefault();
    report({ type: "lost", lost: true });
  });
  canvas.addEventListener("webglcontextrestored", () => {
    report({ type: "lost", lost: false });
    frames.invalidate();
  });

  // The first scene, at the box's size, is drawn and finished by the GPU (its first use of each
  // shader compiles its pipeline) before the page shows the canvas. A GPU whose next frame
  // still takes longer than the light tier's threshold (./quality-tier.ts) gets the light tier.
  core.applyTier(state.tier);
  resize(box);
  show(first, firstTime, undefined, phase);
  phase("scene");
  await compiled;
  phase("compile");
  await warm();
  phase("pipelines");
  frames.paint();
  await drawn(context);
  phase("frame");
  if (state.tier === "full") {
    if (await slowerThanLightTier(core.paint, context)) {
      core.applyTier("light");
      resize(state.box);
      const { design, time, extras } = state.current;
      stages.place(design, time, extras);
      await renderer.compileAsync(scene, camera);
      await warm();
      show(design, time, extras);
    }
    phase("tier");
  }
  report({ type: "rendered", revision: state.revision, sharp: false });
  report({ type: "tier", tier: state.tier, antialias: smoothing ? "fxaa" : "multisample" });
  report({ type: "timings", phases });
  state.opening = textures.quick = false;
  const settling = stages.settle().then(() => {
    setTimeout(() => void stages.prepare(firstTime === "day" ? "dusk" : "day"), 1000);
  });

  return {
    show,
    resize,
    motion: frames.motion,
    dispatch(event) {
      rig.key(event);
      element.dispatch(event);
    },
    resetView() {
      if (!state.model) return;
      rig.frame(state.model, true);
      frames.invalidate();
    },
    picture: (shot) => settling.then(() => takePicture(core, shot)),
    measure: (measured, count, loaded) => settling.then(() => measureTier(core, measured, count, loaded)),
  };
}
