import type { SharedTextures } from "#app/features/design/three/build-pool.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";
import { paintedSurface, type Surface, type SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { causticTexture, glowTexture, rippleNormals, streakTexture } from "#app/features/design/three/textures.ts";
import { waterUniforms } from "#app/features/design/three/water.ts";

/**
 * The textures every design shares in the render worker (../viewer.ts): the water's ripples and
 * caustics, falling water's streaks, halos, and each surface material's maps, painted on first
 * use and kept for the page's life.
 */

/** Texture filtering per tier: software WebGL takes every anisotropic sample in turn. */
const ANISOTROPY: Record<Tier, number> = { full: 4, light: 1 };

export interface WorkerTextures {
  shared: SharedTextures;
  /** Sets every surface map's filtering for `tier`. */
  filterFor(tier: Tier): void;
}

export function workerTextures(tier: Tier): WorkerTextures {
  const water = waterUniforms();
  water.uRipples.value = rippleNormals();
  water.uCaustics.value = causticTexture();
  const surfaces = new Map<SurfaceKind, Surface>();
  const shared: SharedTextures = {
    tier,
    glow: glowTexture(),
    streaks: streakTexture(),
    water,
    surface: (kind: SurfaceKind) => {
      let surface = surfaces.get(kind);
      if (!surface) {
        surface = paintedSurface(kind);
        for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) {
          map.repeat.set(1 / surface.feet, 1 / surface.feet);
          map.anisotropy = ANISOTROPY[shared.tier];
        }
        surfaces.set(kind, surface);
      }
      return surface;
    },
  };
  return {
    shared,
    filterFor(next) {
      for (const surface of surfaces.values()) {
        for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) {
          if (map.anisotropy === ANISOTROPY[next]) continue;
          map.anisotropy = ANISOTROPY[next];
          map.needsUpdate = true;
        }
      }
    },
  };
}
