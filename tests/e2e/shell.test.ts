import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { business } from "#app/config/business.ts";
import { browserAvailable, newPage, waitForIslands, type VIEWPORTS } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";
import { notFoundPath, sitePagePaths } from "#tests/support/routes.ts";

const baseUrl = inject("baseUrl");
type Viewport = keyof typeof VIEWPORTS;

const serviceEntries = [
  "All Services",
  "Custom Pools & Spas",
  "Upgrades & Repairs",
  "Pool Servicing",
  "Modern Pool Designs",
  "Hot Tub Integration",
  "Professional Installation",
];

describe.skipIf(!browserAvailable())("layout shell", () => {
  const run = sharedBrowser();

  /** Opens a page and waits until its islands (the header among them) have hydrated. */
  async function open(viewport: Viewport, path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await newPage(run.browser, viewport, options);
    await page.goto(`${baseUrl}${path}`);
    if (options.javaScriptEnabled !== false) await waitForIslands(page);
    return page;
  }

  const header = (page: Page) => page.getByRole("banner");
  const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Quick actions" });
  /** A menu toggle's state: its details element's `open`, which the browser announces as expanded. */
  const isOpen = (toggle: Locator) => toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  /** The pages are still being written; make sure there is room to scroll whatever they hold. */
  const makeScrollable = (page: Page) => page.evaluate(() => (document.body.style.minHeight = "4000px"));
  /**
   * Waits until a (smooth) scroll has come to rest: the position is the same on two frames in a
   * row (a scroll in progress moves it on every frame). Frames, not a clock.
   */
  const settle = (page: Page) =>
    page.waitForFunction(
      () => {
        const state = window as unknown as { lastScrollY?: number };
        const still = state.lastScrollY === window.scrollY;
        state.lastScrollY = window.scrollY;
        return still;
      },
      undefined,
      { polling: "raf" },
    );

  describe.each(["mobile", "desktop"] as const)("at the %s width", (viewport) => {
    test("the navbar turns translucent once scrolled past 20 px and back when at the top", async () => {
      const page = await open(viewport, "/");
      await makeScrollable(page);
      await expect(header(page).getAttribute("data-scrolled")).resolves.toBeNull();
      await page.evaluate(() => window.scrollTo({ top: 21, behavior: "instant" }));
      await page.locator("header[data-scrolled]").waitFor();
      const style = await header(page).evaluate((el) => getComputedStyle(el));
      expect(style.boxShadow).not.toBe("none");
      expect(style.backdropFilter).toContain("blur");
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.locator("header:not([data-scrolled])").waitFor();
      await page.context().close();
    });

    test("the skip link is the first tab stop and moves focus to the main content", async () => {
      const page = await open(viewport, "/about");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.width > 1 && box.height >= 44).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
      await page.context().close();
    });

    test("a new page starts at the top after navigating from a scrolled page", async () => {
      const page = await open(viewport, "/");
      await makeScrollable(page);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
      expect(await scrollY(page)).toBeGreaterThanOrEqual(200);
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await page.waitForURL(`${baseUrl}/privacy`);
      await page.waitForFunction(() => window.scrollY === 0);
      await page.context().close();
    });

    test("a link to another page's anchor lands on it below the fixed header", async () => {
      const page = await open(viewport, "/");
      // No page links to this anchor; add a link the way a page would hold one.
      await page.evaluate(() => {
        const link = Object.assign(document.createElement("a"), { href: "/about#footer-contact", textContent: "Reach us" });
        document.querySelector("main")?.prepend(link);
      });
      await page.getByRole("link", { name: "Reach us" }).click();
      await page.waitForURL(`${baseUrl}/about#footer-contact`);
      // The browser has started for the anchor, then come to rest.
      await page.waitForFunction(() => window.scrollY > 0);
      await settle(page);
      // The anchor is in view, below the fixed header (the stylesheet's scroll-padding-top).
      const anchor = await page.evaluate(() => document.getElementById("footer-contact")?.getBoundingClientRect());
      expect(await scrollY(page)).toBeGreaterThan(0);
      expect(anchor && anchor.top >= 64 && anchor.bottom <= (await page.viewportSize())!.height).toBe(true);
      await page.context().close();
    });

    test("footer links to other sites open a new tab without opener or referrer", async () => {
      const page = await open(viewport, "/");
      const footer = page.getByRole("contentinfo");
      const external = footer.locator('a[href^="http"]');
      // Two social profiles, the financing application and the developer credit.
      expect(await external.count()).toBe(4);
      for (const link of await external.all()) {
        expect(await link.getAttribute("target")).toBe("_blank");
        const rel = (await link.getAttribute("rel"))?.split(/\s+/) ?? [];
        expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
        expect(await link.innerText()).toBeTruthy();
        await expect(link.textContent()).resolves.toContain("opens in a new tab");
      }
      await expect(footer.locator(`a[href="${business.financing[0]?.applyUrl}"]`).count()).resolves.toBe(1);
      const internal = await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(internal).toEqual(
        expect.arrayContaining([
          "/custom-pools-spas",
          "/professional-installation",
          "/portfolio",
          "/portfolio/delgado-family-project",
          "/portfolio/castillo-family-project",
          "/portfolio/prescott-family-project",
          "/get-quote",
          "/services",
          "/about",
          "/contact",
          "/warranty",
          "/privacy",
          "/terms",
          "/sitemap",
        ]),
      );
      await expect(footer.innerText()).resolves.toContain(`© ${new Date().getFullYear()} ${business.name}`);
      await page.context().close();
    });

    test("an unknown address answers 404 with the branded page and a call link", async () => {
      const page = await newPage(run.browser, viewport);
      const response = await page.goto(`${baseUrl}${notFoundPath}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("We couldn't find that page");
      await expect(page.title()).resolves.toContain("Page not found");
      const main = page.getByRole("main");
      await expect(main.locator(`a[href="${business.phone.href}"]`).isVisible()).resolves.toBe(true);
      for (const name of ["Home", "Our Services", "Our Portfolio", "Get a Free Quote"]) {
        await expect(main.getByRole("link", { name, exact: true }).count()).resolves.toBe(1);
      }
      await page.context().close();
    });
  });

  test("every page carries the phone number as a call link", async () => {
    for (const path of [...(await sitePagePaths(baseUrl)), notFoundPath]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(`href="${business.phone.href}"`);
    }
  });

  describe("desktop navigation", () => {
    test("the Services dropdown opens on click, lists the seven entries and closes with Escape", async () => {
      const page = await open("desktop", "/about");
      await expect(page.getByLabel("Open menu").isVisible()).resolves.toBe(false);
      await expect(bottomBar(page).isVisible()).resolves.toBe(false);
      const toggle = page.getByLabel("Services menu");
      await expect(isOpen(toggle)).resolves.toBe(false);
      await toggle.click();
      await expect(isOpen(toggle)).resolves.toBe(true);
      const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      await expect(panel.isVisible()).resolves.toBe(true);
      await expect(panel.getByRole("link").allInnerTexts()).resolves.toEqual(serviceEntries);
      await page.keyboard.press("Escape");
      await expect(isOpen(toggle)).resolves.toBe(false);
      await expect(panel.isVisible()).resolves.toBe(false);

      await toggle.click();
      await panel.getByRole("link", { name: "Pool Servicing" }).click();
      await page.waitForURL(`${baseUrl}/pool-servicing`);
      await waitForIslands(page);
      await expect(isOpen(toggle)).resolves.toBe(false);
      await page.context().close();
    });

    test("the Services dropdown works from the keyboard", async () => {
      const page = await open("desktop", "/about");
      const toggle = page.getByLabel("Services menu");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(isOpen(toggle)).resolves.toBe(true);
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("All Services");
      await page.keyboard.press("Escape");
      await expect(isOpen(toggle)).resolves.toBe(false);
      await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Space");
      await expect(isOpen(toggle)).resolves.toBe(true);
      // Tabbing past the last entry leaves the menu and closes it.
      for (let i = 0; i < serviceEntries.length + 1; i++) await page.keyboard.press("Tab");
      await expect(isOpen(toggle)).resolves.toBe(false);
      await page.context().close();
    });

    test("the header offers Free Quote and Call Now", async () => {
      const page = await open("desktop", "/");
      const bar = header(page);
      await expect(bar.getByRole("link", { name: "Free Quote" }).getAttribute("href")).resolves.toBe("/get-quote");
      await expect(bar.getByRole("link", { name: "Call Now" }).getAttribute("href")).resolves.toBe(business.phone.href);
      const links = await bar.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts();
      expect(links).toEqual(["Home", "About", "Services", "Portfolio", "Contact", "Design Your Pool", "Get Quote"]);
      await page.context().close();
    });
  });

  describe("mobile navigation", () => {
    test("the menu toggle opens and closes the menu, Escape returns focus to it", async () => {
      const page = await open("mobile", "/about");
      await expect(page.getByLabel("Services menu").isVisible()).resolves.toBe(false);
      const toggle = page.getByLabel("Open menu");
      await expect(isOpen(toggle)).resolves.toBe(false);
      const panelId = await toggle.getAttribute("aria-controls");
      await toggle.click();
      const close = page.getByLabel("Close menu");
      await expect(isOpen(close)).resolves.toBe(true);
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts()).resolves.toEqual([
        "Home",
        "About",
        "Portfolio",
        "Contact",
        "Design Your Pool",
        "Get Quote",
      ]);
      await close.click();
      await expect(panel.isVisible()).resolves.toBe(false);

      await page.getByLabel("Open menu").click();
      await page.keyboard.press("Escape");
      await expect(panel.isVisible()).resolves.toBe(false);
      await expect(
        page.getByLabel("Open menu").evaluate((el) => el === document.activeElement),
      ).resolves.toBe(true);
      await page.context().close();
    });

    test("the Services submenu expands and choosing a link navigates and closes the menu", async () => {
      const page = await open("mobile", "/about");
      await page.getByLabel("Open menu").click();
      const submenuToggle = page.locator("summary", { hasText: "Services" });
      await expect(isOpen(submenuToggle)).resolves.toBe(false);
      await submenuToggle.click();
      await expect(isOpen(submenuToggle)).resolves.toBe(true);
      const submenu = page.locator(`[id="${await submenuToggle.getAttribute("aria-controls")}"]`);
      await expect(submenu.getByRole("link").allInnerTexts()).resolves.toEqual(serviceEntries);
      await submenu.getByRole("link", { name: "Hot Tub Integration" }).click();
      await page.waitForURL(`${baseUrl}/hot-tub-integration`);
      await waitForIslands(page);
      await expect(isOpen(page.getByLabel("Open menu"))).resolves.toBe(false);
      await expect(submenu.isVisible()).resolves.toBe(false);
      await page.context().close();
    });

    test("the bottom bar shows five tall items and marks the current section", async () => {
      const page = await open("mobile", "/");
      const bar = bottomBar(page);
      await expect(bar.isVisible()).resolves.toBe(true);
      const items = bar.getByRole("link");
      await expect(items.allInnerTexts()).resolves.toEqual(["Home", "Quote", "Finance", "Call", "Email"]);
      for (const item of await items.all()) {
        const box = await item.boundingBox();
        expect(box && box.height >= 44 && box.width >= 44).toBe(true);
      }
      await expect(items.nth(3).getAttribute("href")).resolves.toBe(business.phone.href);
      await expect(items.nth(4).getAttribute("href")).resolves.toBe(`mailto:${business.email}`);

      const current = () => bar.locator('[aria-current="page"]').allInnerTexts();
      await expect(current()).resolves.toEqual(["Home"]);
      for (const [path, expected] of [
        ["/about", []],
        ["/get-quote", ["Quote"]],
        ["/finance", ["Finance"]],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await expect(current(), path).resolves.toEqual(expected);
      }

      // The page leaves room for the bar: the footer's last line ends above it.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      const footerBottom = await page.getByRole("contentinfo").evaluate((el) => el.getBoundingClientRect().bottom);
      const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
      await page.context().close();
    });
  });

  describe("without JavaScript", () => {
    test("the mobile menu still opens and its links work", async () => {
      const page = await open("mobile", "/about", { javaScriptEnabled: false });
      await page.locator('summary[aria-label="Open menu"]').click();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
      await page.waitForURL(`${baseUrl}/contact`);
      await page.locator('summary[aria-label="Open menu"]').click();
      await page.locator("summary", { hasText: "Services" }).click();
      await page.getByRole("link", { name: "Modern Pool Designs" }).first().click();
      await page.waitForURL(`${baseUrl}/modern-pool-designs`);
      await page.context().close();
    });

    test("the desktop navigation links work, Services included", async () => {
      const page = await open("desktop", "/about", { javaScriptEnabled: false });
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Services", exact: true }).click();
      await page.waitForURL(`${baseUrl}/services`);
      await page.getByLabel("Services menu").click();
      await nav.getByRole("link", { name: "Custom Pools & Spas" }).click();
      await page.waitForURL(`${baseUrl}/custom-pools-spas`);
      await nav.getByRole("link", { name: "Portfolio" }).click();
      await page.waitForURL(`${baseUrl}/portfolio`);
      await page.context().close();
    });
  });
});
