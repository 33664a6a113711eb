import { beforeAll, describe, expect, it } from "vitest";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { axeViolations, browserAvailable, newPage, VIEWPORTS, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { nextToken, post, validForms } from "#tests/integration/leads-helpers.ts";

describe.runIf(browserAvailable())("admin sign-in and leads inbox in the browser", () => {
  const run = browserAndServer();

  beforeAll(async () => {
    for (const body of [validForms.consultation, validForms["get-quote"], { ...validForms.contact, "bot-field": "bot" }]) {
      expect((await post(run.server.url, { "bot-field": "", ...body, "form-token": await nextToken(run.server.url) })).status).toBe(200);
    }
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no axe violations on the login page, the dashboard, the inbox and a lead page at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(run.browser, viewport);
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/admin/login`);
      expect(await axeViolations(page), "login").toEqual([]);

      await createAdminAndLogin(run.server, page);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
      for (const weeks of [4, 12, 52]) {
        await page.goto(`${run.server.url}/admin?weeks=${weeks}`);
        expect(await axeViolations(page), `dashboard, ${weeks} weeks`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `dashboard, ${weeks} weeks`).toBe(VIEWPORTS[viewport].width);
      }
      // Each chart's numbers are a table behind a disclosure, and each lead today links to its page.
      await page.getByText("Show the numbers").first().click();
      expect(await page.getByRole("table", { name: "Leads per week by form" }).isVisible()).toBe(true);
      expect(await axeViolations(page), "dashboard with a chart's numbers open").toEqual([]);

      await page.goto(`${run.server.url}/admin/leads`);
      expect(await axeViolations(page), "inbox").toEqual([]);

      await page.goto(`${run.server.url}/admin/leads?spam=all`);
      expect(await axeViolations(page), "inbox with spam").toEqual([]);

      await page.getByRole("link", { name: "Cara Nguyen" }).filter({ visible: true }).click();
      await page.waitForURL(/\/admin\/leads\/quote\/\d+$/);
      expect(await axeViolations(page), "lead page").toEqual([]);
      expect(problems).toEqual({ csp: [], errors: [] });
      await page.context().close();
    });
  }

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`draws the admin in its own frame, every section one tap away, at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(run.browser, viewport);
      await page.goto(`${run.server.url}/admin/login`);
      expect(await page.locator("footer").count(), "no public footer on the sign-in page").toBe(0);
      await createAdminAndLogin(run.server, page);
      expect(await page.locator("footer").count(), "no public footer").toBe(0);
      expect(await page.getByRole("navigation", { name: "Quick actions" }).count(), "no public bottom bar").toBe(0);
      expect(await page.getByRole("link", { name: "Free Quote" }).count(), "no public header").toBe(0);
      const nav = page.getByRole("navigation", { name: "Admin" });
      await nav.getByRole("link", { name: "Leads" }).waitFor();
      const labels = (await nav.getByRole("link").allTextContents()).map((text) => text.trim());
      expect(labels).toEqual(["Dashboard", "Leads", "Visits", "Portfolio", "Pricing", "Team", "Account"]);
      expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
      await nav.getByRole("link", { name: "Leads" }).click();
      await page.waitForURL(`${run.server.url}/admin/leads`);
      await expect.poll(() => nav.getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
      expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe(null);
      for (const box of await Promise.all((await nav.getByRole("link").all()).map((link) => link.boundingBox()))) {
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[viewport].width);
      await page.context().close();
    });
  }

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no axe violations on the team, account and reply-template pages at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(run.browser, viewport);
      const problems = watchPageProblems(page);
      await createAdminAndLogin(run.server, page);
      for (const path of ["/admin/team", "/admin/account", "/admin/templates"]) {
        await page.goto(`${run.server.url}${path}`);
        expect(await axeViolations(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(VIEWPORTS[viewport].width);
      }
      expect(problems).toEqual({ csp: [], errors: [] });
      await page.context().close();
    });
  }

  it("shows the same message for a wrong password, then signs in and returns to the page asked for", async () => {
    const page = await newPage(run.browser, "mobile");
    const admin = await createAdminAndLogin(run.server);
    await page.goto(`${run.server.url}/admin/leads?type=get-quote`);
    await page.waitForURL(/\/admin\/login\?redirectTo=/);
    await page.getByLabel("E-mail address").fill(admin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("The e-mail address or password is incorrect.");
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${run.server.url}/admin/leads?type=get-quote`);
    await expect.poll(() => page.getByRole("link", { name: "Cara Nguyen" }).filter({ visible: true }).count()).toBe(1);
    await page.context().close();
  });

  it("changes status, adds a note and releases spam with JavaScript", async () => {
    const page = await newPage(run.browser, "desktop");
    const problems = watchPageProblems(page);
    await createAdminAndLogin(run.server, page);
    await page.goto(`${run.server.url}/admin/leads`);
    await page.getByRole("link", { name: "Ana Delgado" }).filter({ visible: true }).click();
    await page.getByLabel("Lead status").selectOption("quoted");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Status saved" }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/changed the status from New to Quoted/).count()).toBe(1);

    await page.getByLabel("Add a note").fill("Sent the 3-D design.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => page.getByText("Sent the 3-D design.").count()).toBe(1);
    // The box is empty again: pressing the button a second time cannot add the same note twice.
    await expect.poll(() => page.getByLabel("Add a note").inputValue()).toBe("");
    // The browser itself refuses the empty box (its `invalid` event), so nothing is sent.
    const noteBox = page.getByLabel("Add a note");
    await noteBox.evaluate((box) => box.addEventListener("invalid", () => box.setAttribute("data-refused", ""), { once: true }));
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("#lead-note[data-refused]").waitFor({ state: "attached" });
    expect(await page.getByText("Sent the 3-D design.").count()).toBe(1);

    await page.goto(`${run.server.url}/admin/leads?spam=only`);
    await page.getByRole("button", { name: /Release to inbox/ }).filter({ visible: true }).click();
    await page.locator("[data-sonner-toast]", { hasText: /Released .* to the inbox/ }).first().waitFor({ timeout: 30_000 });
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  it("filters, opens a lead and saves a status without JavaScript", async () => {
    const page = await newPage(run.browser, "mobile", { javaScriptEnabled: false });
    await createAdminAndLogin(run.server, page);
    await page.goto(`${run.server.url}/admin/leads`);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Type").selectOption("get-quote");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/\/admin\/leads\?.*type=get-quote/);
    await page.getByRole("link", { name: "Cara Nguyen" }).filter({ visible: true }).click();
    // On a phone the page leads with what the visitor wants and how to reach them (issue 21), then
    // status, assignment and reply; the rest of the details below the actions (issue 37, point 12).
    const status = await page.getByLabel("Lead status").boundingBox();
    const contact = await page.getByRole("heading", { name: "Contact" }).boundingBox();
    const details = await page.getByRole("heading", { name: "Details" }).boundingBox();
    const want = await page.locator("[data-lead-want]").boundingBox();
    const call = await page.getByRole("link", { name: /^Call / }).boundingBox();
    expect(want!.y).toBeLessThan(call!.y);
    expect(call!.y).toBeLessThan(contact!.y);
    expect(contact!.y).toBeLessThan(status!.y);
    expect(status!.y).toBeLessThan(details!.y);
    await page.getByLabel("Lead status").selectOption("won");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByRole("status").filter({ hasText: "Status saved." }).waitFor();
    expect(await page.getByLabel("Lead status").inputValue()).toBe("won");
    await page.context().close();
  });

  it("signs out", async () => {
    const page = await newPage(run.browser, "desktop");
    await createAdminAndLogin(run.server, page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${run.server.url}/admin/login?signedOut=1`);
    await page.goto(`${run.server.url}/admin/leads`);
    await page.waitForURL(/\/admin\/login\?redirectTo=/);
    await page.context().close();
  });
});
