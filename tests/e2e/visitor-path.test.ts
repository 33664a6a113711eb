import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { business } from "#app/config/business.ts";
import { launchProjectDesigns } from "#app/content/project-designs.ts";
import { FROM_PROJECT_PARAM } from "#app/features/design/project-origin.ts";
import { browserAvailable, waitForIslands } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";
import { sitePagePaths } from "#tests/support/routes.ts";

const baseUrl = inject("baseUrl");
const paths = await sitePagePaths(baseUrl);

/** What a phone shows on its first screen (iPhone X class: 375 × 812). */
const PHONE = { width: 375, height: 812 };

describe.runIf(browserAvailable())("the visitor's path on a phone", () => {
  const run = sharedBrowser();

  async function open(path: string, width = PHONE.width, height = PHONE.height): Promise<Page> {
    const context = await run.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await waitForIslands(page);
    return page;
  }

  it("/get-quote: the quote form's first field is on the first screen at 375 px", async () => {
    const page = await open("/get-quote");
    // The honeypot (hidden, out of the tab order) is not a field a visitor sees.
    const field = page.locator("#quote-form").locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea").first();
    const top = await field.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const bottom = await field.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    // The bottom bar covers the foot of the screen: the field must be clear of it.
    const barTop = await page
      .getByRole("navigation", { name: "Quick actions" })
      .evaluate((bar) => bar.getBoundingClientRect().top + window.scrollY);
    expect(await field.isVisible()).toBe(true);
    expect(bottom, `first field spans ${Math.round(top)}-${Math.round(bottom)} px`).toBeLessThanOrEqual(Math.min(PHONE.height, barTop));
    await page.context().close();
  });

  it("/: a pool, what most pools cost, 'Design your pool' and the phone number are on the first screen at 375 px", async () => {
    const page = await open("/");
    const barTop = await page.getByRole("navigation", { name: "Quick actions" }).evaluate((bar) => bar.getBoundingClientRect().top);
    const bottomOf = (locator: ReturnType<Page["locator"]>) => locator.evaluate((element) => element.getBoundingClientRect().bottom);
    const hero = page.locator("#hero-heading").locator("xpath=ancestor::section[1]");
    const price = hero.getByTestId("typical-price");
    await expect(price.textContent()).resolves.toMatch(/^Most of our pools: \$\d{2,3},000–\d{2,3},000$/);
    const design = hero.getByRole("link", { name: "Design your pool" });
    const call = hero.getByRole("link", { name: new RegExp(`Call now: ${business.phone.display.replace(/[()]/g, "\\$&")}`) });
    const picture = hero.locator("img").first();
    for (const [what, locator] of [["price", price], ["Design your pool", design], ["phone link", call], ["pool picture", picture]] as const) {
      expect(await locator.isVisible(), what).toBe(true);
      expect(await bottomOf(locator), `${what} ends above the bottom bar (${Math.round(barTop)} px)`).toBeLessThanOrEqual(barTop);
    }
    expect(await design.getAttribute("href")).toBe("/design");
    await page.context().close();
  });

  it("/design: the 3-D view and the price range are on the first screen at 375 px, also when started from a project", { timeout: 240_000 }, async () => {
    for (const path of ["/design", `/design?${launchProjectDesigns["delgado-family-project"]}&${FROM_PROJECT_PARAM}=delgado-family-project`]) {
      const page = await open(path);
      const barTop = await page.getByRole("navigation", { name: "Quick actions" }).evaluate((bar) => bar.getBoundingClientRect().top);
      const view = page.locator("[data-design-3d-slot]");
      const range = page.locator("#estimate-panel [data-estimate-range]");
      // Measured once the 3-D view is drawn: its help line arrives with it.
      await page.waitForFunction(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered") ?? 0) > 0, null, { timeout: 90_000 });
      await expect(range.textContent()).resolves.toMatch(/^\$\d{2,3},\d{3}\s?–\s?\$\d{2,3},\d{3}$/);
      const box = async (locator: typeof view) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      const [shown, price] = [await box(view), await box(range)];
      expect(shown.top, `${path}: the 3-D view starts on the first screen`).toBeLessThan(barTop - 150);
      expect(price.bottom, `${path}: the price range ends above the bottom bar (${Math.round(barTop)} px)`).toBeLessThanOrEqual(barTop);
      await page.context().close();
    }
  });

  it("nothing is only in the closed menu: its links, a quote and a call are on the page at 375 px", async () => {
    for (const path of ["/", "/about", "/get-quote", "/portfolio"]) {
      const page = await open(path);
      const menuLinks = await page
        .locator("[data-site-header] details[data-menu] a[href]")
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
      expect(menuLinks.length, path).toBeGreaterThan(5);
      // Links a visitor can reach without opening the menu: shown now, or further down the page.
      const reachable = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .filter((link) => !link.closest("details[data-menu]"))
          .filter((link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== "hidden")
          .map((link) => link.getAttribute("href")!),
      );
      expect(menuLinks.filter((href) => !reachable.includes(href)), path).toEqual([]);
      expect(reachable, path).toContain("/get-quote");
      expect(reachable, path).toContain(business.phone.href);
      await page.context().close();
    }
  });

  it("e-mail addresses wrap after the @ or at a dot, never inside a word, at 320 and 375 px", async () => {
    for (const width of [320, 375]) {
      for (const path of ["/", "/contact", "/get-quote"]) {
        const page = await open(path, width);
        // For every e-mail link: the characters that begin a new line of its text.
        const lineStarts = await page.locator(`main a[href="mailto:${business.email}"]`).evaluateAll((links) =>
          links.map((link) => {
            const text = link.textContent ?? "";
            const starts: string[] = [];
            let offset = 0;
            let lastTop: number | null = null;
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let index = 0; index < (node.textContent ?? "").length; index++) {
                const range = document.createRange();
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                const top: number | null = range.getClientRects()[0]?.top ?? lastTop;
                if (lastTop !== null && top !== null && top > lastTop + 2) starts.push(`${text.slice(0, offset + index)}|${text.slice(offset + index)}`);
                lastTop = top;
              }
              offset += (node.textContent ?? "").length;
            }
            return starts;
          }),
        );
        expect(lineStarts.length, `${path} at ${width} px`).toBeGreaterThan(0);
        // A line may start after the "@" or at a dot of the domain.
        for (const starts of lineStarts) for (const start of starts) expect(start, `${path} at ${width} px`).toMatch(/@\||\|\./);
        await page.context().close();
      }
    }
  });

  it("portfolio cards keep their titles off the picture", async () => {
    for (const width of [375, 768, 1280]) {
      const page = await open("/portfolio", width);
      const overlaps = await page.locator("[data-testid=portfolio-grid] article").evaluateAll((cards) =>
        cards.filter((card) => {
          const picture = card.querySelector("img")!.getBoundingClientRect();
          const title = card.querySelector("h2")!.getBoundingClientRect();
          return title.top < picture.bottom && title.bottom > picture.top;
        }).length,
      );
      expect(overlaps, `${width} px`).toBe(0);
      await page.context().close();
    }
  });

  it("no page of the sitemap scrolls sideways at 320, 375 or 768 px", async () => {
    const overflowing: string[] = [];
    const context = await run.browser.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    // Each page loaded once and measured at each width, as a phone turned or a window resized
    // sees it: the layout follows the width (media queries, the carousel's slides per view).
    for (const path of paths) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${baseUrl}${path}`);
      await waitForIslands(page);
      for (const width of [320, 375, 768]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)))));
        if (scrollWidth > width) overflowing.push(`${path} at ${width} px: ${scrollWidth} px wide`);
      }
    }
    await context.close();
    expect(overflowing).toEqual([]);
  }, 600_000);
});
