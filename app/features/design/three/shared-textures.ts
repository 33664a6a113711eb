import { LinearFilter, type Texture } from "three";
import type { SharedTextures } from "#app/features/design/three/pool-kit.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";
import { paintedSurface, QUICK_SIZE, type Surface, type SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { causticTexture, glowTexture, rippleNormals, streakTexture } from "#app/features/design/three/textures.ts";
import { waterUniforms } from "#app/features/design/three/water.ts";

/**
 * The textures every design shares in the render worker (../viewer.ts): the water's ripples and
 * caustics, falling water's streaks, halos, and each surface material's maps, painted on first
 * use and kept for the page's life.
 *
 * The first picture's are quick: painted small (./surfaces.ts, QUICK_SIZE; the ripples and
 * caustics too), for painting was most of the CPU the first frame waited for (issue 40, point 8). Once it is on screen the
 * viewer asks for them again at full size, one surface a task (`sharpen`), and puts them in the
 * quick ones' place in every material: the maps it settles on are the same, byte for byte.
 */

/** Texture filtering per tier: software WebGL takes every anisotropic sample in turn. */
const ANISOTROPY: Record<Tier, number> = { full: 4, light: 1 };
/** The water's maps in the first picture: an eighth of their size across. */
const QUICK_RIPPLES = 16;
const QUICK_CAUSTICS = 32;

/** A quick texture and the full-size one to put in its place. */
export type Swaps = Map<Texture, Texture>;

export interface WorkerTextures {
  shared: SharedTextures;
  /** Sets every surface map's filtering for `tier`. */
  filterFor(tier: Tier): void;
  /** Whether maps asked for now are the first picture's quick ones (the viewer turns it off once that is drawn). */
  quick: boolean;
  /** Paints one quick map set again at full size and returns what to swap, or null once every map is full size. */
  sharpen(): Swaps | null;
}

export function workerTextures(tier: Tier): WorkerTextures {
  const water = waterUniforms();
  const quickWater = { ripples: rippleNormals(QUICK_RIPPLES), caustics: causticTexture(QUICK_CAUSTICS) };
  quickWater.ripples.magFilter = quickWater.caustics.magFilter = LinearFilter;
  water.uRipples.value = quickWater.ripples;
  water.uCaustics.value = quickWater.caustics;
  const surfaces = new Map<SurfaceKind, Surface>();
  /** What is still quick: the water's maps, then each surface painted so, in the order asked for. */
  const blurred: Array<"water" | SurfaceKind> = ["water"];
  const paint = (kind: SurfaceKind, size?: number) => {
    const surface = paintedSurface(kind, size);
    for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) {
      map.repeat.set(1 / surface.feet, 1 / surface.feet);
      map.anisotropy = ANISOTROPY[shared.tier];
      // A quick map's texels are inches across: blended, not squares, where the view is close.
      if (size) map.magFilter = LinearFilter;
    }
    return surface;
  };
  const shared: SharedTextures = {
    tier,
    glow: glowTexture(),
    streaks: streakTexture(),
    water,
    surface: (kind: SurfaceKind) => {
      let surface = surfaces.get(kind);
      if (!surface) {
        surface = paint(kind, textures.quick ? QUICK_SIZE : undefined);
        if (textures.quick) blurred.push(kind);
        surfaces.set(kind, surface);
      }
      return surface;
    },
  };
  const textures: WorkerTextures = {
    shared,
    quick: true,
    filterFor(next) {
      for (const surface of surfaces.values()) {
        for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) {
          if (map.anisotropy === ANISOTROPY[next]) continue;
          map.anisotropy = ANISOTROPY[next];
          map.needsUpdate = true;
        }
      }
    },
    sharpen() {
      const next = blurred.shift();
      if (next === undefined) return null;
      if (next === "water") {
        // The water's shaders read these through the shared uniforms: set here, and no material holds them.
        water.uRipples.value = rippleNormals();
        water.uCaustics.value = causticTexture();
        return new Map([
          [quickWater.ripples, water.uRipples.value],
          [quickWater.caustics, water.uCaustics.value],
        ]);
      }
      const quick = surfaces.get(next)!;
      const full = paint(next);
      surfaces.set(next, full);
      return new Map([
        [quick.map, full.map],
        [quick.normalMap, full.normalMap],
        [quick.roughnessMap, full.roughnessMap],
      ]);
    },
  };
  return textures;
}
