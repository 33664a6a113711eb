import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import type { Design } from "#app/features/design/model.ts";
import { PerspectiveCamera, Vector3 } from "three";
import { designLayout } from "#app/features/design/geometry.ts";
import { designQuery } from "#app/features/design/query.ts";
import { openingView } from "#app/features/design/three/yard.ts";
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

/**
 * Where a point of the scene (plan x, height, plan y, in feet) falls in the canvas's screenshot
 * at the design's opening view: the camera the viewer frames (./app/features/design/three/yard.ts's
 * openingView, 48° tall), so a test can read the pixels of a step, the shelf or a fire bowl's foot.
 */
export function screenPoint(design: Design, pixels: { width: number; height: number }, point: [number, number, number]): [number, number] {
  const layout = designLayout(design);
  const xs = layout.outline.map((p) => p.x);
  const ys = layout.outline.map((p) => p.y);
  const pool = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  const view = openingView(layout.deck, pool);
  const camera = new PerspectiveCamera(48, pixels.width / pixels.height, 0.5, 1200);
  camera.position.copy(view.eye);
  camera.lookAt(view.target);
  camera.updateMatrixWorld();
  const projected = new Vector3(...point).project(camera);
  return [((projected.x + 1) / 2) * pixels.width, ((1 - projected.y) / 2) * pixels.height];
}

/** The controls over the view (its Day/Dusk group and its buttons' bar): their area as a share of the view's. */
export async function controlsShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const host = document.querySelector("[data-design-3d-canvas]")!;
    const view = host.getBoundingClientRect();
    let area = 0;
    for (const group of host.parentElement!.querySelectorAll(":scope > div:has(button)")) {
      const box = group.getBoundingClientRect();
      const width = Math.max(0, Math.min(box.right, view.right) - Math.max(box.left, view.left));
      const height = Math.max(0, Math.min(box.bottom, view.bottom) - Math.max(box.top, view.top));
      area += width * height;
    }
    return area / (view.width * view.height);
  });
}
