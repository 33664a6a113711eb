import type { Lights } from "#app/features/design/three/lighting.ts";
import type { SharedTextures } from "#app/features/design/three/pool-kit.ts";
import type { ViewState } from "#app/features/design/three/view-state.ts";

/**
 * The view's moving parts at a frame's time (./frame-loop.ts moves them only while the water may
 * move): the water's ripples and caustics, falling water's streaks, and each fire bowl's flame
 * and light, flickering out of step with the others.
 */
export function animate(now: number, { water, streaks }: SharedTextures, lights: Lights, { model, current }: ViewState): void {
  const seconds = now / 1000;
  water.uTime.value = seconds;
  streaks.offset.y = seconds * 0.9;
  if (!model) return;
  model.flames.forEach((flame, i) => {
    const flicker = 0.85 + 0.15 * Math.sin(seconds * 11 + i * 2.1) * Math.sin(seconds * 7.3 + i);
    flame.scale.set(1, flicker * (current.time === "dusk" ? 1.2 : 0.8), 1);
    const light = lights.fires[i];
    if (light && light.intensity > 0) light.intensity = 40 * flicker;
  });
}
