import {
  NeutralToneMapping,
  DirectionalLight,
  HemisphereLight,
  type Mesh,
  PerspectiveCamera,
  PointLight,
  Scene,
  Vector3,
  WebGLRenderer,
  type Texture,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { Deck, Design } from "#app/features/design/model.ts";
import { ControlsElement } from "#app/features/design/three/controls-element.ts";
import type { Box, ForwardedEvent, FromWorker, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import { poolBuilder, type PoolModel } from "#app/features/design/three/build-pool.ts";
import { skyDome } from "#app/features/design/three/sky.ts";
import { deckTexture, glowTexture, rippleNormals } from "#app/features/design/three/textures.ts";

/**
 * The 3-D view's engine, run in the render worker (./render-worker.ts) on the canvas the page
 * handed over: one WebGL context for the page's lifetime, a scene rebuilt on each design change
 * from the parts that changed (./build-pool.ts keeps the rest, and a bounded number of parts
 * earlier designs used), and frames drawn on demand: after a change, while the camera is moving, and
 * while the water ripples, which it does only when the page says the view is on screen, the
 * tab is visible and the visitor has not asked for reduced motion.
 */
export interface Viewer {
  show(design: Design, time: TimeOfDay): void;
  resize(box: Box): void;
  motion(onScreen: boolean, visible: boolean, reducedMotion: boolean): void;
  /** A pointer, wheel or key event from the page's canvas, for OrbitControls. */
  dispatch(event: ForwardedEvent): void;
}

/**
 * Underwater lights the viewer keeps for every design: a fixed count, so a change never
 * recompiles shaders, and a small one, since every light costs every pixel on a phone.
 * Fire bowls glow by their own emissive flames and halos, no light needed.
 */
const LED_LIGHTS = 2;
const MAX_PIXEL_RATIO = 2;
/**
 * Where WebGL runs on the CPU (SwiftShader, llvmpipe: no usable GPU, or a blocked one), every
 * pixel costs processor time the page needs: no multisampling, at most this many pixels, and
 * no ripple animation (frames only after a change or while the camera moves).
 */
const SOFTWARE_PIXELS = 280_000;
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;
/** Ripples drift this many texture tiles a second. */
const RIPPLE_SPEED = 0.035;
const RIPPLE_FRAME_MS = 1000 / 24;

/** Workers with an OffscreenCanvas have animation frames; a timer stands in where they do not. */
const frameLater = (callback: (now: number) => void): number =>
  typeof requestAnimationFrame === "function"
    ? requestAnimationFrame(callback)
    : Number(setTimeout(() => callback(performance.now()), RIPPLE_FRAME_MS));

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
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, context: gl, antialias });
  } catch {
    return null;
  }
  // Neutral keeps the water's and the lawn's colours saturated where ACES would grey them.
  renderer.toneMapping = NeutralToneMapping;

  const scene = new Scene();
  const camera = new PerspectiveCamera(40, 1, 0.5, 600);
  const element = new ControlsElement();
  const controls = new OrbitControls(camera, element.asElement());
  controls.enableDamping = true;
  controls.dampingFactor = 0.12;
  controls.maxPolarAngle = 1.42;
  controls.minDistance = 10;
  controls.listenToKeyEvents(element.asElement());

  const hemisphere = new HemisphereLight(0xdfeeff, 0x4a5a30, 1);
  const sun = new DirectionalLight(0xfff2dc, 2.4);
  sun.position.set(-30, 60, 25);
  scene.add(hemisphere, sun, sun.target);
  const leds = Array.from({ length: LED_LIGHTS }, () => new PointLight(0xffffff, 0, 30, 1.2));
  scene.add(...leds);

  const ripples = rippleNormals();
  ripples.repeat.set(1 / 7, 1 / 7);
  const decks = new Map<Deck, Texture>();
  const textures = {
    ripples,
    glow: glowTexture(),
    deck: (deck: Deck) => {
      let texture = decks.get(deck);
      if (!texture) decks.set(deck, (texture = deckTexture(deck)));
      return texture;
    },
  };
  const skies: Record<TimeOfDay, Mesh> = { day: skyDome("day"), dusk: skyDome("dusk") };
  scene.add(skies.day, skies.dusk);
  const builder = poolBuilder(textures);

  let model: PoolModel | null = null;
  /** Until the first scene's shaders are compiled, no frame is drawn (drawing would compile them, blocking). */
  let compiled: Promise<void> | null = null;
  let ready = false;
  let framed: { width: number; height: number } | null = null;
  let revision = 0;
  let pending = 0;
  let onScreen = false;
  let visible = true;
  let reducedMotion = true;

  // Software WebGL draws still water: each frame of ripples would cost a core a frame's rendering time.
  const rippling = () => !software && onScreen && !reducedMotion && visible;

  // A frame is due after a change or while the camera moves; ripples alone redraw at a
  // gentler rate, which is plenty for water and spares weak devices.
  let dirty = false;
  let lastDrawn = 0;

  function draw(now: number) {
    dirty = false;
    lastDrawn = now;
    if (rippling()) ripples.offset.set((now / 1000) * RIPPLE_SPEED, (now / 1000) * RIPPLE_SPEED * 0.6);
    for (const sky of Object.values(skies)) sky.position.copy(camera.position);
    renderer.render(scene, camera);
    report({ type: "rendered", revision });
  }

  function frame(now: number) {
    pending = 0;
    if (!ready) return;
    const moving = controls.update();
    if (dirty || moving || now - lastDrawn >= RIPPLE_FRAME_MS) draw(now);
    if (moving || rippling()) pending = frameLater(frame);
  }

  function invalidate() {
    dirty = true;
    if (!pending) pending = frameLater(frame);
  }

  function frameCamera(extent: PoolModel["extent"]) {
    const centre = new Vector3(extent.x + extent.width / 2, 0, extent.y + extent.height / 2);
    const radius = Math.hypot(extent.width, extent.height) / 2;
    const first = framed === null;
    const resized = framed && Math.abs(framed.width - extent.width) + Math.abs(framed.height - extent.height) > 4;
    if (!first && !resized) return;
    framed = { width: extent.width, height: extent.height };
    // The visitor's angle is kept; the distance fits the new deck. First view: from the house, a little to the side.
    const direction = first ? new Vector3(0.45, 0.8, 1).normalize() : camera.position.clone().sub(controls.target).normalize();
    const vertical = (camera.fov * Math.PI) / 360;
    const horizontal = Math.atan(Math.tan(vertical) * camera.aspect);
    const distance = (radius * 0.8) / Math.sin(Math.min(vertical, horizontal));
    controls.target.copy(centre);
    controls.maxDistance = distance * 2.5;
    camera.position.copy(centre).addScaledVector(direction, distance);
    controls.update();
  }

  function show(design: Design, time: TimeOfDay) {
    if (model) scene.remove(model.group);
    model = builder.build(design, time);
    scene.add(model.group);
    revision += 1;

    const dusk = time === "dusk";
    skies.day.visible = !dusk;
    skies.dusk.visible = dusk;
    hemisphere.intensity = dusk ? 0.3 : 1.1;
    hemisphere.color.set(dusk ? 0x6a6aa8 : 0xdfeeff);
    sun.intensity = dusk ? 0.25 : 2.4;
    sun.color.set(dusk ? 0xff9a6a : 0xfff2dc);
    // More lights in the pool than the viewer keeps: each kept light stands for an even share.
    leds.forEach((light, i) => {
      const source = model!.leds[Math.floor(((i + 0.5) * model!.leds.length) / LED_LIGHTS)];
      light.intensity = dusk && source ? 22 : 0;
      if (source) {
        light.position.copy(source.position);
        light.color.set(source.colour);
      }
    });
    frameCamera(model.extent);
    // A change is drawn at once, not at the worker's next animation frame: the worker's frames
    // are its own, and the page shows the new one with its next.
    if (ready) draw(performance.now());
    else
      compiled ??= renderer.compileAsync(scene, camera).then(() => {
        ready = true;
        invalidate();
      });
  }

  function resize(next: Box) {
    const { width, height } = next;
    if (!width || !height) return;
    element.box = next;
    const ratio = Math.min(next.pixelRatio || 1, MAX_PIXEL_RATIO);
    renderer.setPixelRatio(software ? Math.min(ratio, Math.sqrt(SOFTWARE_PIXELS / (width * height))) : ratio);
    renderer.setSize(width, height, false);
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
      if (event.key === "+" || event.key === "=") controls.dollyIn(0.85);
      else if (event.key === "-" || event.key === "_") controls.dollyOut(0.85);
    }
    element.dispatch(event);
  }

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
  // shader compiles its pipeline) before the page shows the canvas.
  resize(box);
  show(first, firstTime);
  await compiled;
  renderer.render(scene, camera);
  await drawn(gl);
  report({ type: "rendered", revision });

  return { show, resize, motion, dispatch };
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
  while (gl.clientWaitSync(sync, 0, 0) === gl.TIMEOUT_EXPIRED) await new Promise((resolve) => setTimeout(resolve, 20));
  gl.deleteSync(sync);
}
