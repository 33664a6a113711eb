import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axeViolations, browserAvailable, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";

const baseUrl = inject("baseUrl");
// Castillo has five images: enough to see the carousel move and wrap both ways.
const PROJECT = "/portfolio/castillo-family-project";

/** The index of the slide that currently fills the carousel viewport, by geometry. */
async function visibleSlide(page: Page): Promise<number> {
  return page.getByTestId("gallery-viewport").evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    const slides = [...viewport.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - box.left) < 2);
  });
}

async function expectSlide(page: Page, index: number, count: number) {
  await expect.poll(() => page.getByTestId("gallery-status").textContent()).toBe(`Image ${index + 1} of ${count}`);
  await expect.poll(() => visibleSlide(page)).toBe(index);
}

describe.runIf(browserAvailable())("portfolio in the browser", () => {
  const run = sharedBrowser();

  it("the project carousel moves with the buttons and arrow keys and wraps around both ends", async () => {
    const page = await newPage(run.browser, "desktop");
    const problems = watchPageProblems(page);
    await page.goto(`${baseUrl}${PROJECT}`);
    await waitForIslands(page);
    const next = page.getByRole("button", { name: "Next image" });
    const previous = page.getByRole("button", { name: "Previous image" });

    await expectSlide(page, 0, 5);
    await next.click();
    await expectSlide(page, 1, 5);
    await previous.click();
    await expectSlide(page, 0, 5);
    await previous.click();
    await expectSlide(page, 4, 5);
    await next.click();
    await expectSlide(page, 0, 5);

    await page.getByTestId("gallery-viewport").focus();
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, 1, 5);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, 4, 5);

    for (const button of [next, previous]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  it("without JavaScript every project image can be scrolled into view", async () => {
    const page = await newPage(run.browser, "mobile", { javaScriptEnabled: false });
    await page.goto(`${baseUrl}${PROJECT}`);
    const viewport = page.getByTestId("gallery-viewport");
    const slides = viewport.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(5);
    await viewport.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await expect.poll(() => visibleSlide(page)).toBe(4);
    expect(await page.getByText("scroll sideways to see them all").isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    [375, 1],
    [800, 2],
    [1280, 3],
  ])("the portfolio grid at %i px shows %i column(s)", async (width, columns) => {
    const context = await run.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${baseUrl}/portfolio`);
    const tops = await page
      .getByTestId("portfolio-grid")
      .evaluate((grid) => [...grid.children].map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(9);
    expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
    const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(documentWidth).toBeLessThanOrEqual(width);
    if (width === 375) expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ csp: [], errors: [] });
    await context.close();
  });

  it.each(["/", "/portfolio", PROJECT, "/es/proyectos/castillo-family-project"])(
    "at 375 px each rendering's caption on %s shows whole inside its picture, and the page is axe-clean",
    async (path) => {
      const context = await run.browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await waitForIslands(page);
      const captions = await page.locator("[data-rendering-label]").evaluateAll((labels) =>
        labels.map((label) => {
          const own = label.getBoundingClientRect();
          const box = label.parentElement!.getBoundingClientRect();
          return {
            inside: own.left >= box.left && own.right <= box.right && own.top >= box.top && own.bottom <= box.bottom,
            whole: label.scrollWidth <= label.clientWidth && own.width > 0,
          };
        }),
      );
      expect(captions.length).toBeGreaterThan(0);
      expect(captions.filter((caption) => !caption.inside || !caption.whole)).toEqual([]);
      await page.locator("[data-rendering-label]").first().scrollIntoViewIfNeeded();
      expect(await page.locator("[data-rendering-label]").first().isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it("a portfolio card is one link that opens its project, beside its door into the designer", async () => {
    const page = await newPage(run.browser, "desktop");
    await page.goto(`${baseUrl}/portfolio`);
    const firstCard = page.getByTestId("portfolio-grid").locator("article").first();
    // The card's own link (named by its title) and "Design one like this", nothing else.
    const cardLink = firstCard.locator("a[aria-labelledby]");
    expect(await cardLink.count()).toBe(1);
    expect(await firstCard.getByRole("link").count()).toBe(2);
    expect(await firstCard.getByRole("link", { name: /^Design one like this/ }).getAttribute("href")).toMatch(/^\/design\?shape=rectangle&.*from=hartley-family-project$/);
    // A click on the description, not on the title, still follows the card's link.
    await firstCard.getByText("The Hartleys wanted").scrollIntoViewIfNeeded();
    const description = (await firstCard.getByText("The Hartleys wanted").boundingBox())!;
    await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
    await page.waitForURL(`${baseUrl}/portfolio/hartley-family-project`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("The Hartley Family Pool");
    await page.context().close();
  });
});
