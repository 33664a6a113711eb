import {
  CanvasTexture,
  DataTexture,
  LinearMipmapLinearFilter,
  RepeatWrapping,
  SRGBColorSpace,
  type Texture,
} from "three";
import type { Deck } from "#app/features/design/model.ts";
import { deckLook } from "#app/features/design/three/palette.ts";
import { seeded } from "#app/features/design/three/solids.ts";

/**
 * Textures drawn in the browser, none downloaded: the water's ripples, the deck's pavers and
 * the fire bowls' halo. Each is made once per page and shared by every design (see ./viewer.ts).
 */

/** A tileable normal map of small ripples: sums of waves with whole periods over the tile. */
export function rippleNormals(size = 128): DataTexture {
  const waves = [
    [3, 1, 0.0],
    [-2, 3, 1.7],
    [5, -2, 0.9],
    [1, 6, 2.4],
    [7, 4, 4.1],
  ] as const;
  const height = (u: number, v: number) =>
    waves.reduce((sum, [a, b, phase], i) => sum + Math.sin(2 * Math.PI * (a * u + b * v) + phase) / (i + 2), 0);
  const data = new Uint8Array(size * size * 4);
  const step = 1 / size;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const u = i * step;
      const v = j * step;
      const dx = (height(u + step, v) - height(u - step, v)) * 0.6;
      const dy = (height(u, v + step) - height(u, v - step)) * 0.6;
      const len = Math.hypot(dx, dy, 1);
      const o = (j * size + i) * 4;
      data[o] = ((-dx / len) * 0.5 + 0.5) * 255;
      data[o + 1] = ((-dy / len) * 0.5 + 0.5) * 255;
      data[o + 2] = ((1 / len) * 0.5 + 0.5) * 255;
      data[o + 3] = 255;
    }
  }
  const texture = new DataTexture(data, size, size);
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}

// OffscreenCanvas: the textures are drawn in the render worker, which has no document.
function canvas(width: number, height: number): [OffscreenCanvas, OffscreenCanvasRenderingContext2D] {
  const element = new OffscreenCanvas(width, height);
  return [element, element.getContext("2d")!];
}

/** One tile of deck, `paver` feet per texture repeat: pavers with joints and a little colour noise. */
export function deckTexture(deck: Deck): Texture {
  const look = deckLook(deck);
  const [element, g] = canvas(256, 256);
  const rand = seeded(deck.length * 7919);
  g.fillStyle = `#${look.joint.getHexString()}`;
  g.fillRect(0, 0, 256, 256);
  const [w, h] = look.paver;
  // Four pavers of each direction per tile, offset every other row like a running bond.
  const cols = 4;
  const rows = Math.round((4 * w) / h);
  const cw = 256 / cols;
  const rh = 256 / rows;
  const joint = deck === "broom-concrete" ? 1 : 3;
  for (let r = 0; r < rows; r++) {
    for (let c = -1; c < cols; c++) {
      const x = c * cw + (r % 2 && deck !== "broom-concrete" ? cw / 2 : 0);
      g.fillStyle = `#${look.colour.clone().multiplyScalar(0.92 + rand() * 0.14).getHexString()}`;
      g.fillRect(x + joint / 2, r * rh + joint / 2, cw - joint, rh - joint);
    }
  }
  // Fine grain: broom lines, stone pores.
  for (let i = 0; i < 900; i++) {
    g.fillStyle = `rgba(${rand() < 0.5 ? "0,0,0" : "255,255,255"},${0.04 + rand() * 0.05})`;
    g.fillRect(rand() * 256, rand() * 256, deck === "broom-concrete" ? 18 : 2, 1.5);
  }
  const texture = new CanvasTexture(element);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.repeat.set(1 / (w * cols), 1 / (h * rows));
  texture.anisotropy = 4;
  return texture;
}

/** A radial fade from white to clear, for halos of light. */
export function glowTexture(): Texture {
  const [element, g] = canvas(64, 64);
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
