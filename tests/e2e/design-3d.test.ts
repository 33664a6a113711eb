import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { describeDesign } from "#app/features/design/description.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { axeViolations, browserAvailable, newPage, VIEWPORTS, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";
import { canvasPixels, luminance, mean, openDesign as openView, type Pixels, rendered } from "#tests/support/design-view.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The `/design` page's 3-D view in headless Chromium, which renders WebGL 2 in software
 * (SwiftShader): what it draws, read back from the screen; that it follows the designer; that
 * it is reachable by keyboard and described in words; that its code loads on this page only and
 * after the first paint; and that without WebGL the 2-D plan is the view, without an error.
 */

const baseUrl = inject("baseUrl");

// No spa or features: the deck is centred on the pool, so the middle of the view is water.
const plain: Design = { ...defaultDesign, shape: "rectangle", length: 36, width: 18, finish: "white-plaster" };
const designUrl = (design: Design) => `${baseUrl}/design?${designQuery(design)}`;

const openDesign = (page: Page, design: Design = plain) => openView(page, baseUrl, design);

function distinctColours(pixels: Pixels): number {
  const seen = new Set<number>();
  for (let y = 0; y < pixels.height; y += 4) {
    for (let x = 0; x < pixels.width; x += 4) {
      const [r, g, b] = pixels.at(x, y);
      seen.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    }
  }
  return seen.size;
}

describe.runIf(browserAvailable())("/design 3-D view", () => {
  const run = sharedBrowser();

  it("draws the pool: a full picture, water colour where the pool is", async () => {
    const page = await newPage(run.browser, "desktop", { reducedMotion: "reduce" });
    const problems = watchPageProblems(page);
    await openDesign(page);
    const pixels = await canvasPixels(page);
    expect(distinctColours(pixels)).toBeGreaterThan(60);
    const [r, g, b] = mean(pixels, pixels.width / 2, pixels.height / 2);
    // Water: blue and green well above red, the light aqua of white plaster under sunlight.
    expect(b, `centre pixel rgb(${r}, ${g}, ${b})`).toBeGreaterThan(r + 30);
    expect(g, `centre pixel rgb(${r}, ${g}, ${b})`).toBeGreaterThan(r + 15);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("follows the designer: a new finish re-renders darker water, dusk darkens the yard", async () => {
    const page = await newPage(run.browser, "desktop", { reducedMotion: "reduce" });
    const problems = watchPageProblems(page);
    await openDesign(page);
    const before = await canvasPixels(page);
    const centre = (pixels: Pixels) => mean(pixels, pixels.width / 2, pixels.height / 2);
    const first = await rendered(page);

    await page.locator('select[name="finish"]').selectOption("pebble-midnight");
    await expect.poll(() => rendered(page), { timeout: 30_000 }).toBeGreaterThan(first);
    const midnight = await canvasPixels(page);
    expect(luminance(centre(midnight))).toBeLessThan(luminance(centre(before)) - 15);

    const whole = (pixels: Pixels) => luminance(mean(pixels, pixels.width / 2, pixels.height / 2, Math.min(pixels.width, pixels.height) / 2 - 1));
    const afterFinish = await rendered(page);
    await page.getByRole("button", { name: "Dusk" }).click();
    expect(await page.getByRole("button", { name: "Dusk" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => rendered(page), { timeout: 30_000 }).toBeGreaterThan(afterFinish);
    const dusk = await canvasPixels(page);
    expect(whole(dusk)).toBeLessThan(whole(midnight) * 0.6);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("is one focusable, described canvas that turns and zooms by keyboard, on one WebGL context", async () => {
    const page = await newPage(run.browser, "desktop", { reducedMotion: "reduce" });
    const problems = watchPageProblems(page);
    const design: Design = { ...plain, spa: "raised", features: ["sheer-descent"], fireBowls: 2 };
    await openDesign(page, design);
    const canvas = page.locator("[data-design-3d-canvas] canvas");
    const named = await canvas.evaluate((element) => ({
      tabIndex: element.tabIndex,
      label: element.getAttribute("aria-label"),
      description: (element.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    }));
    expect(named.tabIndex).toBe(0);
    expect(named.label).toBe("3-D view of your pool design");
    expect(named.description).toContain(describeDesign(design, designerText("en")));

    await canvas.focus();
    const outline = await canvas.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(outline, "a visible focus ring").not.toBe("none");
    const still = await canvasPixels(page);
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("+");
    // Frames in software WebGL on a shared machine take their time: look until the view has moved.
    const moved = async () => {
      const turned = await canvasPixels(page);
      // A 3 × 3 grid of spots: a small turn and zoom can leave the diagonal on like colours.
      return [0.25, 0.5, 0.75].some((fx) =>
        [0.25, 0.5, 0.75].some((fy) => {
          const a = mean(still, still.width * fx, still.height * fy);
          const b = mean(turned, turned.width * fx, turned.height * fy);
          return Math.abs(luminance(a) - luminance(b)) > 8;
        }),
      );
    };
    await expect.poll(moved, { message: "the view changed after Shift+ArrowLeft and +", timeout: 60_000 }).toBe(true);

    // Changes made before the designer hydrates, or faster than the view re-renders, reach it
    // as one: let the designer hydrate first, and each change be drawn before the next.
    await page.locator('select[name="lighting"]').focus();
    await page.waitForSelector("[data-island=designer][data-hydrated]", { state: "attached" });
    const afterKeys = await rendered(page);
    for (const [i, lighting] of ["blue", "violet"].entries()) {
      await page.locator('select[name="lighting"]').selectOption(lighting);
      await expect.poll(() => rendered(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(afterKeys + i + 1);
    }
    // The canvas was handed to the render worker: its context is the worker's, and one.
    const same = await page.evaluate(() => ({
      canvases: document.querySelectorAll("canvas").length,
      shown: document.querySelector("[data-design-3d-canvas] canvas") !== null,
    }));
    expect(same).toEqual({ canvases: 1, shown: true });
    expect(problems.errors).toEqual([]);
    await page.context().close();
    // Software WebGL on a shared machine: two read-backs and several frames take their time.
  }, 180_000);

  it("shows a first picture before the finished one, and reports only the finished one as rendered", async () => {
    const page = await newPage(run.browser, "mobile", { reducedMotion: "reduce" });
    const problems = watchPageProblems(page);
    // Every change of the canvas's `data-shown` and `data-rendered`, in order, from the page's start.
    await page.addInitScript(() => {
      const seen: Array<{ shown: string | null; rendered: string | null }> = [];
      (window as unknown as { viewFrames: typeof seen }).viewFrames = seen;
      new MutationObserver(() => {
        const canvas = document.querySelector("[data-design-3d-canvas] canvas");
        if (!canvas?.hasAttribute("data-shown")) return;
        const frame = { shown: canvas.getAttribute("data-shown"), rendered: canvas.getAttribute("data-rendered") };
        const last = seen.at(-1);
        if (last?.shown !== frame.shown || last.rendered !== frame.rendered) seen.push(frame);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-shown", "data-rendered"] });
    });
    await openDesign(page);
    const frames = await page.evaluate(() => (window as unknown as { viewFrames: Array<{ shown: string | null; rendered: string | null }> }).viewFrames);
    // The first picture (quick maps, no planting: app/features/design/three/scene-stages.ts) is on
    // screen before the finished one, which alone sets `data-rendered`, for the same design.
    expect(frames[0]).toEqual({ shown: "1", rendered: null });
    expect(frames.at(-1)).toEqual({ shown: "1", rendered: "1" });
    expect(problems.errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("loads its code on /design only, after the first paint", async () => {
    const page = await newPage(run.browser, "desktop");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ["/", "/get-quote"]) {
      await page.goto(`${baseUrl}${path}`);
      await waitForIslands(page);
    }
    expect(requested.filter((file) => /pool-scene/.test(file))).toEqual([]);

    await openDesign(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scene: performance.getEntriesByType("resource").find((entry) => /pool-scene/.test(entry.name))?.startTime ?? null,
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scene).not.toBeNull();
    expect(timing.scene!).toBeGreaterThan(timing.paint!);
    await page.context().close();
  });

  /** The plan is the view: no 3-D box, no canvas, no error. */
  async function expectPlanOnly(page: Page, problems: { errors: string[] }) {
    await page.goto(designUrl(plain));
    await waitForIslands(page);
    await expect.poll(() => page.locator("[data-island=design-3d] *").count(), { timeout: 30_000 }).toBe(0);
    expect(await page.locator("figure svg").first().isVisible()).toBe(true);
    expect(await page.locator("canvas").count()).toBe(0);
    expect(problems.errors).toEqual([]);
  }

  it("without WebGL shows the 2-D plan, no 3-D box and no error", async () => {
    // No WebGL where the view is drawn, the render worker (Chromium's --disable-webgl leaves
    // workers theirs): its script is served with getContext refusing WebGL.
    const page = await newPage(run.browser, "mobile");
    await page.route(/render-worker-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const refuse = `{const original=OffscreenCanvas.prototype.getContext;OffscreenCanvas.prototype.getContext=function(type,...rest){return /webgl/i.test(type)?null:original.call(this,type,...rest)};}\n`;
      await route.fulfill({ response, body: refuse + (await response.text()) });
    });
    await expectPlanOnly(page, watchPageProblems(page));
    await page.context().close();
  });

  it("where a canvas cannot be handed to a worker shows the 2-D plan, no error", async () => {
    const page = await newPage(run.browser, "mobile");
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    await expectPlanOnly(page, watchPageProblems(page));
    await page.context().close();
  });

  for (const viewport of ["mobile", "desktop"] as const) {
    it(`has no axe violations with the 3-D view shown at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(run.browser, viewport, { reducedMotion: "reduce" });
      await openDesign(page, { ...plain, shape: "kidney", length: 32, width: 16, spa: "raised", fireBowls: 2 });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Dusk" }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
