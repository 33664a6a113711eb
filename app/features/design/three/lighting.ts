import { BasicShadowMap, DirectionalLight, HemisphereLight, PCFShadowMap, PointLight, type Scene, Vector3, type WebGLRenderer } from "three";
import { waterColours } from "#app/features/design/palette.ts";
import type { Design } from "#app/features/design/model.ts";
import type { PoolModel } from "#app/features/design/three/build-pool.ts";
import type { SkyLight } from "#app/features/design/three/environment.ts";
import type { Tier, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import { LED_SLOTS, type WaterUniforms } from "#app/features/design/three/water.ts";

/**
 * The view's lights (../viewer.ts): a shadow-casting sun fitted to the yard, the light tier's
 * sky-coloured hemisphere (also the house's and patio's light at dusk), the fire bowls' point
 * lights, and the water's share of them (sun, sky, pool lights), set per design and time of day.
 */

/** Fire bowls' light on the deck at dusk: a fixed count, so a change never recompiles shaders. */
const FIRE_LIGHTS = 2;
export const EXPOSURE: Record<TimeOfDay, number> = { day: 0.5, dusk: 0.8 };
/** Light scattered back by the water by day, as a share of the finish's deep colour: low enough that steps and shelf read through it. */
const DAY_SCATTER = 0.28;

export interface Lights {
  sun: DirectionalLight;
  porch: HemisphereLight;
  fires: PointLight[];
}

export function createLights(scene: Scene): Lights {
  const sun = new DirectionalLight(0xfff1dc, 3);
  sun.castShadow = true;
  sun.shadow.radius = 4;
  scene.add(sun, sun.target);
  // The light tier's sky light, and at dusk on both tiers the house's windows and patio lights.
  const porch = new HemisphereLight(0xfff0dc, 0x403a34, 0);
  scene.add(porch);
  const fires = Array.from({ length: FIRE_LIGHTS }, () => new PointLight(0xff9a4a, 0, 26, 1.6));
  scene.add(...fires);
  return { sun, porch, fires };
}

/** The shadow filter of a tier: filtered on the full tier, one look-up on the light tier. */
export function tierShadows(renderer: WebGLRenderer, { sun }: Lights, tier: Tier): void {
  renderer.shadowMap.type = tier === "full" ? PCFShadowMap : BasicShadowMap;
  sun.shadow.bias = tier === "full" ? -0.0004 : -0.0012;
  sun.shadow.normalBias = tier === "full" ? 0.04 : 0.12;
}

export function shadowResolution(renderer: WebGLRenderer, { sun }: Lights, size: number): void {
  if (sun.shadow.mapSize.x === size) return;
  sun.shadow.mapSize.set(size, size);
  sun.shadow.map?.dispose();
  sun.shadow.map = null;
  renderer.shadowMap.needsUpdate = true;
}

/** The sun's shadow covers the yard and no more: its resolution is spent where it shows. */
export function fitSun(renderer: WebGLRenderer, lights: Lights, yard: PoolModel["yard"], sky: SkyLight, tier: Tier): void {
  const { sun } = lights;
  const centre = new Vector3(yard.x + yard.width / 2, 0, yard.y + yard.height / 2);
  const half = Math.hypot(yard.width, yard.height) / 2 + 4;
  sun.position.copy(centre).addScaledVector(sky.sun, 120);
  sun.target.position.copy(centre);
  const shadow = sun.shadow.camera;
  shadow.left = shadow.bottom = -half;
  shadow.right = shadow.top = half;
  shadow.near = 40;
  shadow.far = 220;
  shadow.updateProjectionMatrix();
  shadowResolution(renderer, lights, tier === "full" ? 2048 : 1024);
}

export interface Lighting {
  renderer: WebGLRenderer;
  scene: Scene;
  lights: Lights;
  water: WaterUniforms;
  sky: SkyLight;
  tier: Tier;
}

export function lightScene({ renderer, scene, lights, water, sky, tier }: Lighting, model: PoolModel, design: Design, time: TimeOfDay): void {
  const { sun, porch, fires } = lights;
  const dusk = time === "dusk";
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
  // By day the sky in the water is the sky as seen; at dusk the pool lights outshine it, and the
  // sunset is kept to a sheen on the far water.
  water.uSkyLevel.value = dusk ? 0.06 : scene.backgroundIntensity;
  water.uSunDir.value.copy(sky.sun);
  water.uSunColor.value.set(dusk ? 0x000000 : 0xfff3e0).multiplyScalar(dusk ? 0 : 2.4);
  water.uGlint.value = dusk ? 0 : 1;
  water.uCausticStrength.value = dusk ? 0 : 1;
  water.uScatter.value.set(waterColours[design.finish].deep).multiplyScalar(dusk ? 0.03 : DAY_SCATTER);
  // More lights in the pool than the water's slots: each slot stands for an even share.
  const leds = model.leds;
  water.uLedPos.value.forEach((position, i) => {
    const source = leds[Math.floor(((i + 0.5) * leds.length) / LED_SLOTS)];
    const shown = dusk && source && i < leds.length;
    if (source) position.copy(source.position);
    water.uLedColor.value[i]!.set(shown ? source.colour : 0x000000).multiplyScalar(shown ? 3 : 0);
  });
  fires.forEach((fire, i) => {
    const flame = model.flames[i];
    fire.intensity = dusk && flame ? 40 : 0;
    if (flame) fire.position.set(flame.position.x, flame.position.y + 1.2, flame.position.z);
  });
}
