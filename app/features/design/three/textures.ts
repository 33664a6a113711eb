import {
  CanvasTexture,
  DataTexture,
  LinearMipmapLinearFilter,
  NoColorSpace,
  RepeatWrapping,
  SRGBColorSpace,
  type Texture,
} from "three";
import { seeded } from "#app/features/design/three/solids.ts";

/**
 * Textures computed in the render worker, none downloaded: the water's ripples and caustics,
 * the halo of firelight, and a set of maps (colour, relief as a normal map, roughness) for
 * every surface material (./surfaces.ts says what each looks like). Each is made on first use
 * and kept for the page's life, shared by every design.
 */

function dataTexture(data: Uint8Array, size: number, colour: boolean, height = size): DataTexture {
  const texture = new DataTexture(data, size, height);
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.anisotropy = 4;
  texture.colorSpace = colour ? SRGBColorSpace : NoColorSpace;
  texture.needsUpdate = true;
  return texture;
}

/** Packs a height field (tileable, `size`²) into a normal map; `strength` scales the slopes. */
function normalsFrom(height: Float32Array, size: number, strength: number): Uint8Array {
  const data = new Uint8Array(size * size * 4);
  const at = (x: number, y: number) => height[((y + size) % size) * size + ((x + size) % size)]!;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (at(x + 1, y) - at(x - 1, y)) * strength;
      const dy = (at(x, y + 1) - at(x, y - 1)) * strength;
      const len = Math.hypot(dx, dy, 1);
      const o = (y * size + x) * 4;
      data[o] = ((-dx / len) * 0.5 + 0.5) * 255;
      data[o + 1] = ((dy / len) * 0.5 + 0.5) * 255;
      data[o + 2] = ((1 / len) * 0.5 + 0.5) * 255;
      data[o + 3] = 255;
    }
  }
  return data;
}

/** A tileable normal map of small ripples: sums of waves with whole periods over the tile. */
export function rippleNormals(size = 128): DataTexture {
  const waves = [
    [3, 1, 0.0],
    [-2, 3, 1.7],
    [5, -2, 0.9],
    [1, 6, 2.4],
    [7, 4, 4.1],
    [-9, 5, 0.3],
    [4, 11, 5.2],
  ] as const;
  const height = new Float32Array(size * size);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const u = i / size;
      const v = j / size;
      height[j * size + i] = waves.reduce((sum, [a, b, phase], k) => sum + Math.sin(2 * Math.PI * (a * u + b * v) + phase) / (k + 2), 0);
    }
  }
  return dataTexture(normalsFrom(height, size, 2.2), size, false);
}

/** Tileable value noise with `period` cells across the tile, in [0, 1]. */
export function noise(seed: number, period: number): (u: number, v: number) => number {
  const rand = seeded(seed);
  // Filled by a plain loop: `Float32Array.from` over an array-like maps each of up to 16,384
  // values through the iteration protocol, several milliseconds a surface before it is optimised.
  const lattice = new Float32Array(period * period);
  for (let i = 0; i < lattice.length; i++) lattice[i] = rand();
  // Written out (one wrap per axis, no helper closures): every surface's texels call it several
  // times each, and it is most of the CPU the first frame waits for (issue 40, point 8).
  return (u, v) => {
    const x = u * period;
    const y = v * period;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const tx = x - x0;
    const ty = y - y0;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    // Integer remainders (the cells are small integers): a float remainder costs more than the rest.
    let i0 = (x0 | 0) % period;
    if (i0 < 0) i0 += period;
    let j0 = (y0 | 0) % period;
    if (j0 < 0) j0 += period;
    const i1 = i0 + 1 === period ? 0 : i0 + 1;
    const row0 = j0 * period;
    const row1 = row0 + period === period * period ? 0 : row0 + period;
    const a = lattice[row0 + i0]!;
    const c = lattice[row1 + i0]!;
    const top = a + (lattice[row0 + i1]! - a) * sx;
    const bottom = c + (lattice[row1 + i1]! - c) * sx;
    return top + (bottom - top) * sy;
  };
}

/** Fractal noise: octaves of tileable value noise from `period` cells up, in about [0, 1]. */
export function fractal(seed: number, period: number, octaves = 4): (u: number, v: number) => number {
  const layers = Array.from({ length: octaves }, (_, i) => noise(seed + i * 101, period * 2 ** i));
  const weights = layers.map((_, i) => 0.5 ** i);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return (u, v) => {
    let sum = 0;
    for (let i = 0; i < layers.length; i++) sum += layers[i]!(u, v) * weights[i]!;
    return sum / total;
  };
}

/**
 * Caustics: the bright web sunlight focused by ripples throws on a pool's floor, as the edges
 * of a tileable Voronoi pattern (where the nearest two cell points are equally near). The
 * water shader scrolls two copies of it across each other, which makes the web move.
 */
export function causticTexture(size = 256, cells = 7): DataTexture {
  const rand = seeded(4242);
  const points = Array.from({ length: cells * cells }, (_, i) => ({ x: (i % cells) + 0.15 + rand() * 0.7, y: Math.floor(i / cells) + 0.15 + rand() * 0.7 }));
  const data = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = (i / size) * cells;
      const y = (j / size) * cells;
      let first = Infinity;
      let second = Infinity;
      const cx = Math.floor(x);
      const cy = Math.floor(y);
      for (let oy = -1; oy <= 1; oy++) {
        for (let ox = -1; ox <= 1; ox++) {
          const gx = cx + ox;
          const gy = cy + oy;
          const p = points[((gy + cells) % cells) * cells + ((gx + cells) % cells)]!;
          const d = Math.hypot(p.x + (gx - ((gx + cells) % cells)) - x, p.y + (gy - ((gy + cells) % cells)) - y);
          if (d < first) [first, second] = [d, first];
          else if (d < second) second = d;
        }
      }
      const edge = Math.max(0, 1 - (second - first) / 0.22);
      const o = (j * size + i) * 4;
      data[o] = data[o + 1] = data[o + 2] = edge ** 2.2 * 255;
      data[o + 3] = 255;
    }
  }
  return dataTexture(data, size, false);
}

/** Falling water's alpha: vertical streaks, denser and brighter in places, tiling down the sheet. */
export function streakTexture(size = 64): DataTexture {
  const streaks = noise(91, 16);
  const breaks = noise(93, 8);
  const data = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const u = i / size;
      const v = j / size;
      const alpha = 0.45 + 0.55 * streaks(u, v * 0.125) * (0.6 + 0.4 * breaks(u * 0.5, v));
      const o = (j * size + i) * 4;
      data[o] = data[o + 1] = data[o + 2] = alpha * 255;
      data[o + 3] = 255;
    }
  }
  const texture = dataTexture(data, size, false);
  texture.repeat.set(1, 0.5);
  return texture;
}

/** What one texel of a surface is: its colour (sRGB, 0–1), relative height and roughness. */
export interface Texel {
  r: number;
  g: number;
  b: number;
  height: number;
  rough: number;
}

export interface SurfaceMaps {
  map: Texture;
  normalMap: Texture;
  roughnessMap: Texture;
}

/**
 * Paints a tile texel by texel (u, v in [0, 1)) into colour, normal and roughness maps, each
 * texel from the tile at its corner, or at its `centre` (a small map: a joint or a mortar line
 * at the tile's edge would otherwise fill a whole row of texels inches wide).
 */
export function paintSurface(size: number, relief: number, paint: (u: number, v: number) => Texel, centre = false): SurfaceMaps {
  const colour = new Uint8Array(size * size * 4);
  const rough = new Uint8Array(size * size * 4);
  const height = new Float32Array(size * size);
  const offset = centre ? 0.5 : 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const texel = paint((x + offset) / size, (y + offset) / size);
      const i = y * size + x;
      colour[i * 4] = Math.min(255, Math.max(0, texel.r * 255));
      colour[i * 4 + 1] = Math.min(255, Math.max(0, texel.g * 255));
      colour[i * 4 + 2] = Math.min(255, Math.max(0, texel.b * 255));
      colour[i * 4 + 3] = 255;
      // Roughness is read from the green channel.
      rough[i * 4 + 1] = Math.min(255, Math.max(0, texel.rough * 255));
      rough[i * 4 + 3] = 255;
      height[i] = texel.height;
    }
  }
  return {
    map: dataTexture(colour, size, true),
    normalMap: dataTexture(normalsFrom(height, size, relief), size, false),
    roughnessMap: dataTexture(rough, size, false),
  };
}

/** A radial fade from white to clear, for halos of light. */
export function glowTexture(): Texture {
  const element = new OffscreenCanvas(64, 64);
  const g = element.getContext("2d")!;
  const gradient = g.createRadialGradient(32, 32, 0, 32, 32, 32);
  gradient.addColorStop(0, "rgba(255,255,255,0.9)");
  gradient.addColorStop(0.4, "rgba(255,255,255,0.35)");
  gradient.addColorStop(1, "rgba(255,255,255,0)");
  g.fillStyle = gradient;
  g.fillRect(0, 0, 64, 64);
  const texture = new CanvasTexture(element);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** The leaf cards' kinds (./planting.ts): which plant's sprig a card shows. */
export type Foliage = "oak" | "myrtle" | "shrub" | "tropical";

/**
 * A leaf card: a sprig of leaves (twigs, then leaves over them, each its own green, lighter
 * towards the tip, a darker midrib) on a clear ground, square, `size` texels. The planting's
 * materials alpha-test it, so the gaps between leaves are holes the sky shows through. Clear
 * texels keep the nearest leaf's colour, so the smaller mipmaps fade to leaf, not to black.
 * Drawn texel by texel in the render worker: no photograph, nothing downloaded.
 */
export function foliageTexture(kind: Foliage, size = 128): DataTexture {
  const rand = seeded({ oak: 301, myrtle: 302, shrub: 303, tropical: 304 }[kind]);
  const data = new Uint8Array(size * size * 4);
  // Start from the card's mean leaf colour, fully clear.
  const mean = { oak: [76, 112, 48], myrtle: [90, 132, 58], shrub: [84, 128, 52], tropical: [86, 150, 56] }[kind];
  for (let i = 0; i < size * size; i++) data.set([mean[0]!, mean[1]!, mean[2]!, 0], i * 4);
  const put = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= size || y >= size) return;
    data.set([Math.min(255, r), Math.min(255, g), Math.min(255, b), 255], (Math.floor(y) * size + Math.floor(x)) * 4);
  };
  const twig = (x0: number, y0: number, x1: number, y1: number, width: number) => {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * size);
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const w = width * (1 - t * 0.6) * size;
      for (let o = -w; o <= w; o += 0.5) put((x0 + (x1 - x0) * t) * size + o, (y0 + (y1 - y0) * t) * size, 74, 58, 44);
    }
  };
  /** A leaf from (x, y) (card units) pointing `angle`, `length` long, `width` wide, in `colour`. */
  const leaf = (x: number, y: number, angle: number, length: number, width: number, colour: readonly number[]) => {
    const cx = x + (Math.cos(angle) * length) / 2;
    const cy = y + (Math.sin(angle) * length) / 2;
    const reach = (length / 2 + width) * size;
    const tone = 0.82 + rand() * 0.3;
    for (let py = Math.floor(cy * size - reach); py <= cy * size + reach; py++) {
      for (let px = Math.floor(cx * size - reach); px <= cx * size + reach; px++) {
        const dx = px / size - cx;
        const dy = py / size - cy;
        const along = (dx * Math.cos(angle) + dy * Math.sin(angle)) / length;
        const across = (-dx * Math.sin(angle) + dy * Math.cos(angle)) / (width / 2);
        if (Math.abs(along) > 0.5) continue;
        const half = Math.sin(Math.PI * (along + 0.5)) ** 0.75;
        if (Math.abs(across) > half) continue;
        // Lighter to the tip and along one half (the light catches one side of the midrib).
        const shade = tone * (0.85 + along * 0.3) * (across > 0 ? 1.06 : 0.94) * (Math.abs(across) < 0.09 ? 0.8 : 1);
        put(px, py, colour[0]! * shade, colour[1]! * shade, colour[2]! * shade);
      }
    }
  };
  const greens = {
    oak: [[70, 108, 46], [84, 122, 52], [62, 98, 44], [96, 128, 56]],
    myrtle: [[86, 130, 56], [100, 142, 62], [76, 118, 50]],
    shrub: [[76, 124, 50], [92, 138, 56], [66, 110, 46], [108, 144, 58]],
    tropical: [[80, 146, 52], [98, 164, 62], [70, 130, 46]],
  }[kind];
  const green = () => greens[Math.floor(rand() * greens.length)]!;
  if (kind === "tropical") {
    // Four to five broad leaves (elephant ear, banana, bird of paradise) rising from the base.
    for (let i = 0; i < 5; i++) {
      const angle = -Math.PI / 2 + (i - 2) * 0.42 + (rand() - 0.5) * 0.2;
      const length = 0.42 + rand() * 0.12;
      const x = 0.5 + (i - 2) * 0.02;
      twig(x, 0.98, x + Math.cos(angle) * 0.18, 0.98 + Math.sin(angle) * 0.18, 0.006);
      leaf(x + Math.cos(angle) * 0.18, 0.98 + Math.sin(angle) * 0.18, angle, length, length * 0.48, green());
    }
  } else {
    // Twigs from the card's foot, forking, with leaves along them.
    const count = { oak: 7, myrtle: 6, shrub: 9 }[kind];
    const leafLength = { oak: 0.085, myrtle: 0.075, shrub: 0.07 }[kind];
    for (let i = 0; i < count; i++) {
      const angle = -Math.PI / 2 + (rand() - 0.5) * 2.2;
      const reach = 0.3 + rand() * 0.18;
      const x0 = 0.5 + (rand() - 0.5) * 0.1;
      const y0 = 0.95;
      const x1 = x0 + Math.cos(angle) * reach;
      const y1 = y0 + Math.sin(angle) * reach * 1.5;
      twig(x0, y0, x1, y1, 0.005);
      const leaves = kind === "shrub" ? 24 : 12;
      for (let j = 0; j < leaves; j++) {
        const t = 0.25 + (j / leaves) * 0.75;
        const side = j % 2 ? 1 : -1;
        const a = angle + side * (0.6 + rand() * 0.5);
        leaf(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, a, leafLength * (0.8 + rand() * 0.4), leafLength * (kind === "oak" ? 0.45 : 0.5), green());
      }
      leaf(x1, y1, angle, leafLength, leafLength * 0.45, green());
    }
    if (kind === "myrtle") {
      // Crape myrtle's panicles: crinkled pink flowers in cones at the twigs' ends.
      for (let i = 0; i < 10; i++) {
        const x = 0.2 + rand() * 0.6;
        const y = 0.12 + rand() * 0.35;
        for (let j = 0; j < 26; j++) {
          const r = 0.008 + rand() * 0.012;
          const fx = x + (rand() - 0.5) * 0.09;
          const fy = y + (rand() - 0.5) * 0.12;
          const tone = 0.8 + rand() * 0.3;
          for (let py = -r; py <= r; py += 1 / size) for (let px = -r; px <= r; px += 1 / size) if (px * px + py * py < r * r) put((fx + px) * size, (fy + py) * size, 214 * tone, 92 * tone, 142 * tone);
        }
      }
    }
  }
  const texture = dataTexture(data, size, true);
  return texture;
}

/**
 * Bark, square and tileable: grey-brown ridges and furrows running up the trunk (u around, v
 * up), broken every so often, as live oak's and water oak's bark is. Colour only; a plant's
 * own tint (instance colour) makes it crape myrtle's tan or a palm's grey.
 */
export function barkTexture(size = 64): DataTexture {
  const ridges = noise(511, 8);
  const breaks = fractal(517, 4, 3);
  const data = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const u = i / size;
      const v = j / size;
      const ridge = ridges(u + breaks(u, v) * 0.15, v);
      const furrow = Math.abs(Math.sin((u * 6 + breaks(u, v) * 0.8) * Math.PI)) ** 0.5;
      const shade = 0.55 + 0.45 * furrow * (0.7 + 0.3 * ridge);
      data.set([150 * shade, 132 * shade, 112 * shade, 255], (j * size + i) * 4);
    }
  }
  return dataTexture(data, size, true);
}

/**
 * A leaf card's shadow: its alpha widened (a box blur `radius` texels wide, thresholded low), so
 * a crown's shadow is dappled shade with holes between sprigs, not a speckle of single leaves
 * the sun's shadow map cannot resolve.
 */
export function shadowOf(texture: DataTexture, radius = 3): DataTexture {
  const size = texture.image.width;
  const source = texture.image.data as Uint8Array;
  const alpha = new Float32Array(size * size);
  const blurred = new Float32Array(size * size);
  for (let i = 0; i < size * size; i++) alpha[i] = source[i * 4 + 3]! / 255;
  // Separable box blur, rows then columns, clamped at the card's edges.
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let sum = 0;
      for (let o = -radius; o <= radius; o++) sum += alpha[y * size + Math.min(size - 1, Math.max(0, x + o))]!;
      blurred[y * size + x] = sum / (radius * 2 + 1);
    }
  }
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let sum = 0;
      for (let o = -radius; o <= radius; o++) sum += blurred[Math.min(size - 1, Math.max(0, y + o)) * size + x]!;
      // The alpha map is read from green.
      const covered = sum / (radius * 2 + 1) > 0.3 || alpha[y * size + x]! > 0.5 ? 255 : 0;
      data.set([covered, covered, covered, 255], (y * size + x) * 4);
    }
  }
  return dataTexture(data, size, false);
}
