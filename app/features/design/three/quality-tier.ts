import { ambientOcclusion } from "#app/features/design/three/ambient-occlusion.ts";
import { drawn } from "#app/features/design/three/gpu.ts";
import { tierShadows } from "#app/features/design/three/lighting.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";
import type { WorkerTextures } from "#app/features/design/three/shared-textures.ts";
import type { ViewParts, ViewState } from "#app/features/design/three/view-state.ts";

/**
 * Two quality tiers with the same composition (../viewer.ts). Full: physically based materials
 * lit by the sky's image, shadows at 2048², ambient occlusion (./ambient-occlusion.ts), the
 * screen's pixel ratio up to 2. Light, for software WebGL and for GPUs whose first frame takes
 * longer than LIGHT_TIER_MS: Lambert materials lit per vertex, shadows at 1024², contact shadows
 * (./grounding.ts, both tiers) for grounding, fewer pixels while it moves, then a supersampled
 * frame at the screen's pixel ratio once it rests (./frame-loop.ts).
 */
const LIGHT_TIER_MS = 45;

/** The materials, shadow filter and ambient occlusion of a tier (the caller sets its pixel budget and builds the scene again). */
export function applyTier(parts: ViewParts, state: ViewState, textures: WorkerTextures, next: Tier): void {
  const { renderer, scene, camera, lights, antialias } = parts;
  state.tier = textures.shared.tier = next;
  textures.filterFor(next);
  if (next === "full" && !state.occlusion) {
    state.occlusion = ambientOcclusion(renderer, scene, camera, antialias ? 4 : 0);
    state.occlusion.resize(state.box.width, state.box.height, renderer.getPixelRatio());
  }
  tierShadows(renderer, lights, next);
}

/**
 * Whether a frame drawn by `paint`, timed to the GPU's finish, takes longer than LIGHT_TIER_MS:
 * the first scene's second frame, once its pipelines are compiled, tells a GPU too slow for the
 * full tier.
 */
export async function slowerThanLightTier(paint: () => void, gl: WebGL2RenderingContext): Promise<boolean> {
  const start = performance.now();
  paint();
  await drawn(gl);
  return performance.now() - start > LIGHT_TIER_MS;
}
