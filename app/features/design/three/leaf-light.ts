import type { Material } from "three";

/**
 * Sunlight through a leaf: the share of the sun a leaf's far side passes on to its near side.
 * A crown seen against the light (the sun behind the trees, as in most views across a pool
 * toward the back fence) showed only the faces turned from the sun, lit by the sky alone:
 * near-black blots (a mean of 26, 31, 22 in sRGB). Real leaves pass on about a third of the
 * light in green, which is what makes a backlit crown glow.
 */
const THROUGH = 0.45;

/**
 * Makes a leaf material pass the sun through: both tiers read the `LEAF_TRANSLUCENCY` define
 * (the light tier's per-vertex Lambert in ./vertex-lit.ts; the full tier's standard shader
 * here). Idempotent: materials are cached and handed out more than once.
 */
export function translucentLeaves<T extends Material>(material: T): T {
  if (material.defines?.LEAF_TRANSLUCENCY) return material;
  material.defines = { ...material.defines, LEAF_TRANSLUCENCY: THROUGH.toFixed(2) };
  if (material.type === "MeshStandardMaterial") {
    material.onBeforeCompile = (shader) => {
      shader.fragmentShader = shader.fragmentShader.replace(
        "#include <lights_fragment_end>",
        /* glsl */ `#include <lights_fragment_end>
        #if NUM_DIR_LIGHTS > 0
          #pragma unroll_loop_start
          for (int i = 0; i < NUM_DIR_LIGHTS; i++) {
            reflectedLight.directDiffuse += directionalLights[i].color * max(-dot(normal, directionalLights[i].direction), 0.0) * LEAF_TRANSLUCENCY * BRDF_Lambert(diffuseColor.rgb);
          }
          #pragma unroll_loop_end
        #endif`,
      );
    };
    material.customProgramCacheKey = () => "translucent-leaves";
  }
  return material;
}
