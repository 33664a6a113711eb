import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserAvailable, launchBrowser, VIEWPORTS, waitForIslands } from "#tests/support/browser.ts";

/**
 * What no checker sees: the focus ring of the 3-D view, and the site in forced colours (Windows
 * contrast themes, emulated with `forcedColors: "active"`), where backgrounds, tints and shadows
 * are gone and only system colours remain. Screenshots land in test-results/forced-colours/ to be
 * looked at.
 */

const baseUrl = inject("baseUrl");
const shots = path.resolve(import.meta.dirname, "../../test-results/forced-colours");

type Rgb = [number, number, number];
interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function pixelsOf(page: Page, clip: Clip): Promise<{ width: number; height: number; at(x: number, y: number): Rgb }> {
  const png = await page.screenshot({ clip, timeout: 60_000 });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const offset = (y * info.width + x) * 3;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    },
  };
}

/** The theme's selection colour as painted (the system colour `Highlight` may be translucent). */
async function highlight(page: Page): Promise<Rgb> {
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "highlight-probe";
    probe.style.cssText = "forced-color-adjust:none;background:Highlight;position:fixed;left:0;top:0;width:8px;height:8px;z-index:2147483647";
    document.body.append(probe);
  });
  const pixels = await pixelsOf(page, { x: 0, y: 0, width: 8, height: 8 });
  await page.evaluate(() => document.getElementById("highlight-probe")?.remove());
  return pixels.at(4, 4);
}

const near = (a: Rgb, b: Rgb) => a.every((value, i) => Math.abs(value - b[i]!) <= 24);

/** How many pixels of an element's box are (close to) a colour. */
async function countColour(page: Page, selector: string, colour: Rgb): Promise<number> {
  const box = (await page.locator(selector).boundingBox())!;
  const pixels = await pixelsOf(page, { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width), height: Math.ceil(box.height) });
  let count = 0;
  for (let y = 0; y < pixels.height; y++) for (let x = 0; x < pixels.width; x++) if (near(pixels.at(x, y), colour)) count++;
  return count;
}

describe.runIf(browserAvailable())("focus and forced colours", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  async function open(route: string, options: { forced: boolean; javaScriptEnabled?: boolean; viewport?: keyof typeof VIEWPORTS }): Promise<Page> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[options.viewport ?? "desktop"],
      forcedColors: options.forced ? "active" : "none",
      reducedMotion: "reduce",
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`);
    if (options.javaScriptEnabled !== false) await waitForIslands(page);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  for (const forced of [false, true]) {
    it(`tabbing onto the 3-D view draws a ring outside the picture${forced ? ", in forced colours too" : ""}`, async () => {
      const page = await open("/design", { forced });
      const canvas = page.locator("[data-design-3d-canvas] canvas");
      await canvas.waitFor({ state: "attached", timeout: 30_000 });
      // Keyboard focus: Tab until the view has it (which scrolls it into view).
      for (let i = 0; i < 100 && !(await canvas.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press("Tab");
      expect(await canvas.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
      const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The box the canvas fills (clipped to its rounded corners): the ring must be outside it.
      const frame = page.locator(":has(> [data-design-3d-canvas])");
      await frame.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      await frames();
      const box = (await frame.boundingBox())!;
      const margin = 8;
      const clip = { x: Math.floor(box.x) - margin, y: Math.floor(box.y) - margin, width: Math.ceil(box.width) + 2 * margin, height: Math.ceil(box.height) + 2 * margin };
      const after = await pixelsOf(page, clip);
      await page.screenshot({ clip, path: path.join(shots, `design-3d-focus${forced ? "-forced" : ""}.png`) });
      // The same place with the focus gone (a blur does not scroll).
      await canvas.evaluate((element) => element.blur());
      await frames();
      const before = await pixelsOf(page, clip);
      // The band 4-6 px outside the box, on all four sides, where the ring is drawn (3 px wide, 3 px off).
      let band = 0;
      let changed = 0;
      for (let y = 0; y < after.height; y++) {
        for (let x = 0; x < after.width; x++) {
          const dx = Math.max(margin - x, x - (after.width - 1 - margin), 0);
          const dy = Math.max(margin - y, y - (after.height - 1 - margin), 0);
          const outside = Math.max(dx, dy);
          if (outside < 4 || outside > 6) continue;
          band++;
          if (!near(before.at(x, y), after.at(x, y))) changed++;
        }
      }
      expect(changed / band).toBeGreaterThan(0.75);
      // Up to a hundred presses of Tab while software WebGL starts the view: slow on a busy machine.
    }, 120_000);
  }

  it("the quote form's contact-method cards show which is chosen, by a mark and a frame", async () => {
    // Without JavaScript every field of the form is on the page at once, the chooser included.
    const page = await open("/get-quote", { forced: true, javaScriptEnabled: false, viewport: "mobile" });
    const chooser = page.locator("fieldset:has(input[name=contactMethod])");
    await chooser.screenshot({ path: path.join(shots, "quote-contact-method.png") });
    const colour = await highlight(page);
    const chosen = await page.locator("label:has(> input[name=contactMethod]:checked)").count();
    expect(chosen).toBe(1);
    expect(await countColour(page, "label:has(> input[name=contactMethod]:checked)", colour)).toBeGreaterThan(100);
    for (const other of await page.locator("label:has(> input[name=contactMethod]:not(:checked))").all()) {
      const id = await other.locator("input").getAttribute("value");
      expect(await countColour(page, `label:has(> input[value='${id}'])`, colour), `${id} looks chosen`).toBe(0);
      // Each card shows its radio: a visible mark, checked or not.
      expect((await other.locator("input").boundingBox())!.width).toBeGreaterThanOrEqual(12);
    }
  });

  it("Day and Dusk show which is on", async () => {
    const page = await open("/design", { forced: true });
    const day = page.getByRole("button", { name: "Day" });
    await day.waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Dusk" }).click();
    await page.mouse.move(0, 0);
    await page.locator("[role=group][aria-label='Time of day']").screenshot({ path: path.join(shots, "design-day-dusk.png") });
    const colour = await highlight(page);
    expect(await countColour(page, "[aria-label='Time of day'] button[aria-pressed=true]", colour)).toBeGreaterThan(100);
    expect(await countColour(page, "[aria-label='Time of day'] button[aria-pressed=false]", colour)).toBe(0);
  });

  for (const route of ["/", "/design", "/get-quote", "/contact"]) {
    it(`${route}: a button or link drawn only by its fill keeps an outline in forced colours`, async () => {
      // The elements drawn as buttons by a background alone, found with the normal colours.
      const page = await open(route, { forced: false, viewport: "mobile" });
      const filled = await page.evaluate(() =>
        [...document.querySelectorAll("a, button, summary")].filter((element) => {
          const style = getComputedStyle(element);
          const alpha = style.backgroundColor.match(/rgba?\(([^)]+)\)/)?.[1]?.split(",")[3];
          const painted = style.backgroundColor !== "rgba(0, 0, 0, 0)" && (alpha === undefined || Number(alpha) > 0.5);
          const filledOnly = painted && parseFloat(style.borderTopWidth) === 0 && element.checkVisibility();
          if (filledOnly) element.setAttribute("data-filled", "");
          return filledOnly;
        }).length,
      );
      expect(filled).toBeGreaterThan(0);
      await page.emulateMedia({ forcedColors: "active" });
      await page.screenshot({ fullPage: true, path: path.join(shots, `page${route === "/" ? "-home" : route.replace("/", "-")}.png`) });
      const unframed = await page.evaluate(() =>
        [...document.querySelectorAll("[data-filled]")]
          .filter((element) => {
            const style = getComputedStyle(element);
            return style.borderTopStyle === "none" || parseFloat(style.borderTopWidth) === 0;
          })
          .map((element) => element.textContent?.trim() || element.getAttribute("aria-label")),
      );
      expect(unframed).toEqual([]);
    });
  }
});
