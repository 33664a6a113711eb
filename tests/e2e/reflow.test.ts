import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserAvailable, VIEWPORTS, waitForIslands } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";

/**
 * WCAG 1.4.10 (Reflow): from 320 CSS px up, nothing sticks out sideways. A fixed bar that is too
 * wide creates no scrollbar (the overflow cannot even be scrolled to), so besides the page's own
 * scroll width every control of the fixed header and bottom bar must lie within the window.
 */

const baseUrl = inject("baseUrl");

/** What sticks out at the current width: the page's extra scroll width and any bar control past the edge. */
function overflow(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > width) problems.push(`page scrolls sideways by ${document.documentElement.scrollWidth - width} px`);
  for (const control of document.querySelectorAll("[data-site-header] a, [data-site-header] summary, nav[aria-label='Quick actions'] a")) {
    if (!control.checkVisibility()) continue;
    const { left, right } = control.getBoundingClientRect();
    if (left < 0 || right > width + 0.5) problems.push(`${control.getAttribute("aria-label") ?? control.textContent?.trim()} reaches ${Math.round(right)} px`);
  }
  return problems;
}

async function sweep(page: Page, widths: number[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await page.evaluate(overflow)) found.push(`${width} px: ${problem}`);
  }
  return found;
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe.runIf(browserAvailable())("no horizontal overflow from 320 px up", () => {
  const run = sharedBrowser();

  it("the header and bottom bar fit every width from 320 to 1600 px (640–645 px is 200 % zoom of 1280)", async () => {
    const page = await run.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/`);
    await waitForIslands(page);
    expect(await sweep(page, range(320, 1600))).toEqual([]);
    await page.close();
    // 1,281 widths: about 50 s on two busy cores.
  }, 240_000);

  for (const route of ["/", "/design", "/get-quote", "/contact", "/portfolio", "/services", "/finance", "/about"]) {
    it(`${route} does not scroll sideways at any width`, async () => {
      const page = await run.browser.newPage({ viewport: VIEWPORTS.desktop });
      await page.goto(`${baseUrl}${route}`);
      await waitForIslands(page);
      expect(await sweep(page, [...range(320, 1600, 8), ...range(636, 650)])).toEqual([]);
      await page.close();
    });
  }
});

describe.runIf(browserAvailable())("the testimonial carousel", () => {
  const run = sharedBrowser();

  it("dragging it with a mouse moves the slides and selects no text", async () => {
    const page = await run.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/`);
    await waitForIslands(page);
    const text = page.locator("[data-testid=testimonial-slide] blockquote").first();
    await text.scrollIntoViewIfNeeded();
    const slides = page.locator("[data-testid=testimonials-viewport] ul");
    const start = await slides.evaluate((element) => getComputedStyle(element).transform);
    const box = (await text.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * 0.8 - step * 30, y);
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
    await expect.poll(() => slides.evaluate((element) => getComputedStyle(element).transform)).not.toBe(start);
    await page.close();
  });
});
