import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { designLayout } from "#app/features/design/geometry.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { SUN } from "#app/features/design/three/environment.ts";
import { browserAvailable, newPage, waitForIslands } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";
import { canvasPixels, controlsShare, luminance, mean, openDesign, type Pixels, rendered, screenPoint } from "#tests/support/design-view.ts";

/**
 * Issue 40: the live view as a picture, not a game — steps and sun shelf read through the water
 * by day, a fire bowl stands on the deck (a contact shadow at its foot), the phone's controls
 * leave the picture to the picture, and "Save a picture" is print-sized on a phone. Headless
 * Chromium draws WebGL in software (the light tier); pixels are read from screenshots, at points
 * of the scene projected with the viewer's own opening view (tests/support/design-view.ts).
 */

const baseUrl = inject("baseUrl");
const poolWithShelf: Design = { ...defaultDesign, shape: "rectangle", length: 32, width: 16, deck: "travertine", shelf: "medium", fireBowls: 2 };
const WATER_LEVEL = -0.5;

/** Luminance along the pool's long axis, through the shelf and the steps, sampled every 0.1 ft at the water's surface. */
function treadProfile(design: Design, pixels: Pixels): number[] {
  const { steps } = designLayout(design);
  const y = steps.y + steps.height / 2;
  const values: number[] = [];
  for (let x = 2; x < steps.x + steps.width + 2; x += 0.1) {
    const [px, py] = screenPoint(design, pixels, [x, WATER_LEVEL, y]);
    values.push(luminance(mean(pixels, px, py, 1)));
  }
  return values;
}

/** Edges along a profile: places where the luminance falls or rises by more than `step` within three samples (0.3 ft). */
function edges(values: number[], step: number): number {
  let count = 0;
  let last = -10;
  for (let i = 3; i < values.length; i++) {
    if (Math.abs(values[i]! - values[i - 3]!) > step && i - last > 4) {
      count++;
      last = i;
    }
  }
  return count;
}

describe.runIf(browserAvailable())("/design 3-D view by day: water, grounding, controls, stills", () => {
  const run = sharedBrowser();

  it("shows the sun shelf's and each step's edge through the water, and a contact shadow at a fire bowl's foot", async () => {
    const page = await newPage(run.browser, "desktop", { reducedMotion: "reduce" });
    await openDesign(page, baseUrl, poolWithShelf);
    const pixels = await canvasPixels(page);
    // The shelf's edge and three treads' edges: dark tile bands across the light finish (measured
    // on the view before issue 40: a profile flat within 3 levels over the shelf, no edge).
    const profile = treadProfile(poolWithShelf, pixels);
    expect(edges(profile, 14), `luminance along the steps: ${profile.map(Math.round).join(" ")}`).toBeGreaterThanOrEqual(3);

    // A fire bowl's foot, on its side along the deck towards the sun (+x: its own shadow falls the
    // other way): the deck a foot and a quarter from its centre is darker than the deck four and a
    // half feet out (measured on the view before issue 40: 0.93).
    expect(SUN.day.x).toBeGreaterThan(0);
    const bowl = designLayout(poolWithShelf).fireBowls[0]!;
    const at = (distance: number) => mean(pixels, ...screenPoint(poolWithShelf, pixels, [bowl.x + distance, 0, bowl.y]), 2);
    const foot = luminance(at(1.25));
    const open = luminance(at(4.5));
    expect(foot / open, `deck at the bowl's foot ${Math.round(foot)}, in the open ${Math.round(open)}`).toBeLessThan(0.85);
    await page.context().close();
  }, 240_000);

  for (const [language, path, save] of [
    ["English", "/design", "Save a picture"],
    ["Spanish", "/es/disena-tu-alberca", "Guardar una imagen"],
  ] as const) {
    it(`keeps the phone's view controls to at most 10 % of the view (${language}), named for screen readers`, async () => {
      const page = await newPage(run.browser, "mobile", { reducedMotion: "reduce" });
      await page.goto(`${baseUrl}${path}?${designQuery(poolWithShelf)}`);
      await waitForIslands(page);
      await expect.poll(() => rendered(page), { timeout: 120_000 }).toBeGreaterThan(0);
      const share = await controlsShare(page);
      expect(share, "share of the view under its controls").toBeLessThanOrEqual(0.1);
      await expect(page.getByRole("button", { name: save }).isVisible()).resolves.toBe(true);
      await page.context().close();
    }, 240_000);
  }

  it("saves a picture at least 1600 px wide from a 375 px phone", async () => {
    const page = await newPage(run.browser, "mobile", { reducedMotion: "reduce", acceptDownloads: true });
    await openDesign(page, baseUrl, poolWithShelf);
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 180_000 }),
      page.getByRole("button", { name: "Save a picture" }).click(),
    ]);
    const meta = await sharp(readFileSync((await download.path())!)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width, `picture ${meta.width} × ${meta.height}`).toBeGreaterThanOrEqual(1600);
    await page.context().close();
  }, 300_000);
});
