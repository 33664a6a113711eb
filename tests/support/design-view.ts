import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import type { Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { waitForIslands } from "#tests/support/browser.ts";

/**
 * The `/design` 3-D view as a test sees it: the revision its canvas last drew (see
 * app/features/design/three/viewer.ts) and its pixels, read back from the screen (a canvas
 * handed to the render worker cannot be read with `toDataURL`).
 */

export async function rendered(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered") ?? 0));
}

export async function openDesign(page: Page, baseUrl: string, design: Design): Promise<void> {
  await page.goto(`${baseUrl}/design?${designQuery(design)}`);
  await waitForIslands(page);
  await expect.poll(() => rendered(page), { timeout: 60_000 }).toBeGreaterThan(0);
}

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

/** What the canvas shows, as composited on screen (no preserveDrawingBuffer needed). */
export async function canvasPixels(page: Page): Promise<Pixels> {
  const png = await page.locator("[data-design-3d-canvas] canvas").screenshot({ timeout: 60_000 });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const offset = (Math.round(y) * info.width + Math.round(x)) * 3;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    },
  };
}

/** Mean colour of a small square around a point. */
export function mean(pixels: Pixels, x: number, y: number, radius = 4): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      pixels.at(x + dx, y + dy).forEach((value, i) => (sum[i]! += value));
      count++;
    }
  }
  return sum.map((value) => value / count) as [number, number, number];
}

export const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** Hue in degrees (0–360) of an sRGB colour. */
export function hue([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
