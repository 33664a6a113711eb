import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { axeViolations, browserAvailable, newPage, VIEWPORTS, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";

const range = (design: Design) => {
  const { low, high } = estimateDesign(design, defaultPricing, designerText("es"));
  return formatRange(low, high, "es");
};

const priceText = (page: Page) => page.locator("[data-estimate-range]").textContent();
const description = (page: Page) => page.locator("[data-design-description]").textContent();

describe.runIf(browserAvailable())("the pool designer in Spanish, in the browser", () => {
  const run = browserAndServer();

  it("a change of option redraws the Spanish description and price, and the URL stays Spanish", async () => {
    const page = await newPage(run.browser, "mobile");
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/es/disena-tu-alberca`);
    await waitForIslands(page);
    expect(await priceText(page)).toBe(range(defaultDesign));
    expect(await description(page)).toContain("Alberca rectangular de 16 × 32 pies");

    await page.getByRole("radio", { name: "Riñón" }).check();
    await expect.poll(() => page.url()).toContain("/es/disena-tu-alberca?shape=kidney");
    const kidney = { ...defaultDesign, shape: "kidney" as const };
    expect(await priceText(page)).toBe(range(kidney));
    expect(await description(page)).toContain("Alberca en forma de riñón de 16 × 32 pies");

    await page.getByLabel("Spa", { exact: true }).selectOption("raised");
    await expect.poll(() => description(page)).toContain("con un spa elevado con desborde");
    expect(await priceText(page)).toBe(range({ ...kidney, spa: "raised" }));
    expect(await page.locator("text=Spa: integrado, elevado con desborde").count()).toBe(1);

    // A refused value is said in Spanish as the visitor types it.
    await page.getByLabel("Largo").fill("90");
    await expect.poll(() => page.locator("#design-form-length-error").textContent()).toContain("El largo de una alberca en forma de riñón debe estar entre 20 y 45 pies.");
    expect(problems).toEqual({ csp: [], errors: [] });
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no axe violations at ${VIEWPORTS[viewport].width} px, hydrated, with a refused value on screen`, async () => {
      const page = await newPage(run.browser, viewport);
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/es/disena-tu-alberca?${designQuery({ ...defaultDesign, shape: "l-shape", spa: "detached", fireBowls: 3, deckArea: 5000 })}`);
      await waitForIslands(page);
      await page.getByLabel("Material de la terraza").focus();
      await page.waitForSelector("[data-island=designer][data-hydrated]", { state: "attached" });
      expect(await axeViolations(page)).toEqual([]);
      // The page itself answers 400 for the refused deck area (the console reports that, nothing else).
      expect(problems).toEqual({ csp: [], errors: ["Failed to load resource: the server responded with a status of 400 (Bad Request)"] });
      await page.context().close();
    });
  }
});
