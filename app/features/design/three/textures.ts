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

function dataTexture(data: Uint8Array, size: number, colour: boolean): DataTexture {
  const texture = new DataTexture(data, size, size);
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
  const lattice = Float32Array.from({ length: period * period }, () => rand());
  const at = (x: number, y: number) => lattice[(((y % period) + period) % period) * period + (((x % period) + period) % period)]!;
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const x = u * period;
    const y = v * period;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const sx = smooth(x - x0);
    const sy = smooth(y - y0);
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
}

/** Fractal noise: octaves of tileable value noise from `period` cells up, in about [0, 1]. */
export function fractal(seed: number, period: number, octaves = 4): (u: number, v: number) => number {
  const layers = Array.from({ length: octaves }, (_, i) => noise(seed + i * 101, period * 2 ** i));
  return (u, v) => {
    let sum = 0;
    let weight = 0;
    layers.forEach((layer, i) => {
      const w = 0.5 ** i;
      sum += layer(u, v) * w;
      weight += w;
    });
    return sum / weight;
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

/** Paints a tile texel by texel (u, v in [0, 1)) into colour, normal and roughness maps. */
export function paintSurface(size: number, relief: number, paint: (u: number, v: number) => Texel): SurfaceMaps {
  const colour = new Uint8Array(size * size * 4);
  const rough = new Uint8Array(size * size * 4);
  const height = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const texel = paint(x / size, y / size);
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
