import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { axeViolations, browserAvailable, newPage, VIEWPORTS, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { formToken, post, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

const range = (design: Design) => {
  const { low, high } = estimateDesign(design, defaultPricing, designerText("en"));
  return formatRange(low, high);
};

const sampleDesign: Design = { ...defaultDesign, shape: "kidney", spa: "raised", shelf: "medium", features: ["rock-waterfall", "deck-jets"], fireBowls: 2 };

const priceText = (page: Page) => page.locator("[data-estimate-range]").textContent();

describe.runIf(browserAvailable())("the pool designer in the browser", () => {
  const run = browserAndServer();

  beforeAll(async () => {
    const token = await formToken(run.server.url);
    const stored = await post(run.server.url, { ...validForms["get-quote"], name: "Axe Design", design: designQuery(sampleDesign), "form-token": token });
    expect(stored.status).toBe(200);
  });

  it("follows every change with the plan, the price and the URL; Back and reload restore the design", async () => {
    const page = await newPage(run.browser, "desktop");
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/design`);
    await waitForIslands(page);
    expect(await priceText(page)).toBe(range(defaultDesign));

    await page.getByRole("radio", { name: "Kidney" }).check();
    await expect.poll(() => page.url()).toContain("shape=kidney");
    const kidney = { ...defaultDesign, shape: "kidney" as const };
    expect(await priceText(page)).toBe(range(kidney));
    expect(await page.locator("[data-design-description]").textContent()).toContain("16 × 32 ft kidney pool");

    await page.getByLabel("Spa", { exact: true }).selectOption("raised");
    await expect.poll(() => page.url()).toContain("spa=raised");
    const withSpa = { ...kidney, spa: "raised" as const };
    expect(await priceText(page)).toBe(range(withSpa));
    expect(await page.locator("svg[role=img] text", { hasText: "Spa" }).count()).toBe(1);

    await page.getByLabel("Length").fill("40");
    await expect.poll(() => page.url()).toContain("length=40");
    expect(await priceText(page)).toBe(range({ ...withSpa, length: 40 }));

    // A limit is enforced live, with the server's message.
    await page.getByLabel("Length").fill("60");
    await expect.poll(() => page.locator("#design-form-length-error").textContent()).toBe("The length of kidney pools must be between 20 and 45 ft. The plan and price use 45 ft, the nearest allowed.");
    await page.getByLabel("Length").fill("40");

    // Switching to a lap pool moves the size into the lap pool's limits.
    await page.getByRole("radio", { name: "Lap" }).check();
    await expect.poll(() => page.url()).toContain("shape=lap");
    expect(await page.getByLabel("Width").inputValue()).toBe("14");

    await page.goBack();
    await expect.poll(() => page.url()).toContain("shape=kidney");
    await expect.poll(() => page.getByRole("radio", { name: "Kidney" }).isChecked()).toBe(true);
    expect(await priceText(page)).toBe(range({ ...withSpa, length: 40 }));

    await page.reload();
    expect(await priceText(page)).toBe(range({ ...withSpa, length: 40 }));
    expect(await page.getByLabel("Spa", { exact: true }).inputValue()).toBe("raised");
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  it("takes a choice made with no pointer, focus or key (voice control, a script) the same way", async () => {
    const page = await newPage(run.browser, "desktop");
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/design`);
    await page.waitForFunction(() => document.querySelector("[data-site-header][data-enhanced]") !== null);
    expect(await page.locator("[data-island=designer][data-hydrated]").count()).toBe(0);
    await page.evaluate(() => {
      const spa = document.querySelector<HTMLSelectElement>('select[name="spa"]')!;
      spa.value = "raised";
      spa.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await expect.poll(() => page.url()).toContain("spa=raised");
    await expect.poll(() => priceText(page)).toBe(range({ ...defaultDesign, spa: "raised" }));
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  it("loads no script for the designer until the visitor reaches for it, and keeps that first choice", async () => {
    const page = await newPage(run.browser, "mobile");
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/design`);
    await page.waitForFunction(() => document.querySelector("[data-site-header][data-enhanced]") !== null);
    await page.waitForTimeout(1000);
    expect(await page.locator("[data-island=designer][data-hydrated]").count()).toBe(0);
    // Every frame from the touch on, note whether the choice shows (a frame without it is a flicker).
    await page.evaluate(() => {
      const roman = document.querySelector<HTMLInputElement>('input[name="shape"][value="roman"]')!;
      const frames: boolean[] = ((window as unknown as { romanFrames: boolean[] }).romanFrames = []);
      roman.addEventListener("click", () => {
        const note = () => {
          frames.push(roman.checked);
          if (frames.length < 30) requestAnimationFrame(note);
        };
        requestAnimationFrame(note);
      });
    });
    // The touch that starts hydration is itself a choice: it must not be lost, nor undone for a moment.
    await page.getByRole("radio", { name: "Roman" }).check();
    await expect.poll(() => page.url()).toContain("shape=roman");
    await expect.poll(() => priceText(page)).toBe(range({ ...defaultDesign, shape: "roman" }));
    await page.locator("[data-island=designer][data-hydrated]").waitFor({ state: "attached" });
    const romanFrames = () => page.evaluate(() => (window as unknown as { romanFrames: boolean[] }).romanFrames);
    // Thirty frames: slow while the 3-D view starts in software WebGL, so they may take seconds.
    await expect.poll(async () => (await romanFrames()).length, { timeout: 30_000 }).toBe(30);
    expect((await romanFrames()).filter((checked) => !checked).length).toBe(0);
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  it("turns the design into a prefilled quote request that the inbox shows with its plan", async () => {
    const design: Design = { ...defaultDesign, shape: "freeform", length: 36, width: 18, spa: "raised", features: ["scuppers"], deck: "travertine" };
    const page = await newPage(run.browser, "mobile");
    const problems = watchPageProblems(page);
    await page.goto(`${run.server.url}/design?${designQuery(design)}`);
    await waitForIslands(page);
    // The first is the price panel's; on a phone the options' sticky bar repeats it.
    await page.getByRole("button", { name: "Request a quote for this design" }).first().click();
    await page.waitForURL(/\/get-quote\?design=/);
    await waitForIslands(page);
    expect(await page.locator("[data-attached-design]").textContent()).toContain("An 18 × 36 ft freeform pool");
    expect(await page.getByLabel("Project Type").inputValue()).toBe("new-pool");
    expect(await page.locator("[data-design-size]").textContent()).toContain("18 × 36 ft freeform");
    expect(await page.getByRole("checkbox", { name: "Hot Tub Integration" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Custom Decking" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Automation System" }).isChecked()).toBe(false);

    await page.getByRole("button", { name: "Next: Your Contact Info" }).click();
    await page.getByLabel("Full Name").fill("Fran Freeform");
    await page.getByLabel("Phone Number").fill("832-555-0177");
    // The form token's minimum age (300 ms here) must pass, as for a person filling it in.
    await page.waitForTimeout(400);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect.poll(() => page.getByText("Quote request submitted successfully!").count()).toBeGreaterThan(0);

    const handle = openDb({ dataDir: run.server.dataDir });
    const row = await handle.db.selectFrom("quote_requests").select(["id", "design"]).where("name", "=", "Fran Freeform").executeTakeFirstOrThrow();
    await handle.close();
    expect(JSON.parse(String(row.design))).toMatchObject({ schemaVersion: 1, design });

    const admin = await newPage(run.browser, "desktop");
    await createAdminAndLogin(run.server, admin);
    await admin.goto(`${run.server.url}/admin/leads/quote/${row.id}`);
    const section = admin.getByRole("region", { name: "Pool design" });
    expect(await section.getByRole("img", { name: /Plan of your pool/ }).count()).toBe(1);
    expect(await section.textContent()).toContain(range(design));
    expect(await section.getByRole("link", { name: "Open this design in 3-D" }).getAttribute("href")).toBe(`/design?${designQuery(design)}#design-3d`);
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
    await admin.context().close();
  });

  it("keeps the price and the quote link in view on a phone while the visitor scrolls through the options, with or without JavaScript", async () => {
    const bar = (page: Page) => page.locator("[data-estimate-bar]");
    /** Where the bar is on screen, and where the site's own bottom bar starts. */
    const placement = (page: Page) =>
      page.evaluate(() => {
        const box = document.querySelector("[data-estimate-bar]")!.getBoundingClientRect();
        const quickActions = document.querySelector('nav[aria-label="Quick actions"]')!.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, quickActionsTop: quickActions.top, viewport: window.innerHeight };
      });
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage(run.browser, "mobile", { javaScriptEnabled });
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/design?${designQuery(sampleDesign)}`);
      // The last option: the bar stays on screen, just above the site's bottom bar, not over it.
      await page.getByLabel("Deck area").scrollIntoViewIfNeeded();
      await page.getByLabel("Deck area").evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 200));
      const shown = await placement(page);
      expect(shown.top, javaScriptEnabled ? "with JavaScript" : "without").toBeGreaterThan(0);
      expect(shown.bottom).toBeLessThanOrEqual(shown.quickActionsTop);
      expect(shown.quickActionsTop).toBeLessThan(shown.viewport);
      expect(await bar(page).textContent()).toContain(range(sampleDesign));
      // It submits the options form as it stands to the quote form (tests/e2e/quote-path.test.ts follows it).
      expect(await bar(page).getByRole("button", { name: "Request a quote for this design" }).getAttribute("formaction")).toBe("/get-quote");
      // The summary above announces a new range; the bar is no second live region.
      expect(await bar(page).evaluate((element) => element.closest("[aria-live]"))).toBeNull();
      if (javaScriptEnabled) {
        // A visitor's tap focuses the field first, which hydrates the designer.
        await page.getByLabel("Deck material").focus();
        await page.waitForSelector("[data-island=designer][data-hydrated]", { state: "attached" });
        await page.getByLabel("Deck material").selectOption("porcelain");
        const porcelain = range({ ...sampleDesign, deck: "porcelain" });
        await expect.poll(() => bar(page).textContent()).toContain(porcelain);
        expect(await priceText(page)).toBe(porcelain);
        expect(await axeViolations(page)).toEqual([]);
      }
      expect(problems).toEqual({ csp: [], errors: [] });
      await page.context().close();
    }
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no axe violations on /design, /get-quote with a design, /admin/pricing and a lead page at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(run.browser, viewport);
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/design?${designQuery(sampleDesign)}`);
      await waitForIslands(page);
      expect(await axeViolations(page), "/design").toEqual([]);
      await page.goto(`${run.server.url}/get-quote?design=${encodeURIComponent(designQuery(sampleDesign))}`);
      await waitForIslands(page);
      expect(await axeViolations(page), "/get-quote with a design").toEqual([]);

      await createAdminAndLogin(run.server, page);
      await page.goto(`${run.server.url}/admin/pricing`);
      expect(await axeViolations(page), "/admin/pricing").toEqual([]);
      const handle = openDb({ dataDir: run.server.dataDir });
      const row = await handle.db.selectFrom("quote_requests").select("id").where("name", "=", "Axe Design").executeTakeFirstOrThrow();
      await handle.close();
      await page.goto(`${run.server.url}/admin/leads/quote/${row.id}`);
      expect(await page.getByRole("region", { name: "Pool design" }).count()).toBe(1);
      expect(await axeViolations(page), "lead page with a design").toEqual([]);
      expect(problems).toEqual({ csp: [], errors: [] });
      await page.context().close();

      // A refused design: the browser reports the 400 document itself, nothing else.
      const refused = await newPage(run.browser, viewport);
      await refused.goto(`${run.server.url}/design?shape=kidney&length=99&finish=gold`);
      await waitForIslands(refused);
      expect(await refused.locator("#design-form-length-error").textContent()).toContain("between 20 and 45 ft");
      expect(await axeViolations(refused), "/design with errors").toEqual([]);
      await refused.context().close();
    });
  }
});
