import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { business } from "~/config/business";
import { browserAvailable, launchBrowser, waitForIslands } from "../support/browser.ts";
import { sitePagePaths } from "../support/routes.ts";

const baseUrl = inject("baseUrl");
const paths = await sitePagePaths(baseUrl);

/** What a phone shows on its first screen (iPhone X class: 375 × 812). */
const PHONE = { width: 375, height: 812 };

describe.runIf(browserAvailable())("the visitor's path on a phone", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width = PHONE.width, height = PHONE.height): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
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

  it("no page of the sitemap scrolls sideways at 320, 375 or 768 px", async () => {
    const overflowing: string[] = [];
    for (const width of [320, 375, 768]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await waitForIslands(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`${path} at ${width} px: ${scrollWidth} px wide`);
      }
      await context.close();
    }
    expect(overflowing).toEqual([]);
  }, 600_000);
});
