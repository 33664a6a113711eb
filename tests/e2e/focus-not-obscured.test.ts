import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserAvailable, waitForIslands } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";

/**
 * WCAG 2.4.11 (Focus Not Obscured): tabbing through a page, every focus stop is scrolled clear of
 * the fixed header, the fixed bottom bar of phones and the designer's sticky price bar. Walked on
 * a phone (375 × 812) and at 200 % zoom of a 1280 × 800 window (a 640 × 400 CSS viewport, where
 * both fixed bars are shown and take the most room).
 */

const baseUrl = inject("baseUrl");
// The Spanish twins of the pages with forms too: their longer words wrap differently (decision 032).
const routes = ["/", "/design", "/get-quote", "/contact", "/es", "/es/cotizacion", "/es/contacto"];
const screens = {
  "375 × 812": { width: 375, height: 812 },
  "200 % zoom of 1280 × 800": { width: 640, height: 400 },
} as const;

interface Stop {
  name: string;
  /** Share of the focused element's box (0–1) that a fixed or sticky bar covers. */
  covered: number;
  /**
   * Whether the whole box can be shown between the bars: it fits in the page's scroll padding and
   * is not a text field (where the browser brings the caret into view, not the whole box).
   */
  fits: boolean;
}

/**
 * The focused element and how much of it the page's bars cover, sampled on a grid of points
 * (what is on top at each, `elementFromPoint`; a point off screen counts as hidden). A visually
 * hidden radio (1 px) is measured by its label, the card the visitor sees.
 */
function measureFocus(): Stop | null {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  let target: Element = active;
  const own = active.getBoundingClientRect();
  if ((own.width < 4 || own.height < 4) && active instanceof HTMLInputElement && active.labels?.[0]) target = active.labels[0];
  const box = target.getBoundingClientRect();
  const inBar = (element: Element | null): boolean => {
    for (let node = element; node; node = node.parentElement) {
      if (node.contains(active)) return false;
      const position = getComputedStyle(node).position;
      if (position === "fixed" || position === "sticky") return true;
    }
    return false;
  };
  const steps = 6;
  let hidden = 0;
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const x = box.left + ((i + 0.5) / steps) * box.width;
      const y = box.top + ((j + 0.5) / steps) * box.height;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || inBar(document.elementFromPoint(x, y))) hidden++;
    }
  }
  const name = `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? target.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  const root = getComputedStyle(document.documentElement);
  const room = innerHeight - parseFloat(root.scrollPaddingTop) - parseFloat(root.scrollPaddingBottom);
  const textField = active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && /^(text|email|tel|number|search|url|password)$/.test(active.type));
  return { name, covered: hidden / steps ** 2, fits: box.height <= room && !textField };
}

/** Tabs from the top of the page to its last focus stop; what each stop showed. */
async function walk(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press("Tab");
    // The scroll that brings focus into view, and any re-render a first focus starts (the designer
    // hydrates on it): measured once the focused box and the scroll position hold still for a frame.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = "";
          let frames = 0;
          const check = () => {
            const rect = document.activeElement?.getBoundingClientRect();
            const now = `${rect?.top},${rect?.left},${rect?.height},${scrollY}`;
            if ((now === last && frames >= 2) || frames > 60) return resolve();
            last = now;
            frames++;
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    // Back at a stop already walked: the page's focus order has wrapped around.
    const again = await page.evaluate(() => {
      const active = document.activeElement as (Element & { walked?: boolean }) | null;
      if (!active || active.walked) return true;
      active.walked = true;
      return false;
    });
    if (again) break;
    const stop = await page.evaluate(measureFocus);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

describe.runIf(browserAvailable())("focus is never hidden behind a fixed bar", () => {
  const run = sharedBrowser();

  for (const [screenName, viewport] of Object.entries(screens)) {
    for (const route of routes) {
      it(`${route} at ${screenName}: no focus stop is hidden by a bar`, async () => {
        const context = await run.browser.newContext({ viewport, reducedMotion: "reduce" });
        const page = await context.newPage();
        try {
          await page.goto(`${baseUrl}${route}`);
          await waitForIslands(page);
          const stops = await walk(page);
          expect(stops.length).toBeGreaterThan(20);
          // 2.4.11 asks that no stop is entirely hidden; a stop that fits between the bars is shown whole.
          const hidden = stops
            .filter((stop) => stop.covered === 1 || (stop.fits && stop.covered > 0))
            .map((stop) => `${stop.name}: ${Math.round(stop.covered * 100)} % covered`);
          expect(hidden).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
