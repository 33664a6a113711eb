import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { serviceSlugs } from "#app/content/service-slugs.ts";
import { browserAvailable, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";

const baseUrl = inject("baseUrl");

const MARKETING_PATHS = [
  "/",
  "/about",
  "/services",
  ...serviceSlugs.map((slug) => `/${slug}`),
  "/finance",
  "/contact",
  "/get-quote",
  "/privacy",
  "/terms",
  "/warranty",
];

/** The testimonial at the carousel's start edge: the first a visitor reads. */
async function firstSlide(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = document.querySelector('[data-testid="testimonials-viewport"]');
    if (!viewport) return null;
    const start = viewport.getBoundingClientRect().left;
    let best: { label: string | null; distance: number } = { label: null, distance: Infinity };
    for (const slide of document.querySelectorAll('[data-testid="testimonial-slide"]')) {
      const distance = Math.abs(slide.getBoundingClientRect().left - start);
      if (distance < best.distance) best = { label: slide.getAttribute("aria-label"), distance };
    }
    return best.label;
  });
}

/** Slides that show only in part (cut by the carousel's edges): none, once it has settled. */
async function partlyShownSlides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid="testimonials-viewport"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="testimonial-slide"]')]
      .filter((slide) => {
        const rect = slide.getBoundingClientRect();
        const visible = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        return visible > 1 && visible < rect.width - 1;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? "");
  });
}

/** How many slides fit the carousel's width at the current breakpoint. */
async function slidesPerView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const viewport = document.querySelector('[data-testid="testimonials-viewport"]')!;
    const slide = viewport.querySelector("li")!;
    return Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width);
  });
}

async function carouselReady(page: Page) {
  await waitForIslands(page);
  await page.getByRole("button", { name: "Next testimonial" }).waitFor({ state: "visible" });
  await expect.poll(() => firstSlide(page)).toBe("1 of 5");
}

describe.runIf(browserAvailable())("marketing pages in a browser", () => {
  const run = sharedBrowser();

  it("testimonials carousel loops, follows the arrow keys and shows 1, 2 or 3 whole slides by width", async () => {
    const page = await newPage(run.browser, "desktop");
    const problems = watchPageProblems(page);
    await page.goto(`${baseUrl}/`);
    await carouselReady(page);

    const next = page.getByRole("button", { name: "Next testimonial" });
    await next.click();
    await expect.poll(() => firstSlide(page)).toBe("2 of 5");
    for (let step = 0; step < 4; step += 1) await next.click();
    await expect.poll(() => firstSlide(page), { timeout: 5_000 }).toBe("1 of 5");

    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(() => firstSlide(page)).toBe("5 of 5");

    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstSlide(page)).toBe("1 of 5");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstSlide(page)).toBe("2 of 5");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => firstSlide(page)).toBe("1 of 5");

    for (const [width, expected] of [
      [375, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesPerView(page), { message: `${width} px` }).toBe(expected);
      // Whole cards only: none cut in half at the carousel's edges.
      await expect.poll(() => partlyShownSlides(page), { message: `${width} px` }).toEqual([]);
    }
    expect(problems.errors).toEqual([]);
    expect(problems.csp).toEqual([]);
    await page.context().close();
  });

  it("home anchors land on their sections below the fixed navbar", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      const page = await newPage(run.browser, viewport);
      for (const id of ["services", "portfolio", "contact"]) {
        // A fresh load each time: the anchor must work from a link on another page or site.
        await page.goto("about:blank");
        await page.goto(`${baseUrl}/#${id}`);
        await expect
          .poll(
            () =>
              page.evaluate((sectionId) => {
                const section = document.getElementById(sectionId)!.getBoundingClientRect();
                const header = document.querySelector("header")!.getBoundingClientRect();
                return section.top >= header.bottom - 1 && section.top < window.innerHeight / 2;
              }, id),
            // The page scrolls smoothly to the anchor; give the animation time to finish.
            { message: `#${id} at ${viewport}`, timeout: 5_000 },
          )
          .toBe(true);
      }
      await page.context().close();
    }
  });

  it("every page reads and links work with JavaScript disabled", async () => {
    const page = await newPage(run.browser, "mobile", { javaScriptEnabled: false });
    const internalLinks = new Set<string>();
    for (const path of MARKETING_PATHS) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator("h1").count(), path).toBe(1);
      expect(await page.locator("h1").isVisible(), `${path} h1 visible`).toBe(true);
      for (const href of await page.locator("main a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
        internalLinks.add(href.split("#")[0] || "/");
      }
    }
    for (const href of internalLinks) {
      const response = await page.request.get(`${baseUrl}${href}`);
      expect(response.status(), `link ${href}`).toBe(200);
    }

    await page.goto(`${baseUrl}/`);
    await page.getByRole("link", { name: "Free Consultation", exact: true }).click();
    await page.waitForURL(`${baseUrl}/get-quote`);
    expect(await page.locator("h1").textContent()).toMatch(/quote/i);

    // Without scripts the carousel is a list that scrolls sideways: all five reviews are reachable.
    await page.goto(`${baseUrl}/`);
    const viewport = page.getByTestId("testimonials-viewport");
    expect(await viewport.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
    expect(await page.getByTestId("testimonial-slide").count()).toBe(5);
    await page.context().close();
  });
});
