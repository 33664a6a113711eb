import {
  BackSide,
  Color,
  CubeCamera,
  HalfFloatType,
  Mesh,
  MeshBasicMaterial,
  PMREMGenerator,
  Scene,
  SphereGeometry,
  type Texture,
  Vector3,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from "three";
import { Sky } from "three/examples/jsm/objects/Sky.js";
import type { TimeOfDay } from "#app/features/design/three/render-messages.ts";

/**
 * The sky and the light it gives: three.js's physical sky (Preetham, with clouds) drawn once
 * per time of day into a cube, which is both the background (one texture look-up a pixel, not
 * the sky's scattering maths every frame) and, pre-filtered by PMREMGenerator, the image-based
 * light every physically based material and the water's reflection use. A ground-coloured
 * lower half makes the light from below the lawn's bounce rather than more sky.
 */
export interface SkyLight {
  background: Texture;
  environment: Texture;
  /** Where the sun is, as a unit vector towards it. */
  sun: Vector3;
}

/**
 * The sun's direction per time of day: by day high on the opening view's right, so shadows fall
 * across the deck in view and the water is lit from the side; at dusk just under the horizon
 * beyond the back fence, where the sunset shows.
 */
export const SUN: Record<TimeOfDay, Vector3> = {
  day: new Vector3(0.6, 0.68, -0.42).normalize(),
  dusk: new Vector3(-0.75, 0.02, -0.66).normalize(),
};

const SKY_LOOK: Record<TimeOfDay, { turbidity: number; rayleigh: number; mie: number; clouds: number; saturation: number; ground: string }> = {
  day: { turbidity: 1, rayleigh: 3, mie: 0.002, clouds: 0.3, saturation: 1.9, ground: "#4c5a33" },
  dusk: { turbidity: 6, rayleigh: 2.6, mie: 0.008, clouds: 0.28, saturation: 1.2, ground: "#0d0f10" },
};

export function skyLight(renderer: WebGLRenderer, time: TimeOfDay, size: number): SkyLight {
  const look = SKY_LOOK[time];
  const scene = new Scene();
  const sky = new Sky();
  sky.scale.setScalar(1000);
  const uniforms = sky.material.uniforms;
  uniforms.turbidity!.value = look.turbidity;
  uniforms.rayleigh!.value = look.rayleigh;
  uniforms.mieCoefficient!.value = look.mie;
  uniforms.mieDirectionalG!.value = 0.8;
  uniforms.cloudCoverage!.value = look.clouds;
  uniforms.cloudElevation!.value = 0.6;
  uniforms.time!.value = 40;
  (uniforms.sunPosition!.value as Vector3).copy(SUN[time]).multiplyScalar(400_000);
  // The physical sky's haze reads as a white sky in a small picture: its colour is deepened.
  sky.material.fragmentShader = sky.material.fragmentShader.replace(
    "gl_FragColor = vec4( texColor, 1.0 );",
    `texColor = max(mix(vec3(dot(texColor, vec3(0.2126, 0.7152, 0.0722))), texColor, ${look.saturation.toFixed(2)}), 0.0);
    gl_FragColor = vec4( texColor, 1.0 );`,
  );
  // The ground below the horizon: a dark lower hemisphere the colour of lawn and shade.
  const ground = new Mesh(
    new SphereGeometry(500, 24, 12, 0, Math.PI * 2, Math.PI / 2 + 0.02, Math.PI / 2),
    new MeshBasicMaterial({ color: new Color(look.ground), side: BackSide }),
  );
  scene.add(sky, ground);

  const target = new WebGLCubeRenderTarget(size, { type: HalfFloatType });
  new CubeCamera(0.1, 2000, target).update(renderer, scene);
  const pmrem = new PMREMGenerator(renderer);
  const environment = pmrem.fromCubemap(target.texture).texture;
  pmrem.dispose();
  sky.geometry.dispose();
  sky.material.dispose();
  ground.geometry.dispose();
  ground.material.dispose();
  return { background: target.texture, environment, sun: SUN[time] };
}
