// cspell:ignore Lucía Ramírez
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { browserAvailable, newPage, VIEWPORTS } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { nextToken, post, storedRows, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * A lead's page on a phone (issue 37, point 12): the owner calls, sets the status, assigns and
 * replies without scrolling past the design and its estimate (the Reply card started 4,200 to
 * 4,600 px down). A designed quote from each language's designer, at 375 × 812.
 */

/** The top of an element in the page (not the viewport), in CSS pixels. */
async function pageTop(page: Page, heading: string): Promise<number> {
  const locator = page.getByRole("heading", { level: 2, name: heading, exact: true });
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

describe.runIf(browserAvailable())("a lead's page on a phone", () => {
  const run = browserAndServer();
  const leads: { locale: string; path: string }[] = [];

  beforeAll(async () => {
    const design = designQuery({ ...defaultDesign, shape: "kidney", spa: "raised", shelf: "large" });
    for (const [locale, path, name] of [["en", "/", "Cara Nguyen"], ["es", "/es/cotizacion", "Lucía Ramírez"]] as const) {
      const form = { ...validForms["get-quote"], name, email: `${locale}@example.com`, design, "form-token": await nextToken(run.server.url) };
      expect((await post(run.server.url, form, { path })).status).toBe(200);
      const id = (await storedRows(run.server.dataDir)).quotes.find((row) => row.name === name)!.id;
      leads.push({ locale, path: `/admin/leads/quote/${id}` });
    }
  }, 90_000);

  it("puts the contact details, status, assignment and reply within the first two screens, the design below them", async () => {
    const page = await newPage(run.browser, "mobile");
    await createAdminAndLogin(run.server, page);
    const screen = VIEWPORTS.mobile.height;
    for (const lead of leads) {
      await page.goto(`${run.server.url}${lead.path}`);
      const contact = await pageTop(page, "Contact");
      const status = await pageTop(page, "Status");
      const assigned = await pageTop(page, "Assigned to");
      const reply = await pageTop(page, "Reply by e-mail");
      const design = await pageTop(page, "Pool design");
      expect(contact, `${lead.locale}: Contact at ${contact}px`).toBeLessThan(screen);
      expect(status, `${lead.locale}: Status at ${status}px`).toBeLessThan(2 * screen);
      expect(assigned, `${lead.locale}: Assigned to at ${assigned}px`).toBeLessThan(2 * screen);
      expect(reply, `${lead.locale}: Reply at ${reply}px`).toBeLessThan(2 * screen);
      expect(design, `${lead.locale}: the design comes after the actions`).toBeGreaterThan(reply);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);
    }
    await page.context().close();
  });

  it("keeps the actions in the right-hand column beside the design on a wide screen", async () => {
    const page = await newPage(run.browser, "desktop");
    await createAdminAndLogin(run.server, page);
    await page.goto(`${run.server.url}${leads[0]!.path}`);
    const box = async (heading: string) => (await page.getByRole("heading", { level: 2, name: heading, exact: true }).boundingBox())!;
    const [reply, message] = await Promise.all([box("Reply by e-mail"), box("Notes from the visitor")]);
    expect(reply.x).toBeGreaterThan(message.x + message.width);
    expect(reply.y).toBeLessThan(VIEWPORTS.desktop.height * 2);
    await page.context().close();
  });
});
