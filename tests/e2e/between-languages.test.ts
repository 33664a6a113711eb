// cspell:dictionaries es-es
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { browserAvailable, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";

/**
 * Issue 37, the visitor's side, in the browser: the language switch after the designer changed
 * the design, the share link's first tap, 320 px, Back after the first change, the fixed bars
 * over a focused field, and a quote sent with a design (announced once, the design shown).
 */

/** A design with every price line: the longest table the designer draws. */
const rich: Design = {
  ...defaultDesign,
  shape: "freeform",
  length: 45,
  width: 20,
  shallow: 3.5,
  deep: 8,
  shelf: "large",
  spa: "raised",
  features: ["sheer-descent", "rock-waterfall", "scuppers", "deck-jets"],
  lighting: "color-changing",
  fireBowls: 4,
  finish: "pebble-midnight",
  coping: "travertine",
  deck: "travertine",
  deckArea: 1500,
};

const designers = { en: "/design", es: "/es/disena-tu-alberca" } as const;

/** Resolves once the window has not scrolled for ten frames (smooth scrolling has ended). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still++;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

/** The loader has run (it wires the header, the language switch and the share link's first tap). */
const loaderRan = (page: Page) => page.locator("[data-site-header][data-enhanced]").waitFor();

describe.runIf(browserAvailable())("between languages and devices, in the browser", () => {
  const run = browserAndServer();
  const contexts: BrowserContext[] = [];

  async function open(width: number, height: number, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
    const context = await run.browser.newContext({ viewport: { width, height }, ...options });
    contexts.push(context);
    return context.newPage();
  }

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  describe("the language switch keeps the page's state", () => {
    it("Español after a change in the designer opens the changed design in Spanish, and English back again", async () => {
      const page = await open(1280, 900);
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/design`);
      await waitForIslands(page);
      await page.getByRole("radio", { name: "Kidney" }).check();
      await page.getByLabel("Spa", { exact: true }).selectOption("raised");
      await expect.poll(() => page.url()).toContain("spa=raised");
      const changed = new URL(page.url()).search;
      await page.locator("[data-site-header] a[hreflang=es-US]").click();
      await page.waitForURL(`**/es/disena-tu-alberca${changed}`);
      await expect.poll(() => page.locator("[data-design-description]").textContent()).toContain("Alberca en forma de riñón");
      expect(await page.locator("[data-design-description]").textContent()).toContain("spa elevado con desborde");

      await waitForIslands(page);
      await page.getByRole("radio", { name: "Forma libre" }).check();
      await expect.poll(() => page.url()).toContain("shape=freeform");
      const spanish = new URL(page.url()).search;
      // The footer's switch too.
      await page.locator("footer a[hreflang=en-US]").click();
      await page.waitForURL(`**/design${spanish}`);
      expect(await page.locator("[data-design-description]").textContent()).toMatch(/^A 16 × 32 ft freeform pool.*raised spa/);
      expect(problems).toEqual({ csp: [], errors: [] });
    });

    it("the quote form keeps its attached design in the other language", async () => {
      const page = await open(375, 812);
      await page.goto(`${run.server.url}/es/cotizacion?design=${encodeURIComponent(designQuery(rich))}`);
      await loaderRan(page);
      expect(await page.locator("[data-attached-design]").textContent()).toContain("Alberca de forma libre de 20 × 45 pies");
      await page.locator("footer a[hreflang=en-US]").click();
      await page.waitForURL(`**/get-quote?design=*`);
      expect(await page.locator("[data-attached-design]").textContent()).toContain("A 20 × 45 ft freeform pool");
    });
  });

  for (const [locale, path] of Object.entries(designers)) {
    const copied = locale === "en" ? "Link copied" : "Enlace copiado";
    it(`${path}: "Link to this design" copies on the first tap, before the designer has hydrated`, async () => {
      const page = await open(375, 812, { permissions: ["clipboard-read", "clipboard-write"], hasTouch: true });
      const query = designQuery({ ...defaultDesign, shape: "kidney", length: 34, width: 17 });
      await page.goto(`${run.server.url}${path}?${query}`);
      await loaderRan(page);
      let navigations = 0;
      page.on("request", (request) => {
        if (request.isNavigationRequest()) navigations++;
      });
      const link = page.locator("a[data-share-link]");
      expect(await page.locator("[data-hydrate=interaction][data-hydrated]").count(), "not hydrated yet").toBe(0);
      await link.tap();
      await expect.poll(() => page.getByRole("status").filter({ hasText: copied }).count()).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${run.server.url}${path}?${query}`);
      expect(navigations, "the tap did not navigate").toBe(0);
    });
  }

  for (const [locale, path] of Object.entries(designers)) {
    it(`${path} at 320 px with every price line: nothing scrolls sideways, the price table fits its panel`, async () => {
      const page = await open(320, 800);
      await page.goto(`${run.server.url}${path}?${designQuery(rich)}`);
      await waitForIslands(page);
      const widths = await page.evaluate(() => {
        const table = document.querySelector("table")!;
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          table: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
          rows: table.querySelectorAll("tbody tr").length,
          // A box beside a label that wraps keeps its size.
          boxes: [...new Set([...document.querySelectorAll("#design-form input[type=checkbox]")].map((box) => box.getBoundingClientRect().width))],
        };
      });
      expect(widths.rows, `${locale}: every line`).toBeGreaterThanOrEqual(13);
      expect(widths).toEqual({ page: 0, table: 0, rows: widths.rows, boxes: [20] });
    });
  }

  for (const [locale, path] of Object.entries(designers)) {
    const kidney = locale === "en" ? "Kidney" : "Riñón";
    const lap = locale === "en" ? "Lap" : "De nado";
    it(`${path}: Back after the first change returns to the design the page opened with, a step at a time`, async () => {
      const page = await open(375, 812);
      const start = `${run.server.url}${path}?${designQuery(defaultDesign)}`;
      await page.goto(start);
      await loaderRan(page);
      // The very first change, which also starts hydration.
      await page.getByRole("radio", { name: kidney }).check();
      await expect.poll(() => page.url()).toContain("shape=kidney");
      await waitForIslands(page);
      await page.getByRole("radio", { name: lap }).check();
      await expect.poll(() => page.url()).toContain("shape=lap");
      // Typing a number is one step, however many keystrokes.
      await page.locator("#design-form-length").fill("");
      await page.locator("#design-form-length").pressSequentially("45");
      await expect.poll(() => page.url()).toContain("length=45");

      await page.goBack();
      await expect.poll(() => page.url()).not.toContain("length=45");
      expect(page.url()).toContain("shape=lap");
      await page.goBack();
      await expect.poll(() => page.url()).toContain("shape=kidney");
      await expect.poll(() => page.getByRole("radio", { name: kidney }).isChecked()).toBe(true);
      await page.goBack();
      await expect.poll(() => page.url()).toBe(start);
      await expect.poll(() => page.locator("input[name=shape][value=rectangle]").isChecked()).toBe(true);
    });
  }

  /** Where the focused field's label and the bars are, in CSS px from the window's top. */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement;
      const name = document.querySelector("#quote-form [name=name]")!.getBoundingClientRect();
      return {
        headerBottom: document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom,
        barTop: [...document.querySelectorAll("nav")].find((nav) => getComputedStyle(nav).position === "fixed")?.getBoundingClientRect().top ?? innerHeight,
        active: active.name,
        labelTop: active.labels?.[0]?.getBoundingClientRect().top,
        name: { top: name.top, bottom: name.bottom },
      };
    });

  for (const [locale, path] of Object.entries({ en: "/get-quote", es: "/es/cotizacion" })) {
    const next = locale === "en" ? /^Next/ : /^Siguiente/;
    const submit = locale === "en" ? "Submit Quote Request" : "Enviar solicitud de cotización";
    it(`${path} on a phone: after Next the name field is clear of the bottom bar; after a failed send the focused field's label is clear of the header`, async () => {
      const page = await open(375, 812);
      await page.goto(`${run.server.url}${path}`);
      await waitForIslands(page);
      await page.locator("#quote-form [name=projectType]").selectOption("new-pool");
      await page.locator("#quote-form [name=poolSize]").selectOption({ index: 1 });
      await page.locator("#quote-form [name=timeline]").selectOption({ index: 1 });
      await page.getByRole("button", { name: next }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("quote-form-step-2");
      await scrollSettled(page);
      const afterNext = await layout(page);
      expect(afterNext.name.top, "below the header").toBeGreaterThanOrEqual(afterNext.headerBottom);
      expect(afterNext.name.bottom, "above the bottom bar").toBeLessThanOrEqual(afterNext.barTop);

      await page.getByRole("button", { name: submit }).click();
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("name");
      await scrollSettled(page);
      const failed = await layout(page);
      expect(failed.labelTop, "the label is below the header").toBeGreaterThanOrEqual(failed.headerBottom);
    });
  }

  it("/es/cotizacion: changing the contact method re-reads nothing; a quote sent with a design is announced once and shows its design", async () => {
    const page = await open(375, 812);
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/es/cotizacion?design=${encodeURIComponent(designQuery(rich))}`);
    await waitForIslands(page);
    // The form asks for its token on first focus; the server takes a form filled at least LEADS_MIN_FILL_MS after it.
    const token = page.waitForResponse((response) => new URL(response.url()).pathname === "/form-token");
    await page.locator("#quote-form [name=timeline]").focus();
    await token;
    const tokenAt = await page.evaluate(() => performance.now());
    await page.locator("#quote-form [name=timeline]").selectOption({ index: 1 });
    await page.getByRole("button", { name: /^Siguiente/ }).click();
    await page.locator(`label:has(input[name="contactMethod"][value="email"])`).click();
    await expect.poll(() => page.locator("aside h2").textContent()).toBe("¿Prefiere escribirnos?");
    const live = await page.evaluate(() => document.querySelector("aside")!.closest("[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]"));
    expect(live, "the contact panel is in no live region").toBeNull();
    await page.locator(`label:has(input[name="contactMethod"][value="phone"])`).click();

    await page.locator("#quote-form [name=name]").fill("Rosa Méndez");
    await page.locator("#quote-form [name=phone]").fill("832-555-0177");
    await page.waitForFunction((since) => performance.now() > since + Number(300) + 100, tokenAt);
    await page.getByRole("button", { name: "Enviar solicitud de cotización" }).click();
    const sent = page.locator("#quote-form [data-sent-design]");
    await sent.waitFor();
    expect(await sent.textContent()).toContain("Alberca de forma libre de 20 × 45 pies");
    expect(await sent.textContent()).toMatch(/Precio aproximado: \$[\d,]+ – \$[\d,]+/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("quote-form");
    // Every script the page asked for has arrived: a toast would be on screen by now.
    await page.waitForLoadState("networkidle");
    expect(await page.locator("[data-sonner-toaster], [data-sonner-toast]").count(), "no toast beside the confirmation").toBe(0);
    expect(problems).toEqual({ csp: [], errors: [] });
  });
});
