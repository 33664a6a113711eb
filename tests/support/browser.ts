import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { CHROMIUM_FLAGS, chromiumPath } from "#app/modules/chromium/chromium.ts";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/**
 * True when browser tests can run. Without a browser they skip with one clear line, except
 * under CI=true, where a missing browser is a failure.
 */
export function browserAvailable(): boolean {
  if (chromiumPath()) return true;
  const message = "Chromium not found (set CHROME_PATH or install /usr/bin/chromium)";
  if (process.env.CI === "true") throw new Error(`${message}: required when CI=true`);
  console.warn(`SKIP browser tests: ${message}`);
  return false;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found");
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ...options });
  return context.newPage();
}

/** Collects CSP violations and console errors a page reports, for asserting none happened. */
export function watchPageProblems(page: Page): { csp: string[]; errors: string[] } {
  const problems = { csp: [] as string[], errors: [] as string[] };
  page.on("console", (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) problems.csp.push(text);
    else if (message.type() === "error") problems.errors.push(text);
  });
  page.on("pageerror", (error) => problems.errors.push(String(error)));
  return problems;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core with the WCAG 2.2 A/AA rules on the current page. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // The page at rest: a toast or a panel fading in has, for a moment, a contrast it never keeps.
  // Endless animations (a spinner, a pulsing bar) are left running.
  // A transition can start a frame after another ends (a toast mounts, then slides in), so
  // the page is at rest only when two frames pass with none running.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () => document.getAnimations().filter((animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
      await frame();
      await frame();
      if (running().length === 0) return;
    }
  });
  // Evaluated over the DevTools protocol: an injected <script> would be blocked by our own CSP.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}

/**
 * Waits until a public page's scripts have run (see app/islands/entry.client.ts): the header is
 * enhanced and every island has hydrated. Islands hydrate as they come near the viewport (or,
 * marked so, on a first pointer), so each is scrolled to in turn; the scroll position is put
 * back afterwards.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("[data-site-header][data-enhanced]") !== null);
  const scrollY = await page.evaluate(() => window.scrollY);
  for (const box of await page.locator("[data-island]").all()) {
    await box.evaluate((element) => {
      (element.firstElementChild ?? element).scrollIntoView({ block: "center", behavior: "instant" });
    });
    // An island that hydrates on interaction (the designer) starts when a pointer comes over it.
    if ((await box.getAttribute("data-hydrate")) === "interaction") {
      await box.evaluate((element) => element.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })));
    }
    await box.and(page.locator("[data-hydrated]")).waitFor({ state: "attached" });
  }
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top, behavior: "instant" });
        // Two frames: scroll listeners (the header's scrolled state) have run by then.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    scrollY,
  );
}
