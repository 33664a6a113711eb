import {
  Color,
  CustomBlending,
  type MeshLambertMaterial,
  type MeshStandardMaterial,
  OneFactor,
  OneMinusSrcAlphaFactor,
  ShaderMaterial,
  type Texture,
  Vector3,
} from "three";
import { scenery } from "#app/features/design/three/palette.ts";

/**
 * How the pool's water is drawn, in two halves that share one set of uniforms:
 * - everything under the water (shell, steps, shelf, spa) is a physically based material
 *   patched to look at it through water: drawn where refraction shows it (nearer the surface,
 *   REFRACTED_VERTEX), the light reaching it and coming back absorbed
 *   along its path (Beer–Lambert, red first, so shallow reads bright turquoise and deep reads
 *   blue), the water in between scatters its own colour, sunlight focused by the ripples
 *   dances on it as caustics, and at dusk the pool lights glow in the water around them;
 * - the surface is a thin layer on top that reflects the sky (Fresnel: clear looking down,
 *   a mirror at a grazing angle), with ripples scrolled two ways and the sun's glint.
 * No extra render of the scene is needed, which is what lets a phone (and software WebGL)
 * draw it every frame.
 */

/** Water stands this far below the deck. */
export const WATER_LEVEL = -0.5;
export const LED_SLOTS = 4;

export interface WaterUniforms {
  uTime: { value: number };
  uWaterLevel: { value: number };
  uSunDir: { value: Vector3 };
  uSunColor: { value: Color };
  /** Light scattered by the water towards the eye, where the path is long (its colour when deep). */
  uScatter: { value: Color };
  /** Per-foot absorption of red, green and blue. */
  uAbsorb: { value: Vector3 };
  uCaustics: { value: Texture | null };
  /** The waterline tile's colour, multiplying the finish's texture. */
  uTile: { value: Color };
  uCausticStrength: { value: number };
  uRipples: { value: Texture | null };
  uRipple: { value: number };
  uSky: { value: Texture | null };
  /** The sky's level in the reflection: the background's intensity, so the water mirrors the sky as it is seen. */
  uSkyLevel: { value: number };
  uGlint: { value: number };
  uLedPos: { value: Vector3[] };
  uLedColor: { value: Color[] };
}

export function waterUniforms(): WaterUniforms {
  return {
    uTime: { value: 0 },
    uWaterLevel: { value: WATER_LEVEL },
    uSunDir: { value: new Vector3(0, 1, 0) },
    uSunColor: { value: new Color(1, 1, 1) },
    uScatter: { value: new Color(0.02, 0.2, 0.3) },
    uAbsorb: { value: new Vector3(0.3, 0.09, 0.05) },
    uCaustics: { value: null },
    uTile: { value: new Color(scenery.tile) },
    uCausticStrength: { value: 1 },
    uRipples: { value: null },
    uRipple: { value: 0.1 },
    uSky: { value: null },
    uSkyLevel: { value: 1 },
    uGlint: { value: 1 },
    uLedPos: { value: Array.from({ length: LED_SLOTS }, () => new Vector3(0, -100, 0)) },
    uLedColor: { value: Array.from({ length: LED_SLOTS }, () => new Color(0, 0, 0)) },
  };
}

const LED_GLOW = /* glsl */ `
vec3 ledGlow(vec3 at, float reach) {
  vec3 glow = vec3(0.0);
  for (int i = 0; i < ${LED_SLOTS}; i++) {
    vec3 to = at - uLedPos[i];
    glow += uLedColor[i] / (1.0 + dot(to, to) * reach);
  }
  return glow;
}
`;

const SHARED_PARS = /* glsl */ `
uniform float uTime;
uniform float uWaterLevel;
uniform vec3 uSunDir;
uniform vec3 uSunColor;
uniform vec3 uScatter;
uniform vec3 uAbsorb;
uniform vec3 uLedPos[${LED_SLOTS}];
uniform vec3 uLedColor[${LED_SLOTS}];
varying vec3 vWaterWorld;
${LED_GLOW}
`;

/**
 * Refraction, drawn where it shows most: light leaving the water bends away from the vertical,
 * so what is under it looks nearer the surface — the floor shallower, the walls shorter, the
 * steps raised, more so the flatter the view (the depth seen on the vertical through a point is
 * its depth × tan θwater / tan θair, θ from the vertical, sin θwater = sin θair / 1.33; 3/4 seen
 * from above, 60 % at the least). Each
 * vertex under the water is drawn at that apparent depth; light and shadow keep its true place.
 */
const REFRACTED_VERTEX = /* glsl */ `
vWaterWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;
float sunk = uWaterLevel - vWaterWorld.y;
if (sunk > 0.0) {
  vec3 fromEye = vWaterWorld - cameraPosition;
  float sinAir2 = 1.0 - fromEye.y * fromEye.y / dot(fromEye, fromEye);
  // Kept to at least 60 %: at a grazing view the floor would otherwise rise almost to the surface, where the reflection hides it anyway.
  float apparent = sunk * max(sqrt(1.0 - sinAir2) / (1.33 * sqrt(1.0 - sinAir2 / 1.769)), 0.6);
  gl_Position = projectionMatrix * viewMatrix * vec4(vWaterWorld.x, uWaterLevel - apparent, vWaterWorld.z, 1.0);
}
`;

/** Turns a physically based material into one seen through the pool's water. */
export function underwater<M extends MeshStandardMaterial | MeshLambertMaterial>(material: M, uniforms: WaterUniforms): M {
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms);
    shader.vertexShader = shader.vertexShader
      .replace("#include <common>", "#include <common>\nvarying vec3 vWaterWorld;\nuniform float uWaterLevel;")
      .replace("#include <project_vertex>", `#include <project_vertex>\n${REFRACTED_VERTEX}`);
    shader.fragmentShader = shader.fragmentShader
      .replace("#include <common>", `#include <common>\n${SHARED_PARS}\nuniform sampler2D uCaustics;\nuniform float uCausticStrength;\nuniform vec3 uTile;`)
      .replace(
        "#include <opaque_fragment>",
        /* glsl */ `
        // Waterline tile from just above the water to a foot below it.
        float waterDepth = uWaterLevel - vWaterWorld.y;
        if (waterDepth < 0.3) outgoingLight *= uTile;
        if (waterDepth > 0.0) {
          vec3 toEye = normalize(cameraPosition - vWaterWorld);
          // The ray bends down as it enters the water (n = 1.33), so the path is bounded.
          float cosRefracted = sqrt(1.0 - (1.0 - toEye.y * toEye.y) / 1.77);
          float viewPath = waterDepth / cosRefracted;
          // Caustics: the sun's web, projected down through the water and scrolled two ways.
          vec2 at = vWaterWorld.xz - uSunDir.xz / max(uSunDir.y, 0.25) * waterDepth * 0.75 + vec2(vWaterWorld.y * 1.3, -vWaterWorld.y * 0.9);
          float c1 = texture2D(uCaustics, at * 0.16 + vec2(uTime * 0.011, uTime * 0.007)).r;
          float c2 = texture2D(uCaustics, at * 0.2 + vec2(-uTime * 0.008, uTime * 0.012)).r;
          float caustic = min(c1, c2) * 1.1 + (c1 + c2) * 0.06;
          outgoingLight += diffuseColor.rgb * uSunColor * caustic * uCausticStrength * smoothstep(0.0, 0.3, waterDepth);
          vec3 absorbed = exp(-uAbsorb * (waterDepth + viewPath));
          // Pool lights: on the walls and floor near them, and in the water around them, tinted by the water.
          vec3 tint = exp(-uAbsorb * 4.0);
          outgoingLight += diffuseColor.rgb * ledGlow(vWaterWorld, 0.12) * tint * 0.6;
          vec3 scatter = uScatter + ledGlow(vWaterWorld, 0.05) * tint * 0.25;
          outgoingLight = outgoingLight * absorbed + scatter * (1.0 - exp(-uAbsorb.g * viewPath * 2.5));
        }
        #include <opaque_fragment>`,
      );
  };
  material.customProgramCacheKey = () => `underwater-${material.type}`;
  return material;
}

/** The water's surface, for the pool and the spa: reflection, ripples and glint over what is below it. */
export function waterSurface(uniforms: WaterUniforms): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: uniforms as unknown as Record<string, { value: unknown }>,
    transparent: true,
    depthWrite: false,
    // Premultiplied: the surface adds its reflection and lets (1 − Fresnel) of what is below through.
    blending: CustomBlending,
    blendSrc: OneFactor,
    blendDst: OneMinusSrcAlphaFactor,
    vertexShader: /* glsl */ `
      varying vec3 vWaterWorld;
      void main() {
        vec4 world = modelMatrix * vec4(position, 1.0);
        vWaterWorld = world.xyz;
        gl_Position = projectionMatrix * viewMatrix * world;
      }
    `,
    fragmentShader: /* glsl */ `
      ${SHARED_PARS}
      uniform sampler2D uRipples;
      uniform float uRipple;
      uniform samplerCube uSky;
      uniform float uSkyLevel;
      uniform float uGlint;
      void main() {
        vec2 p = vWaterWorld.xz;
        vec3 a = texture2D(uRipples, p * 0.11 + vec2(uTime * 0.031, uTime * 0.019)).xyz * 2.0 - 1.0;
        vec3 b = texture2D(uRipples, p * 0.27 + vec2(-uTime * 0.042, uTime * 0.033)).xyz * 2.0 - 1.0;
        float distance = length(cameraPosition - vWaterWorld);
        // Small waves fade with distance, so far water does not sparkle.
        float ripple = uRipple * (1.0 - smoothstep(30.0, 140.0, distance));
        vec3 n = normalize(vec3((a.x + b.x * 0.7) * ripple, 1.0, (a.y + b.y * 0.7) * ripple));
        vec3 toEye = (cameraPosition - vWaterWorld) / distance;
        float cosine = clamp(dot(n, toEye), 0.0, 1.0);
        float fresnel = 0.02 + 0.98 * pow(1.0 - cosine, 5.0);
        vec3 r = reflect(-toEye, n);
        r.y = abs(r.y);
        // The sky as bright as it is seen behind the yard (the cube holds the physical sky's radiance).
        vec3 sky = textureCube(uSky, r).rgb * uSkyLevel;
        float sun = max(dot(r, uSunDir), 0.0);
        vec3 glint = uSunColor * (pow(sun, 900.0) * 12.0 + pow(sun, 120.0) * 0.15) * uGlint;
        // The pool lights' glow is the water's below (underwater): on the surface as well, it washed the steps out.
        vec3 added = glint + uScatter * 0.12 * (1.0 - fresnel);
        // Premultiplied after the tone curve where this draw is tone-mapped (the light tier draws
        // straight to the canvas): the curve of a reflection scaled by Fresnel first is far darker
        // than Fresnel's share of the reflection's own tone, which the full tier gets by blending
        // in linear light and mapping the frame once (its output pass).
        gl_FragColor = vec4(sky, 1.0);
        #include <tonemapping_fragment>
        #include <colorspace_fragment>
        vec3 reflection = gl_FragColor.rgb;
        gl_FragColor = vec4(added, 1.0);
        #include <tonemapping_fragment>
        #include <colorspace_fragment>
        gl_FragColor = vec4(reflection * fresnel + gl_FragColor.rgb, fresnel);
      }
    `,
  });
}
