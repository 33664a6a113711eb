import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import type { Design } from "#app/features/design/model.ts";
import { PerspectiveCamera, Spherical, Vector3 } from "three";
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
 * The camera the viewer frames for the design (./app/features/design/three/yard.ts's
 * openingView, 48° tall) — or, given `polar`, that camera turned up or down about its target to
 * `polar` radians from straight down, as a vertical drag that reaches the view's limit leaves it.
 */
export function viewCamera(design: Design, aspect: number, polar?: number): PerspectiveCamera {
  const layout = designLayout(design);
  const xs = layout.outline.map((p) => p.x);
  const ys = layout.outline.map((p) => p.y);
  const pool = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  const view = openingView(layout.deck, pool);
  const camera = new PerspectiveCamera(48, aspect, 0.5, 1200);
  camera.position.copy(view.eye);
  if (polar !== undefined) {
    const offset = new Spherical().setFromVector3(view.eye.clone().sub(view.target));
    camera.position.setFromSpherical(offset.set(offset.radius, polar, offset.theta)).add(view.target);
  }
  camera.lookAt(view.target);
  camera.updateMatrixWorld();
  return camera;
}

/**
 * Where a point of the scene (plan x, height, plan y, in feet) falls in the canvas's screenshot
 * at the design's opening view (or turned to `polar`, see viewCamera), so a test can read the
 * pixels of a step, the shelf or a fire bowl's foot.
 */
export function screenPoint(design: Design, pixels: { width: number; height: number }, point: [number, number, number], polar?: number): [number, number] {
  const projected = new Vector3(...point).project(viewCamera(design, pixels.width / pixels.height, polar));
  return [((projected.x + 1) / 2) * pixels.width, ((1 - projected.y) / 2) * pixels.height];
}

/**
 * Turns the view up or down to its limit with a vertical drag over the canvas (a drag of the
 * view's height turns it by more than a whole turn, so it stops at the limit), and returns its
 * pixels once the turn has come to rest and its frames stopped changing.
 */
export async function turnToLimit(page: Page, direction: "low" | "high"): Promise<Pixels> {
  const box = (await page.locator("[data-design-3d-canvas] canvas").boundingBox())!;
  const x = box.x + box.width / 2;
  const [from, to] = direction === "low" ? [0.85, 0.15] : [0.15, 0.85];
  const before = await canvasPixels(page);
  await page.mouse.move(x, box.y + box.height * from);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x, box.y + box.height * (from + ((to - from) * step) / 10));
  await page.mouse.up();
  // Software WebGL draws a frame in a second or so: first the view moves, then it rests.
  let last = before;
  let moved = false;
  for (;;) {
    const next = await canvasPixels(page);
    moved ||= difference(before, next) > 1;
    if (moved && difference(last, next) < 0.5) return next;
    last = next;
  }
}

/** Mean difference in luminance between two pictures of one size, on a grid of every eighth pixel. */
function difference(a: Pixels, b: Pixels): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y += 8) {
    for (let x = 0; x < a.width; x += 8) {
      sum += Math.abs(luminance(a.at(x, y)) - luminance(b.at(x, y)));
      count++;
    }
  }
  return sum / count;
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
