import {
  ACESFilmicToneMapping,
  BasicShadowMap,
  DirectionalLight,
  HemisphereLight,
  type InstancedMesh,
  type Material,
  type Mesh,
  type Object3D,
  PCFShadowMap,
  PerspectiveCamera,
  PointLight,
  Scene,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { waterColours } from "#app/features/design/palette.ts";
import type { Design } from "#app/features/design/model.ts";
import { ControlsElement } from "#app/features/design/three/controls-element.ts";
import { skyLight, type SkyLight } from "#app/features/design/three/environment.ts";
import type { Box, ForwardedEvent, FromWorker, Tier, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import { poolBuilder, type PoolModel, type SharedTextures } from "#app/features/design/three/build-pool.ts";
import { paintedSurface, type Surface, type SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { causticTexture, glowTexture, rippleNormals, streakTexture } from "#app/features/design/three/textures.ts";
import { fxaa } from "#app/features/design/three/smoothing.ts";
import { lightLambertPerVertex } from "#app/features/design/three/vertex-lit.ts";
import { LED_SLOTS, waterUniforms } from "#app/features/design/three/water.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";

/**
 * The 3-D view's engine, run in the render worker (./render-worker.ts) on the canvas the page
 * handed over: one WebGL context for the page's lifetime, a scene rebuilt on each design change
 * from the parts that changed (./build-pool.ts keeps the rest, and a bounded number of parts
 * earlier designs used), lit by a physical sky (./environment.ts) and a shadow-casting sun,
 * and frames drawn on demand: after a change, while the camera is moving, and while the water
 * moves, which it does only when the page says the view is on screen, the tab is visible and
 * the visitor has not asked for reduced motion.
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
  /** A still at up to twice the view's size, shadows at their sharpest, as a JPEG; as a PNG from `shot`'s camera when given one. */
  picture(shot?: Shot): Promise<Blob>;
  /** `npm run bench:design`'s figures for a tier (the view's own or not): frame times of an orbit and of changes. */
  measure(tier: Tier, frames: number): Promise<{ tier: Tier; orbit: number[]; change: number[] }>;
}

/** A camera for a still, in the scene's feet (plan x, height, plan y): the site's image build (scripts/images/) takes its pictures so. */
export interface Shot {
  eye: readonly [number, number, number];
  target: readonly [number, number, number];
  /** Vertical field of view, degrees. */
  fov: number;
}

/**
 * Two quality tiers with the same composition. Full: physically based materials lit by the
 * sky's image, shadows at 2048², the screen's pixel ratio up to 2. Light, for software WebGL
 * and for GPUs whose first frame takes longer than LIGHT_TIER_MS: Lambert materials with the
 * same maps, lit by the sun and a sky-coloured hemisphere, shadows at 1024², at most
 * LIGHT_PIXELS pixels drawn. Software WebGL also keeps the water still (every frame there
 * costs a core).
 */
const LIGHT_TIER_MS = 45;
const LIGHT_PIXELS = 160_000;
/**
 * On the light tier, where a frame's cost is its pixels, the first frame after a change and the
 * frames while the camera turns are drawn at a quarter of them (half each way; the browser
 * scales the canvas up, soft enough to need no FXAA), and the view is drawn again at its full
 * resolution once it has rested for SHARP_AFTER_MS: a choice shows at once, and a quick run of
 * choices never queues full frames.
 */
const QUICK_SCALE = 0.5;
const SHARP_AFTER_MS = 150;
const MAX_PIXEL_RATIO = 2;
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;
const MOTION_FRAME_MS = 1000 / 30;
/** "Save a picture": at most this many pixels along its longer side, with a sharper shadow. */
const PICTURE_PIXELS = 2560;
const PICTURE_SHADOW = 4096;
/** Fire bowls' light on the deck at dusk: a fixed count, so a change never recompiles shaders. */
const FIRE_LIGHTS = 2;
const EXPOSURE: Record<TimeOfDay, number> = { day: 0.5, dusk: 0.8 };
/**
 * Texture filtering per tier: software WebGL takes every anisotropic sample in turn, and the
 * light tier's lower resolution leaves little to gain from it.
 */
const ANISOTROPY: Record<Tier, number> = { full: 4, light: 1 };

/** Workers with an OffscreenCanvas have animation frames; a timer stands in where they do not. */
const frameLater = (callback: (now: number) => void): number =>
  typeof requestAnimationFrame === "function"
    ? requestAnimationFrame(callback)
    : Number(setTimeout(() => callback(performance.now()), MOTION_FRAME_MS));

/**
 * Sets the view up on `canvas` (the page's, transferred) and draws the first design, or
 * returns null where WebGL 2 is not available (the page keeps the 2-D plan). `report` tells the
 * page each drawn revision and a lost or restored context.
 */
export async function createViewer(
  canvas: OffscreenCanvas,
  first: Design,
  firstTime: TimeOfDay,
  box: Box,
  report: (message: FromWorker) => void,
): Promise<Viewer | null> {
  // Asked for here rather than by three.js, which logs an error when it gets none. Dense
  // screens need no multisampling, and phones are spared its cost; nor does software WebGL
  // get it, so it is asked for only after a throw-away context says the renderer is a GPU.
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
  /** Anti-aliasing where the context has no multisampling (software WebGL): FXAA over each frame. */
  const smoothing = antialias ? null : fxaa(renderer);
  lightLambertPerVertex();
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  // The sun's shadow depends on the scene, not the camera: drawn again only after a change.
  renderer.shadowMap.autoUpdate = false;

  const scene = new Scene();
  const camera = new PerspectiveCamera(48, 1, 0.5, 1200);
  const element = new ControlsElement();
  const controls = new OrbitControls(camera, element.asElement());
  controls.enableDamping = true;
  controls.dampingFactor = 0.12;
  // Never under the deck, never straight down.
  controls.maxPolarAngle = 1.38;
  controls.minPolarAngle = 0.2;
  controls.listenToKeyEvents(element.asElement());

  const sun = new DirectionalLight(0xfff1dc, 3);
  sun.castShadow = true;
  sun.shadow.radius = 4;
  scene.add(sun, sun.target);
  // The light tier's sky light, and at dusk on both tiers the house's windows and patio lights.
  const porch = new HemisphereLight(0xfff0dc, 0x403a34, 0);
  scene.add(porch);
  const fires = Array.from({ length: FIRE_LIGHTS }, () => new PointLight(0xff9a4a, 0, 26, 1.6));
  scene.add(...fires);

  const water = waterUniforms();
  const ripples = rippleNormals();
  const streaks = streakTexture();
  water.uRipples.value = ripples;
  water.uCaustics.value = causticTexture();
  const surfaces = new Map<SurfaceKind, Surface>();
  const shared: SharedTextures = {
    tier,
    glow: glowTexture(),
    streaks,
    water,
    surface: (kind: SurfaceKind) => {
      let surface = surfaces.get(kind);
      if (!surface) {
        surface = paintedSurface(kind);
        for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) {
          map.repeat.set(1 / surface.feet, 1 / surface.feet);
          map.anisotropy = ANISOTROPY[tier];
        }
        surfaces.set(kind, surface);
      }
      return surface;
    },
  };
  const builder = poolBuilder(shared);
  /** One frame of the view, on the canvas; a quick one unsmoothed (scaled up, it is soft already). */
  const paint = (quick = false) => {
    renderer.render(scene, camera);
    if (!quick) smoothing?.apply();
  };
  applyTier(tier);
  const skies = new Map<TimeOfDay, SkyLight>();
  const skyFor = (time: TimeOfDay) => {
    let sky = skies.get(time);
    if (!sky) skies.set(time, (sky = skyLight(renderer, time, tier === "full" ? 256 : 128)));
    return sky;
  };

  let model: PoolModel | null = null;
  let shadowCasters = "";
  let current: { design: Design; time: TimeOfDay; extras?: YardExtras } = { design: first, time: firstTime };
  /** Until the first scene's shaders are compiled, no frame is drawn (drawing would compile them, blocking). */
  let compiled: Promise<void> | null = null;
  let ready = false;
  let framed: { width: number; height: number } | null = null;
  let revision = 0;
  let pending = 0;
  let onScreen = false;
  let visible = true;
  let reducedMotion = true;
  let box_ = box;
  /** The pixel ratio of a sharp frame (set by `resize`), and the timer that draws one after a quick frame. */
  let sharpRatio = 1;
  let sharpTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the visitor has turned, zoomed or panned the view since its opening view. */
  let turned = false;

  // Software WebGL draws still water: each frame of it would cost a core a frame's rendering time.
  const moving = () => !software && onScreen && !reducedMotion && visible;

  // A frame is due after a change or while the camera moves; the water alone redraws at a
  // gentler rate, which is plenty for it and spares weak devices.
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
      const light = fires[i];
      if (light && light.intensity > 0) light.intensity = 40 * flicker;
    });
  }

  /** The last revision reported drawn: a frame is reported once the GPU has finished it, so the page (and its tests) read what is on screen. */
  let reported = { revision: 0, sharp: false };
  function draw(now: number, quick = false) {
    dirty = false;
    lastDrawn = now;
    if (moving()) animate(now);
    quick &&= tier === "light";
    clearTimeout(sharpTimer);
    pixelRatio(quick ? sharpRatio * QUICK_SCALE : sharpRatio);
    paint(quick);
    if (quick) sharpTimer = setTimeout(() => draw(performance.now()), SHARP_AFTER_MS);
    const shown = { revision, sharp: !quick };
    if (shown.revision !== reported.revision || (shown.sharp && !reported.sharp))
      void drawn(context).then(() => {
        if (shown.revision < reported.revision || (shown.revision === reported.revision && reported.sharp)) return;
        reported = shown;
        report({ type: "rendered", ...shown });
      });
  }

  /** Sets the drawing buffer's pixels per CSS pixel, when it changes. */
  function pixelRatio(ratio: number) {
    if (renderer.getPixelRatio() === ratio) return;
    renderer.setPixelRatio(ratio);
    smoothing?.resize(context.drawingBufferWidth, context.drawingBufferHeight);
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

  /**
   * The opening view (./yard.ts's openingView): from the patio by the house's corner, at eye
   * height, along the house and across the pool. A new deck size brings the new design's
   * opening view, unless the visitor has turned the view: then its angle is kept and the
   * distance fitted to the new deck. Zoom and pan stop while the pool still fills the frame.
   */
  function frameCamera(model: PoolModel, reset: boolean) {
    const { extent, view } = model;
    const resized = framed && Math.abs(framed.width - extent.width) + Math.abs(framed.height - extent.height) > 4;
    // The opening view stands by the house: the last one's angle at the new deck's distance could be inside it.
    const first = framed === null || reset || (resized && !turned);
    if (reset) turned = false;
    if (!first && !resized) return;
    framed = { width: extent.width, height: extent.height };
    const radius = Math.hypot(extent.width, extent.height) / 2;
    const distance = view.eye.distanceTo(view.target);
    const direction = first ? view.eye.clone().sub(view.target).normalize() : camera.position.clone().sub(controls.target).normalize();
    controls.target.copy(view.target);
    controls.cursor.copy(view.target);
    controls.minDistance = radius * 0.45;
    controls.maxDistance = distance * 1.25;
    controls.maxTargetRadius = radius * 0.4;
    camera.position.copy(view.target).addScaledVector(direction, distance);
    controls.update();
  }

  /** The sun's shadow covers the yard and no more: its resolution is spent where it shows. */
  function fitSun(yard: PoolModel["yard"]) {
    const centre = new Vector3(yard.x + yard.width / 2, 0, yard.y + yard.height / 2);
    const half = Math.hypot(yard.width, yard.height) / 2 + 4;
    sun.position.copy(centre).addScaledVector(skyFor(current.time).sun, 120);
    sun.target.position.copy(centre);
    const shadow = sun.shadow.camera;
    shadow.left = shadow.bottom = -half;
    shadow.right = shadow.top = half;
    shadow.near = 40;
    shadow.far = 220;
    shadow.updateProjectionMatrix();
    shadowResolution(tier === "full" ? 2048 : 1024);
  }

  /** The materials, shadow filter and pixel budget of a tier (the scene is built again by the caller). */
  function applyTier(next: Tier) {
    tier = shared.tier = next;
    for (const surface of surfaces.values()) {
      for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) {
        if (map.anisotropy === ANISOTROPY[next]) continue;
        map.anisotropy = ANISOTROPY[next];
        map.needsUpdate = true;
      }
    }
    renderer.shadowMap.type = next === "full" ? PCFShadowMap : BasicShadowMap;
    sun.shadow.bias = next === "full" ? -0.0004 : -0.0012;
    sun.shadow.normalBias = next === "full" ? 0.04 : 0.12;
  }

  function shadowResolution(size: number) {
    if (sun.shadow.mapSize.x === size) return;
    sun.shadow.mapSize.set(size, size);
    sun.shadow.map?.dispose();
    sun.shadow.map = null;
    renderer.shadowMap.needsUpdate = true;
  }

  function lightFor(design: Design, time: TimeOfDay) {
    const dusk = time === "dusk";
    const sky = skyFor(time);
    scene.background = sky.background;
    scene.environment = sky.environment;
    // Sun to shade about 4 : 1 by day, as a photograph shows it; the sky kept blue, not blown out.
    scene.environmentIntensity = dusk ? 0.25 : 0.09;
    scene.backgroundIntensity = dusk ? 1 : 0.35;
    renderer.toneMappingExposure = EXPOSURE[time];
    sun.intensity = dusk ? 0 : 9;
    // At dusk the yard is lit by the house's windows and patio lights, near white, so the deck
    // keeps its own colour. The light tier's materials take no image light: the hemisphere stands in.
    const light = tier === "light";
    porch.color.set(dusk ? 0xfff0dc : 0xd4e4ff);
    porch.groundColor.set(dusk ? 0x403a34 : 0x5d6a45);
    // The light tier's hemisphere also stands in for the sky's image light, which its per-vertex shading does not take.
    porch.intensity = dusk ? (light ? 0.5 : 0.35) : light ? 1.75 : 0;
    sun.color.set(dusk ? 0xff8a5a : 0xfff1dc);
    // The sun keeps its shadow at dusk (at no intensity): a change of shadow count would compile every shader again.
    water.uSky.value = sky.background;
    water.uSunDir.value.copy(sky.sun);
    water.uSunColor.value.set(dusk ? 0x000000 : 0xfff3e0).multiplyScalar(dusk ? 0 : 2.4);
    water.uGlint.value = dusk ? 0 : 1;
    water.uCausticStrength.value = dusk ? 0 : 1;
    water.uScatter.value.set(waterColours[design.finish].deep).multiplyScalar(dusk ? 0.03 : 0.4);
    // More lights in the pool than the water's slots: each slot stands for an even share.
    const leds = model!.leds;
    water.uLedPos.value.forEach((position, i) => {
      const source = leds[Math.floor(((i + 0.5) * leds.length) / LED_SLOTS)];
      const shown = dusk && source && i < leds.length;
      if (source) position.copy(source.position);
      water.uLedColor.value[i]!.set(shown ? source.colour : 0x000000).multiplyScalar(shown ? 3 : 0);
    });
    fires.forEach((fire, i) => {
      const flame = model!.flames[i];
      fire.intensity = dusk && flame ? 40 : 0;
      if (flame) fire.position.set(flame.position.x, flame.position.y + 1.2, flame.position.z);
    });
  }

  /** Puts the design's scene in place of the last, lit for its time of day. */
  function place(design: Design, time: TimeOfDay, extras?: YardExtras) {
    current = { design, time, extras };
    if (model) {
      scene.remove(model.group);
      // The instanced yard's matrices are per design: their buffers go with it.
      model.group.traverse((object) => (object as InstancedMesh).isInstancedMesh && (object as InstancedMesh).dispose());
    }
    model = builder.build(design, time, extras);
    scene.add(model.group);
    lightFor(design, time);
    fitSun(model.yard);
    // The shadow map is drawn again only when what casts a shadow, or the sun, moved: a new
    // finish, deck, coping or light colour keeps it (in software WebGL a redraw costs a frame's worth).
    const casters = castersKey(model.group, sun.position);
    if (casters !== shadowCasters) renderer.shadowMap.needsUpdate = true;
    shadowCasters = casters;
  }

  function show(design: Design, time: TimeOfDay, extras?: YardExtras) {
    place(design, time, extras);
    revision += 1;
    frameCamera(model!, false);
    // A change is drawn at once, not at the worker's next animation frame: the worker's frames
    // are its own, and the page shows the new one with its next.
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
    const ratio = Math.min(next.pixelRatio || 1, MAX_PIXEL_RATIO);
    sharpRatio = tier === "light" ? Math.min(ratio, Math.sqrt(LIGHT_PIXELS / (width * height))) : ratio;
    renderer.setPixelRatio(sharpRatio);
    renderer.setSize(width, height, false);
    smoothing?.resize(context.drawingBufferWidth, context.drawingBufferHeight);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    invalidate();
  }

  function motion(nowOnScreen: boolean, nowVisible: boolean, nowReduced: boolean) {
    onScreen = nowOnScreen;
    visible = nowVisible;
    reducedMotion = nowReduced;
    invalidate();
  }

  function dispatch(event: ForwardedEvent) {
    if (event.type === "keydown") {
      // OrbitControls tells no "start" for its keys.
      if (/^(Arrow|[-+=_]$)/.test(event.key ?? "")) turned = true;
      if (event.key === "+" || event.key === "=") controls.dollyIn(0.85);
      else if (event.key === "-" || event.key === "_") controls.dollyOut(0.85);
    }
    element.dispatch(event);
  }

  function resetView() {
    if (!model) return;
    frameCamera(model, true);
    invalidate();
  }

  /**
   * "Save a picture": the full tier's materials and filtered shadows whatever the device's tier
   * (compiling them once is worth it for a still), a 4096² shadow map, twice the view's pixels.
   */
  async function picture(shot?: Shot): Promise<Blob> {
    if (shot) {
      camera.fov = shot.fov;
      camera.updateProjectionMatrix();
      camera.position.set(...shot.eye);
      controls.target.set(...shot.target);
      camera.lookAt(controls.target);
    }
    const { width, height } = box_;
    const scale = Math.min(2, PICTURE_PIXELS / Math.max(width, height));
    const viewTier = tier;
    const shadowSize = sun.shadow.mapSize.x;
    if (viewTier !== "full") applyTier("full");
    place(current.design, current.time, current.extras);
    shadowResolution(PICTURE_SHADOW);
    renderer.setPixelRatio(scale);
    renderer.setSize(width, height, false);
    renderer.render(scene, camera);
    // Read before the frame is handed to the page, while the drawing buffer still holds it.
    const blob = canvas.convertToBlob(shot ? { type: "image/png" } : { type: "image/jpeg", quality: 0.92 });
    if (viewTier !== "full") applyTier(viewTier);
    place(current.design, current.time, current.extras);
    shadowResolution(shadowSize);
    resize(box_);
    draw(performance.now());
    return blob;
  }

  /**
   * Draws `frames` frames turning the camera 2° each, then `frames` changes (the spa and finish
   * in turn), each timed until the GPU has finished it, on `measured`'s tier at the view's size;
   * then puts the view back as it was.
   */
  async function measure(measured: Tier, frames: number) {
    const viewTier = tier;
    const start = { ...current, eye: camera.position.clone() };
    const timed = async (frame: () => void) => {
      const begin = performance.now();
      frame();
      await drawn(context);
      return performance.now() - begin;
    };
    applyTier(measured);
    resize(box_);
    place(start.design, start.time, start.extras);
    await renderer.compileAsync(scene, camera);
    await timed(paint);
    const orbit: number[] = [];
    for (let i = 0; i < frames; i++) {
      orbit.push(
        await timed(() => {
          camera.position.sub(controls.target).applyAxisAngle(new Vector3(0, 1, 0), Math.PI / 90).add(controls.target);
          camera.lookAt(controls.target);
          paint();
        }),
      );
    }
    const change: number[] = [];
    for (let i = 0; i < frames; i++) {
      const design: Design = { ...start.design, spa: i % 2 ? "none" : "raised", finish: i % 2 ? start.design.finish : "pebble-midnight" };
      change.push(await timed(() => (place(design, start.time, start.extras), paint())));
    }
    applyTier(viewTier);
    resize(box_);
    camera.position.copy(start.eye);
    controls.update();
    show(start.design, start.time, start.extras);
    return { tier: measured, orbit, change };
  }

  /**
   * Draws the scene's materials one at a time, each in its own task of the GPU process, before
   * the first whole frame. The GPU compiles a draw's pipeline on its first use (SwiftShader: its
   * routines, seconds in all), and one frame doing all of it held the GPU process — which also
   * paints the page and passes it input — for up to 8 s: a tap then waited that long.
   */
  async function warmUp() {
    const groups = new Map<Material, Mesh[]>();
    scene.traverseVisible((object) => {
      const mesh = object as Mesh;
      if (!mesh.isMesh) return;
      const material = Array.isArray(mesh.material) ? mesh.material[0]! : mesh.material;
      groups.set(material, [...(groups.get(material) ?? []), mesh]);
    });
    const meshes = [...groups.values()].flat();
    const { background } = scene;
    const shadows = renderer.shadowMap.needsUpdate;
    // Small and without the sky: a pipeline is the same whatever the pixels.
    scene.background = null;
    renderer.shadowMap.needsUpdate = false;
    pixelRatio(sharpRatio / 8);
    for (const group of groups.values()) {
      for (const mesh of meshes) mesh.visible = group.includes(mesh);
      renderer.render(scene, camera);
      await drawn(context);
    }
    for (const mesh of meshes) mesh.visible = true;
    scene.background = background;
    renderer.shadowMap.needsUpdate = shadows;
    pixelRatio(sharpRatio);
  }

  controls.addEventListener("change", invalidate);
  controls.addEventListener("start", () => (turned = true));
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
  resize(box);
  show(first, firstTime);
  await compiled;
  await warmUp();
  paint();
  await drawn(gl);
  if (tier === "full") {
    const start = performance.now();
    paint();
    await drawn(gl);
    if (performance.now() - start > LIGHT_TIER_MS) {
      applyTier("light");
      resize(box_);
      place(current.design, current.time, current.extras);
      await renderer.compileAsync(scene, camera);
      await warmUp();
      show(current.design, current.time, current.extras);
    }
  }
  report({ type: "rendered", revision, sharp: true });
  report({ type: "tier", tier, antialias: smoothing ? "fxaa" : "multisample" });

  return { show, resize, motion, dispatch, resetView, picture, measure };
}

/**
 * Whether WebGL 2 is drawn by a software rasteriser (as far as the browser tells), from a
 * throw-away context; null where there is no WebGL 2.
 */
function webglSoftware(): boolean | null {
  const gl = new OffscreenCanvas(1, 1).getContext("webgl2");
  if (!gl) return null;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? "");
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return SOFTWARE_RENDERER.test(name);
}
/** Resolves once the GPU has finished the commands issued so far, polling without blocking. */
async function drawn(gl: WebGL2RenderingContext): Promise<void> {
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return;
  gl.flush();
  while (gl.clientWaitSync(sync, 0, 0) === gl.TIMEOUT_EXPIRED) await new Promise((resolve) => setTimeout(resolve, 4));
  gl.deleteSync(sync);
}

/**
 * What the sun's shadow map depends on besides the sun: each shadow-casting mesh's geometry and
 * place (instanced meshes' every instance), as a string compared between builds.
 */
function castersKey(group: Object3D, sun: Vector3): string {
  group.updateMatrixWorld(true);
  const parts = [sun.toArray().join()];
  group.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh || !mesh.castShadow) return;
    let instances = 0;
    const instanced = mesh as InstancedMesh;
    if (instanced.isInstancedMesh) for (const value of instanced.instanceMatrix.array) instances = (instances * 31 + Math.round(value * 100)) | 0;
    parts.push(`${mesh.geometry.id}:${mesh.matrixWorld.elements.map((value) => value.toFixed(2)).join()}:${instances}`);
  });
  return parts.join("|");
}
