import { describe, expect, inject, it } from "vitest";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { browserAvailable, newPage, watchPageProblems } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";
import { canvasPixels, luminance, openDesign, type Pixels, rendered } from "#tests/support/design-view.ts";

/**
 * The 3-D view's yard (issue 40, points 1 and 6), in headless Chromium's software WebGL (the
 * light tier), read back from the screen: trees whose crowns are leaves with sky between them
 * (alpha-tested leaf cards), not solid balls; and "Your yard", whose choices go into the
 * design's URL and change the picture where the house and the fence are.
 */

const baseUrl = inject("baseUrl");
const pool: Design = { ...defaultDesign, shape: "rectangle", length: 32, width: 16, deck: "travertine", deckArea: 900 };

/** Sky: blue over red, bright (the pale sky near the horizon included); no leaf, trunk, fence or roof is. */
const isSky = ([r, g, b]: [number, number, number]) => b > r + 8 && b + 4 >= g && luminance([r, g, b]) > 140;

/**
 * Sky seen through the planting: sky pixels in the top of the picture that no path of sky
 * pixels joins to the open sky above the trees (the picture's top edge). A crown of solid
 * leaf clusters leaves almost none; one of leaf cards with gaps between sprigs, many.
 */
function skyThroughLeaves(pixels: Pixels, bottom: number): { holes: number; pixels: number; foliage: number } {
  const width = pixels.width;
  const sky = new Uint8Array(width * bottom);
  let foliage = 0;
  for (let y = 0; y < bottom; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = pixels.at(x, y);
      sky[y * width + x] = isSky(rgb) ? 1 : 0;
      if (!sky[y * width + x] && rgb[1] >= rgb[2] && luminance(rgb) < 150) foliage++;
    }
  }
  // Flood the open sky from the top edge.
  const open = new Uint8Array(width * bottom);
  const queue: number[] = [];
  for (let x = 0; x < width; x++) {
    if (!sky[x]) continue;
    open[x] = 1;
    queue.push(x);
  }
  while (queue.length) {
    const i = queue.pop()!;
    const x = i % width;
    for (const j of [i - 1, i + 1, i - width, i + width]) {
      if (j < 0 || j >= width * bottom || (j === i - 1 && x === 0) || (j === i + 1 && x === width - 1)) continue;
      if (!sky[j] || open[j]) continue;
      open[j] = 1;
      queue.push(j);
    }
  }
  // Count the enclosed patches of sky (4-connected) and their pixels.
  const seen = new Uint8Array(width * bottom);
  let holes = 0;
  let count = 0;
  for (let i = 0; i < width * bottom; i++) {
    if (!sky[i] || open[i] || seen[i]) continue;
    holes++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const k = stack.pop()!;
      count++;
      const x = k % width;
      for (const j of [k - 1, k + 1, k - width, k + width]) {
        if (j < 0 || j >= width * bottom || (j === k - 1 && x === 0) || (j === k + 1 && x === width - 1)) continue;
        if (!sky[j] || open[j] || seen[j]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return { holes, pixels: count, foliage };
}

/** Mean absolute difference (0–255) of two pictures over a box given as fractions of the picture. */
function difference(a: Pixels, b: Pixels, [left, top, right, bottom]: [number, number, number, number]): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(top * a.height); y < bottom * a.height; y += 2) {
    for (let x = Math.round(left * a.width); x < right * a.width; x += 2) {
      const p = a.at(x, y);
      const q = b.at(x, y);
      sum += (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2])) / 3;
      count++;
    }
  }
  return sum / count;
}

describe.runIf(browserAvailable())("/design 3-D view, the yard", () => {
  const run = sharedBrowser();

  it("grows trees whose crowns are leaves with sky between them: many enclosed gaps of sky in the canopy", async () => {
    const page = await newPage(run.browser, "desktop", { reducedMotion: "reduce" });
    const problems = watchPageProblems(page);
    await openDesign(page, baseUrl, pool);
    const pixels = await canvasPixels(page);
    // The trees over the back fence stand against the sky in the top third of the opening view.
    const { holes, pixels: through, foliage } = skyThroughLeaves(pixels, Math.round(pixels.height * 0.35));
    expect(foliage, "the canopy fills part of the top third").toBeGreaterThan(pixels.width * pixels.height * 0.35 * 0.2);
    // Measured: the leaf-card planting shows about 11 % of its canopy as sky through it (133
    // patches); the solid leaf clusters before it showed 1.5 % (84 patches, mostly between crowns).
    expect(through / foliage, `${holes} enclosed patches of sky (${through} pixels) among ${foliage} canopy pixels`).toBeGreaterThan(0.05);
    expect(holes).toBeGreaterThanOrEqual(60);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("keeps the yard's choices in the URL and draws them: another house and fence change the picture where they stand", async () => {
    const page = await newPage(run.browser, "desktop", { reducedMotion: "reduce" });
    const problems = watchPageProblems(page);
    await openDesign(page, baseUrl, pool);
    const stucco = await canvasPixels(page);
    const group = page.getByRole("group", { name: "Your yard" });
    await expect.poll(() => group.textContent()).toContain("do not change the price");
    const price = await page.locator("[data-estimate-range]").first().textContent();

    // One choice at a time, each drawn (its sharp frame) before the next.
    const choose = async (label: string, value: string) => {
      const before = await rendered(page);
      await group.getByLabel(label, { exact: true }).selectOption(value);
      await expect.poll(() => rendered(page), { timeout: 60_000 }).toBeGreaterThan(before);
    };
    await choose("House", "brick");
    await choose("House color", "gray");
    await choose("Fence", "iron");
    await choose("Planting", "tropical");
    const search = new URLSearchParams(new URL(page.url()).search);
    expect([search.get("house"), search.get("houseColor"), search.get("fence"), search.get("planting")]).toEqual(["brick", "gray", "iron", "tropical"]);
    const brick = await canvasPixels(page);
    // The opening view: the house's wall down the left edge, the back fence across the middle.
    expect(difference(stucco, brick, [0, 0.25, 0.08, 0.75]), "the house's wall").toBeGreaterThan(10);
    expect(difference(stucco, brick, [0.15, 0.28, 0.95, 0.42]), "the back fence").toBeGreaterThan(10);
    // The price is the same: the yard prices nothing.
    expect(await page.locator("[data-estimate-range]").first().textContent()).toBe(price);

    // A reload (or a shared link) opens the same yard.
    await page.reload();
    expect(await page.locator('select[name="fence"]').inputValue()).toBe("iron");
    expect(await page.locator('select[name="house"]').inputValue()).toBe("brick");
    expect(problems.errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
