import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { axeViolations, browserAvailable, launchBrowser, newPage, VIEWPORTS, watchPageProblems } from "#tests/support/browser.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

describe.runIf(browserAvailable())("admin sign-in and leads inbox in the browser", () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: testServerEnv })]);
    for (const body of [validForms.consultation, validForms["get-quote"], { ...validForms.contact, "bot-field": "bot" }]) {
      expect((await post(server.url, { "bot-field": "", ...body, "form-token": await nextToken(server.url) })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no axe violations on the login page, the inbox and a lead page at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(browser, viewport);
      const problems = watchPageProblems(page);
      await page.goto(`${server.url}/admin/login`);
      expect(await axeViolations(page), "login").toEqual([]);

      await createAdminAndLogin(server, page);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Leads");
      expect(await axeViolations(page), "inbox").toEqual([]);

      await page.goto(`${server.url}/admin/leads?spam=all`);
      expect(await axeViolations(page), "inbox with spam").toEqual([]);

      await page.getByRole("link", { name: "Cara Nguyen" }).filter({ visible: true }).click();
      await page.waitForURL(/\/admin\/leads\/quote\/\d+$/);
      expect(await axeViolations(page), "lead page").toEqual([]);
      expect(problems).toEqual({ csp: [], errors: [] });
      await page.context().close();
    });
  }

  it("shows the same message for a wrong password, then signs in and returns to the page asked for", async () => {
    const page = await newPage(browser, "mobile");
    const admin = await createAdminAndLogin(server);
    await page.goto(`${server.url}/admin/leads?type=get-quote`);
    await page.waitForURL(/\/admin\/login\?redirectTo=/);
    await page.getByLabel("E-mail address").fill(admin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("The e-mail address or password is incorrect.");
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin/leads?type=get-quote`);
    await expect.poll(() => page.getByRole("link", { name: "Cara Nguyen" }).filter({ visible: true }).count()).toBe(1);
    await page.context().close();
  });

  it("changes status, adds a note and releases spam with JavaScript", async () => {
    const page = await newPage(browser, "desktop");
    const problems = watchPageProblems(page);
    await createAdminAndLogin(server, page);
    await page.getByRole("link", { name: "Ana Delgado" }).filter({ visible: true }).click();
    await page.getByLabel("Lead status").selectOption("quoted");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Status saved" }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/changed the status from New to Quoted/).count()).toBe(1);

    await page.getByLabel("Add a note").fill("Sent the 3-D design.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => page.getByText("Sent the 3-D design.").count()).toBe(1);

    await page.goto(`${server.url}/admin/leads?spam=only`);
    await page.getByRole("button", { name: /Release to inbox/ }).filter({ visible: true }).click();
    await page.locator("[data-sonner-toast]", { hasText: /Released .* to the inbox/ }).first().waitFor({ timeout: 30_000 });
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  });

  it("filters, opens a lead and saves a status without JavaScript", async () => {
    const page = await newPage(browser, "mobile", { javaScriptEnabled: false });
    await createAdminAndLogin(server, page);
    await page.getByLabel("Type").selectOption("get-quote");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\/admin\/leads\?.*type=get-quote/);
    await page.getByRole("link", { name: "Cara Nguyen" }).filter({ visible: true }).click();
    await page.getByLabel("Lead status").selectOption("won");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByRole("status").filter({ hasText: "Status saved." }).waitFor();
    expect(await page.getByLabel("Lead status").inputValue()).toBe("won");
    await page.context().close();
  });

  it("signs out", async () => {
    const page = await newPage(browser, "desktop");
    await createAdminAndLogin(server, page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/admin/login?signedOut=1`);
    await page.goto(`${server.url}/admin/leads`);
    await page.waitForURL(/\/admin\/login\?redirectTo=/);
    await page.context().close();
  });
});
