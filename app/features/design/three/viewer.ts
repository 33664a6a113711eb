import { CustomToneMapping, type InstancedMesh, type Material, PerspectiveCamera, Scene, WebGLRenderer } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { Design } from "#app/features/design/model.ts";
import { accumulator, ACCUMULATED_FRAMES } from "#app/features/design/three/accumulate.ts";
import { ambientOcclusion, type AmbientOcclusion } from "#app/features/design/three/ambient-occlusion.ts";
import { ControlsElement } from "#app/features/design/three/controls-element.ts";
import { skyLight, SUN, type SkyLight } from "#app/features/design/three/environment.ts";
import { castersKey, drawn, frameLater, MOTION_FRAME_MS, webglSoftware } from "#app/features/design/three/gpu.ts";
import { installGrade } from "#app/features/design/three/grade.ts";
import { createLights, fitSun, lightScene, shadowResolution, tierShadows } from "#app/features/design/three/lighting.ts";
import type { Box, ForwardedEvent, FromWorker, Tier, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import { poolBuilder, type PoolModel } from "#app/features/design/three/build-pool.ts";
import { workerTextures } from "#app/features/design/three/shared-textures.ts";
import { fxaa } from "#app/features/design/three/smoothing.ts";
import { type Core, measureTier, type Shot, takePicture, warmUp } from "#app/features/design/three/still.ts";
import { lightLambertPerVertex } from "#app/features/design/three/vertex-lit.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";
import { cameraRig } from "#app/features/design/three/camera-rig.ts";

export type { Shot } from "#app/features/design/three/still.ts";

/**
 * The 3-D view's engine, run in the render worker (./render-worker.ts) on the canvas the page
 * handed over: one WebGL context for the page's lifetime, a scene rebuilt on each design change
 * from the parts that changed (./build-pool.ts keeps the rest), lit by a physical sky
 * (./environment.ts) and a shadow-casting sun (./lighting.ts), graded (./grade.ts), and frames
 * drawn on demand: after a change, while the camera is moving, while the water moves (only when
 * the page says the view is on screen, the tab is visible and no reduced motion is asked for),
 * and, where frames are slow, a supersampled resting frame (./accumulate.ts). Stills and the
 * bench's measurements: ./still.ts.
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

/**
 * Two quality tiers with the same composition. Full: physically based materials lit by the
 * sky's image, shadows at 2048², ambient occlusion (./ambient-occlusion.ts), the screen's pixel
 * ratio up to 2. Light, for software WebGL and for GPUs whose first frame takes longer than
 * LIGHT_TIER_MS: Lambert materials lit per vertex, shadows at 1024², contact shadows
 * (./grounding.ts, both tiers) for grounding, at most LIGHT_PIXELS pixels while it moves, then a
 * supersampled frame at the screen's pixel ratio once it rests. Software WebGL keeps the water
 * still (every frame there costs a core).
 */
const LIGHT_TIER_MS = 45;
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

/**
 * Sets the view up on `canvas` (the page's, transferred) and draws the first design, or
 * returns null where WebGL 2 is not available (the page keeps the 2-D plan). `report` tells the
 * page each drawn revision, a lost or restored context, and where the first frame's time went.
 */
export async function createViewer(canvas: OffscreenCanvas, first: Design, firstTime: TimeOfDay, box: Box, report: (message: FromWorker) => void): Promise<Viewer | null> {
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round((phases[name] ?? 0) + now - phaseStart);
    phaseStart = now;
  };
  // Multisampling only on a GPU with a screen under 2× (a throw-away context tells software WebGL).
  const software = webglSoftware();
  if (software === null) return null;
  const antialias = box.pixelRatio < 2 && !software;
  const gl = canvas.getContext("webgl2", { antialias, alpha: false, powerPreference: "default" });
  if (!gl) return null;
  const context: WebGL2RenderingContext = gl;
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, context: gl, antialias });
  } catch {
    return null;
  }
  let tier: Tier = software ? "light" : "full";
  const smoothing = antialias ? null : fxaa(renderer);
  lightLambertPerVertex();
  installGrade();
  renderer.toneMapping = CustomToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.autoUpdate = false;

  const scene = new Scene();
  const camera = new PerspectiveCamera(48, 1, 0.5, 1200);
  const element = new ControlsElement();
  const controls = new OrbitControls(camera, element.asElement());
  const rig = cameraRig(camera, controls);
  const lights = createLights(scene);
  const accumulation = accumulator(renderer, camera);
  let occlusion: AmbientOcclusion | null = null;
  phase("context");

  const textures = workerTextures(tier);
  const { shared } = textures;
  const { water, streaks } = shared;
  const builder = poolBuilder(shared);
  phase("textures");
  /** One frame of the view on the canvas: with ambient occlusion on the full tier, smoothed on the light tier unless `quick`. */
  const paint = (quick = false) => {
    if (tier === "full" && occlusion) occlusion.render();
    else renderer.render(scene, camera);
    if (!quick && tier === "light") smoothing?.apply();
  };
  const skies = new Map<string, SkyLight>();
  const skyFor = (time: TimeOfDay) => {
    const size = tier === "full" ? 256 : 128;
    let sky = skies.get(`${time}:${size}`);
    if (!sky) skies.set(`${time}:${size}`, (sky = skyLight(renderer, time, size)));
    return sky;
  };

  let model: PoolModel | null = null;
  /**
   * The first picture: until it is drawn, maps are painted quick and the scene is built without
   * its planting (./build-pool.ts, `BuildStage`); `settled` once the full-size maps and the
   * planting are in (`settle`). Only a settled view's frames are reported sharp, so the page (and
   * its tests) read `data-rendered` as the finished picture, `data-shown` as the first.
   */
  let opening = true;
  let settled = false;
  /** Materials whose pipelines have been drawn once (`warmUp`). */
  const warmed = new Set<Material>();
  let shadowCasters = "";
  let current: { design: Design; time: TimeOfDay; extras?: YardExtras } = { design: first, time: firstTime };
  let ready = false;
  let revision = 0;
  let pending = 0;
  let onScreen = false;
  let visible = true;
  let reducedMotion = true;
  let box_ = box;
  /** The pixel ratio of a sharp frame and of a supersampled one (set by `resize`), and the timers that draw them. */
  let sharpRatio = 1;
  let fineRatio = 1;
  let sharpTimer: ReturnType<typeof setTimeout> | undefined;
  let accumulateTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every frame drawn: a supersampled frame in progress stops when it changes. */
  let generation = 0;

  const moving = () => !software && onScreen && !reducedMotion && visible;
  let dirty = false;
  let lastDrawn = 0;

  function animate(now: number) {
    const seconds = now / 1000;
    water.uTime.value = seconds;
    streaks.offset.y = seconds * 0.9;
    if (!model) return;
    model.flames.forEach((flame, i) => {
      const flicker = 0.85 + 0.15 * Math.sin(seconds * 11 + i * 2.1) * Math.sin(seconds * 7.3 + i);
      flame.scale.set(1, flicker * (current.time === "dusk" ? 1.2 : 0.8), 1);
      const light = lights.fires[i];
      if (light && light.intensity > 0) light.intensity = 40 * flicker;
    });
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
    generation += 1;
    if (moving()) animate(now);
    quick &&= tier === "light";
    clearTimeout(sharpTimer);
    clearTimeout(accumulateTimer);
    pixelRatio(quick ? sharpRatio * QUICK_SCALE : sharpRatio);
    paint(quick);
    if (quick) sharpTimer = setTimeout(() => draw(performance.now()), SHARP_AFTER_MS);
    else if (tier === "light" && !moving() && settled) accumulateTimer = setTimeout(() => void accumulate(), ACCUMULATE_AFTER_MS);
    announce({ revision, sharp: !quick && settled });
  }

  /** The supersampled resting frame: ACCUMULATED_FRAMES jittered frames, one a task, stopped by any other frame. */
  async function accumulate() {
    pixelRatio(fineRatio);
    const started = ++generation;
    const shown = revision;
    for (let i = 0; i < ACCUMULATED_FRAMES; i++) {
      if (generation !== started) return;
      accumulation.step(i, () => renderer.render(scene, camera));
      await drawn(context);
      await new Promise((resolve) => frameLater(resolve));
    }
    if (generation === started) report({ type: "accumulated", revision: shown, frames: ACCUMULATED_FRAMES });
  }

  /**
   * Sets the drawing buffer's pixels per CSS pixel, when it changes, and every pass's size with
   * it. New buffers start empty, so a supersampled frame in progress stops (a still or a tier
   * measurement between two of its steps would otherwise leave it averaging into nothing: a
   * dark view).
   */
  function pixelRatio(ratio: number) {
    if (renderer.getPixelRatio() === ratio) return;
    generation += 1;
    renderer.setPixelRatio(ratio);
    smoothing?.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    accumulation.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    occlusion?.resize(box_.width, box_.height, ratio);
  }

  function frame(now: number) {
    pending = 0;
    if (!ready) return;
    const turning = controls.update();
    if (dirty || turning || now - lastDrawn >= MOTION_FRAME_MS) draw(now, turning);
    if (turning || moving()) pending = frameLater(frame);
  }

  function invalidate() {
    dirty = true;
    if (!pending) pending = frameLater(frame);
  }

  /** The materials, shadow filter, ambient occlusion and pixel budget of a tier (the scene is built again by the caller). */
  function applyTier(next: Tier) {
    tier = shared.tier = next;
    textures.filterFor(next);
    if (next === "full" && !occlusion) {
      occlusion = ambientOcclusion(renderer, scene, camera, antialias ? 4 : 0);
      occlusion.resize(box_.width, box_.height, renderer.getPixelRatio());
    }
    tierShadows(renderer, lights, next);
  }

  /** The instanced meshes' matrices are per design: their buffers go with the model. */
  const dispose = (gone: PoolModel) => gone.group.traverse((object) => (object as InstancedMesh).isInstancedMesh && (object as InstancedMesh).dispose());

  /**
   * Puts the design's scene (`built` when given, else built here) in place of the last, lit for
   * its time of day; `mark` names the first frame's phases.
   */
  function place(design: Design, time: TimeOfDay, extras?: YardExtras, mark: (name: string) => void = () => {}, built?: PoolModel) {
    current = { design, time, extras };
    if (model) {
      scene.remove(model.group);
      dispose(model);
    }
    model = built ?? builder.build(design, time, extras, opening ? "first" : "complete");
    scene.add(model.group);
    mark("build");
    const sky = skyFor(time);
    mark("sky");
    lightScene({ renderer, scene, lights, water, sky, tier }, model, design, time);
    // The sun's shadow stays where the day's sun puts it: at dusk the sun gives no light, and a
    // moved shadow would be drawn again on the first switch.
    fitSun(renderer, lights, model.yard, { ...skyFor(time), sun: SUN.day }, tier);
    // The shadow map is drawn again only when what casts a shadow moved (in software WebGL a redraw costs a frame's worth).
    const casters = castersKey(model.group, lights.sun.position);
    if (casters !== shadowCasters) renderer.shadowMap.needsUpdate = true;
    shadowCasters = casters;
  }

  let compiled: Promise<void> | null = null;
  function show(design: Design, time: TimeOfDay, extras?: YardExtras, mark?: (name: string) => void) {
    place(design, time, extras, mark);
    revision += 1;
    rig.frame(model!, false);
      if (ready) draw(performance.now(), true);
    else
      compiled ??= renderer.compileAsync(scene, camera).then(() => {
        ready = true;
        invalidate();
      });
  }

  function resize(next: Box) {
    const { width, height } = next;
    if (!width || !height) return;
    box_ = next;
    element.box = next;
    generation += 1;
    const ratio = Math.min(next.pixelRatio || 1, MAX_PIXEL_RATIO);
    sharpRatio = tier === "light" ? Math.min(ratio, Math.sqrt(LIGHT_PIXELS / (width * height))) : ratio;
    fineRatio = Math.min(ratio, Math.sqrt(ACCUMULATE_PIXELS / (width * height)));
    renderer.setPixelRatio(sharpRatio);
    renderer.setSize(width, height, false);
    smoothing?.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    accumulation.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    occlusion?.resize(width, height, sharpRatio);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    invalidate();
  }

  const core: Core = {
    renderer,
    scene,
    camera,
    controls,
    canvas,
    context,
    tier: () => tier,
    applyTier,
    current: () => current,
    place,
    box: () => box_,
    resize,
    paint: () => paint(),
    draw: (now) => draw(now),
    show,
    shadowSize: () => lights.sun.shadow.mapSize.x,
    shadowResolution: (size) => shadowResolution(renderer, lights, size),
    pixelRatio,
  };

  controls.addEventListener("change", invalidate);
  canvas.addEventListener("webglcontextlost", (event) => {
    event.preventDefault();
    report({ type: "lost", lost: true });
  });
  canvas.addEventListener("webglcontextrestored", () => {
    report({ type: "lost", lost: false });
    invalidate();
  });

  // The first scene, at the box's size, is drawn and finished by the GPU (its first use of each
  // shader compiles its pipeline) before the page shows the canvas. A GPU whose next frame
  // still takes longer than LIGHT_TIER_MS gets the light tier.
  applyTier(tier);
  resize(box);
  show(first, firstTime, undefined, phase);
  phase("scene");
  await compiled;
  phase("compile");
  await warmUp(core, sharpRatio, warmed);
  phase("pipelines");
  paint();
  await drawn(gl);
  phase("frame");
  if (tier === "full") {
    const start = performance.now();
    paint();
    await drawn(gl);
    if (performance.now() - start > LIGHT_TIER_MS) {
      applyTier("light");
      resize(box_);
      place(current.design, current.time, current.extras);
      await renderer.compileAsync(scene, camera);
      await warmUp(core, sharpRatio, warmed);
      show(current.design, current.time, current.extras);
    }
    phase("tier");
  }
  report({ type: "rendered", revision, sharp: false });
  report({ type: "tier", tier, antialias: smoothing ? "fxaa" : "multisample" });
  report({ type: "timings", phases });
  opening = textures.quick = false;
  const settling = settle().then(() => {
    setTimeout(() => void prepare(firstTime === "day" ? "dusk" : "day"), 1000);
  });

  /**
   * The other time of day, made while the visitor looks: its sky, and the shaders of its scene
   * (dusk's lit windows, lanterns, halos and glowing water are materials of their own) compiled
   * off screen, so its first switch costs a frame, not a compile. The model built for it is
   * dropped; its parts and materials stay in the builder's keeping.
   */
  async function prepare(time: TimeOfDay) {
    skyFor(time);
    const { design, extras } = current;
    const other = builder.build(design, time, extras, "complete");
    await renderer.compileAsync(other.group, camera, scene);
    dispose(other);
  }

  /**
   * After the first picture, each in a task of its own so the worker still answers the page
   * between them: the quick maps painted again at full size and put in their place, then the
   * complete scene (the planting) built, its new shaders compiled and drawn once off screen
   * (`warmUp`), and put in place of the first. A design shown meanwhile is built complete
   * already. Then the settled view is drawn, and reported sharp.
   */
  async function settle() {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (let swaps = textures.sharpen(); swaps; swaps = textures.sharpen()) {
      builder.swapMaps(swaps);
      for (const quick of swaps.keys()) quick.dispose();
      await nextTask();
    }
    const unfinished = () => model?.stage === "first";
    if (unfinished()) {
      const { design, time, extras } = current;
      const built = builder.build(design, time, extras, "complete");
      await renderer.compileAsync(built.group, camera, scene);
      if (unfinished()) {
        // No frame of the view while the warm-up hides parts of it.
        ready = false;
        place(design, time, extras, undefined, built);
        await warmUp(core, sharpRatio, warmed);
        ready = true;
      } else dispose(built);
    }
    settled = true;
    draw(performance.now());
  }

  return {
    show,
    resize,
    motion(nowOnScreen, nowVisible, nowReduced) {
      onScreen = nowOnScreen;
      visible = nowVisible;
      reducedMotion = nowReduced;
      invalidate();
    },
    dispatch(event) {
      rig.key(event);
      element.dispatch(event);
    },
    resetView() {
      if (!model) return;
      rig.frame(model, true);
      invalidate();
    },
    picture: (shot) => settling.then(() => takePicture(core, shot)),
    measure: (measured, frames, loaded) => settling.then(() => measureTier(core, measured, frames, loaded)),
  };
}
