import { ShaderLib } from "three";

/**
 * The light tier's shading (../viewer.ts): three.js's Lambert material lit per vertex instead
 * of per pixel. Software WebGL pays for every instruction of every pixel, and three.js's Lambert
 * shader (its light loops, normals and view vectors per pixel) cost about four times an unlit
 * textured pixel there. The yard's light is the sun and a sky-coloured hemisphere, both the same
 * across a flat face, so per vertex it looks the same: the vertex shader sums the light each side
 * of the face receives, the pixel shader keeps the colour maps, the sun's shadow (one look-up)
 * and emission (and, for leaves, the sun through them: ./leaf-light.ts). Point lights (the fire bowls' at dusk) are left out: on the few vertices of a
 * deck they would light the wrong corners; the bowls' additive halo shows the firelight.
 * Only the light tier makes Lambert materials (./pool-kit.ts), so the change is global to
 * this worker's copy of three.js and every patch made with `onBeforeCompile` (the water's, the
 * lawn's) still finds `map_fragment`, `diffuseColor` and `opaque_fragment`.
 */
export function lightLambertPerVertex(): void {
  if (ShaderLib.lambert.vertexShader.includes("vLitFront")) return;
  ShaderLib.lambert.vertexShader = ShaderLib.lambert.vertexShader
    .replace("#include <common>", "#include <common>\n#include <lights_pars_begin>\nvarying vec3 vLitFront;\nvarying vec3 vLitBack;\nvarying vec3 vSunFront;\nvarying vec3 vSunBack;")
    .replace(
      "#include <shadowmap_vertex>",
      /* glsl */ `#include <shadowmap_vertex>
      vec3 litNormal = normalize(transformedNormal);
      vLitFront = getAmbientLightIrradiance(ambientLightColor);
      vLitBack = vLitFront;
      vSunFront = vec3(0.0);
      vSunBack = vec3(0.0);
      #if NUM_HEMI_LIGHTS > 0
        #pragma unroll_loop_start
        for (int i = 0; i < NUM_HEMI_LIGHTS; i++) {
          vLitFront += getHemisphereLightIrradiance(hemisphereLights[i], litNormal);
          vLitBack += getHemisphereLightIrradiance(hemisphereLights[i], -litNormal);
        }
        #pragma unroll_loop_end
      #endif
      #if NUM_DIR_LIGHTS > 0
        #pragma unroll_loop_start
        for (int i = 0; i < NUM_DIR_LIGHTS; i++) {
          float facing = dot(litNormal, directionalLights[i].direction);
          vSunFront += directionalLights[i].color * max(facing, 0.0);
          vSunBack += directionalLights[i].color * max(-facing, 0.0);
        }
        #pragma unroll_loop_end
      #endif`,
    );
  ShaderLib.lambert.fragmentShader = ShaderLib.lambert.fragmentShader
    .replace("#include <common>", "#include <common>\nvarying vec3 vViewPosition;\nvarying vec3 vLitFront;\nvarying vec3 vLitBack;\nvarying vec3 vSunFront;\nvarying vec3 vSunBack;")
    // A reflective material (glass) still needs its normal per pixel for the reflection.
    .replace("#include <envmap_fragment>", "#ifdef USE_ENVMAP\n#include <normal_fragment_begin>\n#endif\n#include <envmap_fragment>")
    // Only what the shadow look-up needs; the light loops' uniforms and functions are the vertex shader's.
    .replace("#include <lights_pars_begin>", "uniform bool receiveShadow;")
    .replace("#include <lights_lambert_pars_fragment>", "")
    .replace("#include <shadowmap_pars_fragment>", "#include <shadowmap_pars_fragment>\n#include <shadowmask_pars_fragment>")
    .replace(/#include <normal_fragment_begin>[\s\S]*#include <lights_fragment_end>/, "#include <emissivemap_fragment>")
    .replace(
      "vec3 outgoingLight = reflectedLight.directDiffuse + reflectedLight.indirectDiffuse + totalEmissiveRadiance;",
      /* glsl */ `vec3 irradiance = gl_FrontFacing ? vLitFront + vSunFront * getShadowMask() : vLitBack + vSunBack * getShadowMask();
      #ifdef LEAF_TRANSLUCENCY
        irradiance += (gl_FrontFacing ? vSunBack : vSunFront) * LEAF_TRANSLUCENCY;
      #endif
      vec3 outgoingLight = BRDF_Lambert(diffuseColor.rgb) * irradiance + totalEmissiveRadiance;`,
    );
}
