import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { browserAvailable, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { storedRows } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The quote path on a phone (375 × 812), with JavaScript on and off: nothing the visitor typed
 * or changed is lost between the designer, the quote form and the stored lead (issue 21, points 1–4).
 */

const range = (design: Design) => {
  const { low, high } = estimateDesign(design, defaultPricing, designerText("en"));
  return formatRange(low, high);
};

/** The element's box lies inside the viewport, clear of the fixed header (5 rem). */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

/** Visible controls and links in the page's main content smaller than 44 × 44 px (a radio or checkbox is tapped through its label). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const within = document.querySelector("main") ?? document.body;
    const targets = [...within.querySelectorAll<HTMLElement>("a[href], button, select, input:not([type=hidden]), summary")];
    return targets
      .map((element) => {
        const target = element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox") ? (element.closest("label") ?? element) : element;
        const box = target.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(target).visibility !== "hidden" && !target.closest(".sr-only");
        return { text: (target.textContent || element.getAttribute("name") || "").trim().slice(0, 40), width: Math.round(box.width), height: Math.round(box.height), shown };
      })
      .filter((target) => target.shown && (target.width < 44 || target.height < 44));
  });
}

/** A visitor's tap focuses a field first, which hydrates the designer. */
async function hydrateDesigner(page: Page): Promise<void> {
  // The islands' script listens for that first focus once it has run (it marks the header).
  await page.waitForFunction(() => document.querySelector("[data-site-header][data-enhanced]") !== null);
  await page.getByLabel("Width").focus();
  await page.waitForSelector("[data-island=designer][data-hydrated]", { state: "attached" });
}

describe.runIf(browserAvailable())("the quote path on a phone", () => {
  const run = browserAndServer();

  it("asks for name, phone and e-mail together; a phone number typed before choosing Email is kept", async () => {
    const page = await newPage(run.browser, "mobile");
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/get-quote`);
    await waitForIslands(page);
    await page.locator('#quote-form [name="projectType"]').selectOption("new-pool");
    await page.getByRole("button", { name: "Next: Your Contact Info" }).click();
    // The step's first control is on screen right after "Next" (once its scroll has run).
    await expect.poll(() => onScreen(page, '#quote-form input[name="contactMethod"] + span'), { timeout: 5_000 }).toBe(true);
    // The default method (a phone call) still asks for an e-mail, optional, for the confirmation.
    expect(await page.getByLabel("Email Address").isVisible()).toBe(true);
    expect(await page.getByLabel("Phone Number").getAttribute("required")).not.toBeNull();
    await page.getByLabel("Full Name").fill("Pat Pearland");
    await page.getByLabel("Phone Number").fill("281-555-0142");
    await page.getByText("We reply by email").click();
    // The phone field stays, with what was typed; the e-mail is now the required one.
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("281-555-0142");
    expect(await page.getByLabel("Email Address").getAttribute("required")).not.toBeNull();
    expect(await page.getByLabel("Phone Number").getAttribute("required")).toBeNull();
    await page.getByLabel("Email Address").fill("pat@example.com");
    await page.waitForTimeout(400);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.getByText("Quote request submitted successfully!").first().waitFor();
    const { quotes } = await storedRows(run.server.dataDir);
    expect(quotes.find((row) => row.name === "Pat Pearland")).toMatchObject({ contact_method: "email", phone: "281-555-0142", email: "pat@example.com" });
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

    it(`gives every control and action link on /design and the quote form a tap target of at least 44 × 44 px ${mode}`, async () => {
      const page = await newPage(run.browser, "mobile", { javaScriptEnabled });
      await page.goto(`${run.server.url}/get-quote?design=${encodeURIComponent(designQuery(defaultDesign))}`);
      expect(await smallTargets(page), "/get-quote with a design").toEqual([]);
      await page.goto(`${run.server.url}/design`);
      if (javaScriptEnabled) {
        await waitForIslands(page);
        // The 3-D view's Day/Dusk toggles, once it has drawn (a browser without WebGL shows none).
        await page.waitForFunction(() => document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered") || document.querySelector("[data-design-3d-slot]:empty"), null, { timeout: 30_000 }).catch(() => undefined);
      }
      expect(await smallTargets(page), "/design").toEqual([]);
      await page.context().close();
    });

    it(`shows the water area, what no estimate includes and the credit condition ${mode}`, async () => {
      const page = await newPage(run.browser, "mobile", { javaScriptEnabled });
      await page.goto(`${run.server.url}/design?${designQuery({ ...defaultDesign, shape: "freeform" })}`);
      const water = await page.locator("[data-water-area]").textContent();
      expect(water).toMatch(/^\d+ sq ft of water: a freeform outline holds less than the 512 sq ft of a 16 × 32 ft rectangle, so it costs less to build\.$/);
      expect(await page.locator("[data-estimate-exclusions]").textContent()).toContain("The barrier fence Texas cities require around a pool");
      expect(await page.locator("#estimate-panel").textContent()).toContain("subject to credit approval");
      await page.context().close();
    });

    it(`sends the design as it stands from the phone's price bar ${mode}`, async () => {
      const page = await newPage(run.browser, "mobile", { javaScriptEnabled });
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/design`);
      if (javaScriptEnabled) await hydrateDesigner(page);
      await page.getByLabel("Width").fill("20");
      await page.getByRole("radio", { name: "Freeform" }).check();
      // No "Update plan and price" in between: the bar's button sends the form as it is.
      await page.locator("[data-estimate-bar]").getByRole("button", { name: /Request a quote/ }).click();
      await page.waitForURL(/\/get-quote\?design=/);
      const expected: Design = { ...defaultDesign, shape: "freeform", width: 20 };
      expect(new URL(page.url()).searchParams.get("design")).toBe(designQuery(expected));
      expect(new URL(page.url()).hash).toBe("#quote-form");
      expect(await page.locator("[data-attached-design]").textContent()).toContain(range(expected));
      expect(await page.locator("[data-design-size]").textContent()).toContain("20 × 32 ft freeform");
      expect(problems).toEqual({ csp: [], errors: [] });
      await page.context().close();
    });

    it(`keeps a size over the limit on screen, prices the limit and says so ${mode}`, async () => {
      const page = await newPage(run.browser, "mobile", { javaScriptEnabled });
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/design?${designQuery({ ...defaultDesign, width: 20 })}`);
      if (javaScriptEnabled) await hydrateDesigner(page);
      await page.getByLabel("Width").fill("30");
      if (!javaScriptEnabled) {
        await page.getByRole("button", { name: "Update plan and price" }).click();
        await page.waitForURL(/width=30/);
        // The page lands on the new price, not at its top.
        expect(new URL(page.url()).hash).toBe("#estimate-panel");
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
        expect(await onScreen(page, "[data-estimate-range]")).toBe(true);
      }
      const atLimit: Design = { ...defaultDesign, width: 25 };
      await expect.poll(() => page.locator("#design-form-width-error").textContent()).toBe(
        "The width of rectangular pools must be between 10 and 25 ft. The plan and price use 25 ft, the nearest allowed.",
      );
      expect(await page.getByLabel("Width").inputValue()).toBe("30");
      expect(await page.locator("[data-estimate-range]").textContent()).toBe(range(atLimit));
      await page.locator("[data-estimate-bar]").getByRole("button", { name: /Request a quote/ }).click();
      await page.waitForURL(/\/get-quote\?design=/);
      expect(new URL(page.url()).searchParams.get("design")).toBe(designQuery(atLimit));
      expect(problems.csp).toEqual([]);
      await page.context().close();
    });

    it(`carries a design's real shape and size through the quote form into the inbox ${mode}`, async () => {
      const design: Design = { ...defaultDesign, shape: "freeform", spa: "raised" };
      const name = `Fran ${javaScriptEnabled ? "Script" : "Native"}`;
      const page = await newPage(run.browser, "mobile", { javaScriptEnabled });
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/get-quote?design=${encodeURIComponent(designQuery(design))}`);
      if (javaScriptEnabled) await waitForIslands(page);
      expect(await page.locator("[data-design-size]").textContent()).toContain("16 × 32 ft freeform (your design)");
      expect(await page.locator("#quote-form").textContent()).not.toContain("15x30 ft");
      if (javaScriptEnabled) await page.getByRole("button", { name: "Next: Your Contact Info" }).click();
      await page.getByLabel("Full Name").fill(name);
      await page.getByLabel("Phone Number").fill("832-555-0177");
      await page.waitForTimeout(400);
      await page.getByRole("button", { name: "Submit Quote Request" }).click();
      await page.getByText("Quote request submitted successfully!").first().waitFor();
      const { quotes } = await storedRows(run.server.dataDir);
      expect(quotes.find((row) => row.name === name)).toMatchObject({ pool_size: "custom" });
      expect(problems.csp).toEqual([]);
      await page.context().close();

      const admin = await newPage(run.browser, "mobile");
      await createAdminAndLogin(run.server, admin);
      await admin.goto(`${run.server.url}/admin/leads?q=${encodeURIComponent(name)}`);
      const item = admin.getByRole("listitem").filter({ hasText: name });
      expect(await item.textContent()).toContain("16 × 32 ft freeform");
      expect(await item.textContent()).not.toContain("Custom Size");
      const csv = await admin.evaluate(async () => (await fetch(`/admin/leads.csv${location.search}`)).text());
      expect(csv).toContain("16 × 32 ft freeform");
      await admin.context().close();
    });
  }
});
