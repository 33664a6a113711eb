import type { InstancedMesh, Mesh, Object3D, Vector3 } from "three";

/**
 * The render worker's small GPU helpers (../viewer.ts): telling software WebGL from a GPU,
 * waiting for the GPU without blocking, a frame clock in a worker, and what the sun's shadow
 * depends on.
 */

export const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;
export const MOTION_FRAME_MS = 1000 / 30;

/** Workers with an OffscreenCanvas have animation frames; a timer stands in where they do not. */
export const frameLater = (callback: (now: number) => void): number =>
  typeof requestAnimationFrame === "function"
    ? requestAnimationFrame(callback)
    : Number(setTimeout(() => callback(performance.now()), MOTION_FRAME_MS));

/**
 * Whether WebGL 2 is drawn by a software rasteriser (as far as the browser tells), from a
 * throw-away context; null where there is no WebGL 2.
 */
export function webglSoftware(): boolean | null {
  const gl = new OffscreenCanvas(1, 1).getContext("webgl2");
  if (!gl) return null;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? "");
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return SOFTWARE_RENDERER.test(name);
}

/** Resolves once the GPU has finished the commands issued so far, polling without blocking. */
export async function drawn(gl: WebGL2RenderingContext): Promise<void> {
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
export function castersKey(group: Object3D, sun: Vector3): string {
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
