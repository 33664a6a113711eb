import { type Material, type Mesh, Vector2, Vector3 } from "three";
import type { Design } from "#app/features/design/model.ts";
import type { Box, GpuLoad as Load, Tier, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";
import { drawn } from "#app/features/design/three/gpu.ts";
import type { PerspectiveCamera, Scene, WebGLRenderer } from "three";
import type { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";

/**
 * What the view does besides drawing its frames (../viewer.ts): "Save a picture" (a still drawn
 * offscreen-sized, on the full tier), the bench's measurements (frame times and what the GPU is
 * given, per tier) and the first frame's warm-up.
 */

/** "Save a picture": at least this wide on every device, at most this many pixels along its longer side, with a sharper shadow. */
export const PICTURE_MIN_WIDTH = 1600;
export const PICTURE_PIXELS = 2560;
const PICTURE_SHADOW = 4096;

/** A camera for a still, in the scene's feet (plan x, height, plan y): the site's image build (scripts/images/) takes its pictures so. */
export interface Shot {
  eye: readonly [number, number, number];
  target: readonly [number, number, number];
  /** Vertical field of view, degrees. */
  fov: number;
}

/** The viewer's parts a still, a measurement or the warm-up uses. */
export interface Core {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  controls: OrbitControls;
  canvas: OffscreenCanvas;
  context: WebGL2RenderingContext;
  tier(): Tier;
  applyTier(tier: Tier): void;
  current(): { design: Design; time: TimeOfDay; extras?: YardExtras };
  place(design: Design, time: TimeOfDay, extras?: YardExtras): void;
  box(): Box;
  resize(box: Box): void;
  /** One frame on the canvas, the tier's way (the full tier's ambient occlusion, the light tier's smoothing). */
  paint(): void;
  draw(now: number): void;
  show(design: Design, time: TimeOfDay, extras?: YardExtras): void;
  shadowSize(): number;
  shadowResolution(size: number): void;
  /** Sets the drawing buffer's pixels per CSS pixel (and every pass's size). */
  pixelRatio(ratio: number): void;
}

/** The scale of a still: twice the view, and never under PICTURE_MIN_WIDTH wide nor over PICTURE_PIXELS long. */
export function pictureScale(width: number, height: number, maxSize: number): number {
  // Half a pixel over: the drawing buffer's width is width × scale rounded down.
  const wanted = Math.max(2, (PICTURE_MIN_WIDTH + 0.5) / width);
  return Math.min(wanted, Math.min(PICTURE_PIXELS, maxSize) / Math.max(width, height));
}

/**
 * "Save a picture": the full tier's materials, filtered shadows and ambient occlusion whatever
 * the device's tier (compiling them once is worth it for a still), a 4096² shadow map, and at
 * least PICTURE_MIN_WIDTH pixels across (a phone's 375 px view is drawn 4.3 × over). The drawing
 * buffer is sized for the still, drawn once and read before the page is handed a frame, so the
 * view on screen never shows it; then the view is put back as it was.
 */
export async function takePicture(core: Core, shot?: Shot): Promise<Blob> {
  const { renderer, camera, controls, canvas } = core;
  if (shot) {
    camera.fov = shot.fov;
    camera.updateProjectionMatrix();
    camera.position.set(...shot.eye);
    controls.target.set(...shot.target);
    camera.lookAt(controls.target);
  }
  const box = core.box();
  const scale = pictureScale(box.width, box.height, renderer.capabilities.maxTextureSize);
  const viewTier = core.tier();
  const shadowSize = core.shadowSize();
  const { design, time, extras } = core.current();
  if (viewTier !== "full") core.applyTier("full");
  core.place(design, time, extras);
  core.shadowResolution(PICTURE_SHADOW);
  renderer.setSize(box.width, box.height, false);
  core.pixelRatio(scale);
  core.paint();
  // Read before the frame is handed to the page, while the drawing buffer still holds it.
  const blob = canvas.convertToBlob(shot ? { type: "image/png" } : { type: "image/jpeg", quality: 0.92 });
  if (viewTier !== "full") core.applyTier(viewTier);
  core.place(design, time, extras);
  core.shadowResolution(shadowSize);
  core.resize(box);
  core.draw(performance.now());
  return blob;
}


/**
 * What one frame gives the GPU: draw calls and triangles of a change's frame (shadow map, scene
 * and the tier's passes), and the bytes of every texture the scene's materials, environment and
 * background use (mipmaps a third more), the shadow map and the drawing buffer.
 */
export function gpuLoad(core: Core): Load {
  const { renderer, scene } = core;
  const seen = new Set<object>();
  let bytes = 0;
  const count = (texture: unknown) => {
    const map = texture as { image?: { width?: number; height?: number; data?: { BYTES_PER_ELEMENT: number } } | Array<{ width?: number; height?: number }>; generateMipmaps?: boolean; isTexture?: boolean; type?: number } | null;
    if (!map?.isTexture || seen.has(map)) return;
    seen.add(map);
    const images = Array.isArray(map.image) ? map.image : [map.image];
    for (const image of images) {
      const perTexel = image && "data" in image && image.data ? Math.max(4, image.data.BYTES_PER_ELEMENT * 4) : 4;
      bytes += (image?.width ?? 0) * (image?.height ?? 0) * perTexel * (map.generateMipmaps === false ? 1 : 4 / 3);
    }
  };
  scene.traverseVisible((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    for (const material of ([] as Material[]).concat(mesh.material)) {
      for (const value of Object.values(material)) count(value);
      const uniforms = (material as { uniforms?: Record<string, { value: unknown }> }).uniforms;
      if (uniforms) for (const uniform of Object.values(uniforms)) count(uniform.value);
    }
  });
  count(scene.background);
  count(scene.environment);
  // The sky's cube (half floats, six faces) and the pre-filtered environment, which the count above sees as one image.
  const environment = scene.environment as { image?: { width?: number; height?: number } } | null;
  bytes += (environment?.image?.width ?? 0) * (environment?.image?.height ?? 0) * 8;
  const shadow = core.shadowSize();
  bytes += shadow * shadow * 4;
  const drawing = renderer.getDrawingBufferSize(new Vector2());
  bytes += drawing.x * drawing.y * 8;
  // A change's frame: the shadow map drawn again, the scene, then the tier's passes. Each
  // render() would reset the counts (only the last pass's would be left), so they sum here.
  renderer.info.autoReset = false;
  renderer.info.reset();
  renderer.shadowMap.needsUpdate = true;
  core.paint();
  const { calls, triangles } = renderer.info.render;
  renderer.info.autoReset = true;
  return { calls, triangles, textureMB: Math.round((bytes / 1024 / 1024) * 10) / 10, textures: seen.size };
}

/**
 * `npm run bench:design`: `frames` frames turning the camera 2° each, then `frames` changes (the
 * spa and finish in turn), each timed until the GPU has finished it, on `measured`'s tier at the
 * view's size, and what the GPU is given for the design (and for `loaded`, by day and at dusk, when given); then puts
 * the view back as it was.
 */
export async function measureTier(core: Core, measured: Tier, frames: number, loaded?: Design) {
  const { renderer, scene, camera, controls, context } = core;
  const viewTier = core.tier();
  const start = { ...core.current(), eye: camera.position.clone() };
  const timed = async (frame: () => void) => {
    const begin = performance.now();
    frame();
    await drawn(context);
    return performance.now() - begin;
  };
  core.applyTier(measured);
  core.resize(core.box());
  core.place(start.design, start.time, start.extras);
  await renderer.compileAsync(scene, camera);
  await timed(core.paint);
  const load = gpuLoad(core);
  const orbit: number[] = [];
  for (let i = 0; i < frames; i++) {
    orbit.push(
      await timed(() => {
        camera.position.sub(controls.target).applyAxisAngle(new Vector3(0, 1, 0), Math.PI / 90).add(controls.target);
        camera.lookAt(controls.target);
        core.paint();
      }),
    );
  }
  const change: number[] = [];
  for (let i = 0; i < frames; i++) {
    const design: Design = { ...start.design, spa: i % 2 ? "none" : "raised", finish: i % 2 ? start.design.finish : "pebble-midnight" };
    change.push(await timed(() => (core.place(design, start.time, start.extras), core.paint())));
  }
  let loadedLoad: Record<TimeOfDay, Load> | null = null;
  if (loaded) {
    const at = async (time: TimeOfDay) => {
      core.place(loaded, time, start.extras);
      await renderer.compileAsync(scene, camera);
      await timed(core.paint);
      return gpuLoad(core);
    };
    // Dusk adds the fire bowls' halos and lights the pool's LEDs: counted on its own.
    loadedLoad = { day: await at("day"), dusk: await at("dusk") };
  }
  core.applyTier(viewTier);
  core.resize(core.box());
  camera.position.copy(start.eye);
  controls.update();
  core.show(start.design, start.time, start.extras);
  return { tier: measured, orbit, change, load, loaded: loadedLoad };
}

/**
 * Draws the scene's materials not `warmed` yet one at a time (adding them to it), each in its
 * own task of the GPU process, before the first whole frame. The GPU compiles a draw's pipeline
 * on its first use (SwiftShader: its routines, seconds in all), and one frame doing all of it
 * held the GPU process — which also paints the page and passes it input — for up to 8 s: a tap
 * then waited that long.
 */
export async function warmUp(core: Core, sharpRatio: number, warmed: Set<Material>): Promise<void> {
  const { renderer, scene, camera, context } = core;
  const groups = new Map<Material, Mesh[]>();
  scene.traverseVisible((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const material = Array.isArray(mesh.material) ? mesh.material[0]! : mesh.material;
    groups.set(material, [...(groups.get(material) ?? []), mesh]);
  });
  const meshes = [...groups.values()].flat();
  // Materials drawn in an earlier warm-up (the first picture's, when the complete scene follows) are skipped.
  for (const material of warmed) groups.delete(material);
  for (const material of groups.keys()) warmed.add(material);
  const { background } = scene;
  const shadows = renderer.shadowMap.needsUpdate;
  // Small and without the sky: a pipeline is the same whatever the pixels.
  scene.background = null;
  renderer.shadowMap.needsUpdate = false;
  core.pixelRatio(sharpRatio / 8);
  for (const group of groups.values()) {
    for (const mesh of meshes) mesh.visible = group.includes(mesh);
    renderer.render(scene, camera);
    await drawn(context);
  }
  for (const mesh of meshes) mesh.visible = true;
  scene.background = background;
  renderer.shadowMap.needsUpdate = shadows;
  core.pixelRatio(sharpRatio);
}
