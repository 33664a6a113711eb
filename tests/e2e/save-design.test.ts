import type { Browser } from "playwright-core";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designQuery } from "#app/features/design/query.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { axeViolations, browserAvailable, launchBrowser, newPage, VIEWPORTS, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

const kidney = designQuery({ ...defaultDesign, shape: "kidney", length: 34, width: 17 });

/** "E-mail me this design" on /design with JavaScript (inline) and without (a page that keeps the design). */
describe.runIf(browserAvailable())("e-mailing a design to oneself", () => {
  let browser: Browser;
  let server: RunningServer;
  let smtp: SMTPServer;
  const inbox: Mail[] = [];
  const to = (address: string) => inbox.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { ...testServerEnv, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stopSmtp(smtp);
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`with JavaScript: the error on its field, then an inline, focused, announced success without a reload, at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(browser, viewport);
      const problems = watchPageProblems(page);
      await page.goto(`${server.url}/design?${kidney}`);
      await waitForIslands(page);
      const form = page.getByTestId("save-design");
      await form.scrollIntoViewIfNeeded();
      // The press is answered inline once the designer has rendered hydrated (before, the browser posts it).
      await page.locator("[data-testid=save-design][data-enhanced]").waitFor({ state: "attached" });
      expect(await axeViolations(page), "designer with the save form").toEqual([]);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const email = form.getByLabel("Your e-mail address");
      await email.fill("not an address");
      await form.getByRole("button", { name: "E-mail me this design" }).click();
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      expect(await form.locator("#save-design-email-error").textContent()).toBe("Enter an e-mail address like name@example.com.");
      await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await axeViolations(page), "with the error").toEqual([]);

      const address = `inline-${viewport}@example.com`;
      await email.fill(address);
      await form.getByLabel("Remind me once in a few days").check();
      await form.getByRole("button", { name: "E-mail me this design" }).click();
      const status = form.getByRole("status");
      await expect.poll(() => status.textContent()).toBe(`Your design is on its way to ${address}. We will remind you once in a few days, unless you ask for a quote first.`);
      await expect.poll(() => status.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/design");
      expect(await axeViolations(page), "after sending").toEqual([]);
      await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(1);
      // The refused address's 400 is the browser's only complaint.
      expect(problems.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
      await page.context().close();
    });

    it(`without JavaScript: one press, a confirmation page that keeps the design, at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(browser, viewport, { javaScriptEnabled: false });
      await page.goto(`${server.url}/design?${kidney}`);
      const form = page.getByTestId("save-design");
      await form.getByLabel("Your e-mail address").fill("wrong@");
      await Promise.all([page.waitForURL(`${server.url}/design/save`), form.getByRole("button", { name: "E-mail me this design" }).click()]);
      const email = page.getByLabel("Your e-mail address");
      expect(await email.getAttribute("aria-invalid")).toBe("true");
      expect(await email.inputValue()).toBe("wrong@");
      expect(await email.evaluate((element) => element === document.activeElement), "the refused field has focus").toBe(true);

      const address = `plain-${viewport}@example.com`;
      await email.fill(address);
      await Promise.all([page.waitForURL(`${server.url}/design/save`), page.getByRole("button", { name: "E-mail me this design" }).click()]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your design is on its way");
      expect(await page.getByTestId("design-saved").textContent()).toBe(`Your design is on its way to ${address}.`);
      await page.getByRole("link", { name: "Back to your design" }).click();
      expect(page.url()).toBe(`${server.url}/design?${kidney}`);
      await expect.poll(() => to(address).length, { timeout: 10_000 }).toBe(1);
      await page.context().close();
    });
  }

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`answers a plain POST with pages that pass axe at ${VIEWPORTS[viewport].width} px`, async () => {
      // axe needs scripts on the page; the form is still posted natively (submit() skips the island's handler).
      const page = await newPage(browser, viewport);
      for (const [email, heading] of [["wrong@", "E-mail me this design"], [`axe-${viewport}@example.com`, "Your design is on its way"]] as const) {
        await page.goto(`${server.url}/design?${kidney}`);
        await page.getByTestId("save-design").locator("form").evaluate((form: HTMLFormElement, value) => {
          (form.elements.namedItem("email") as HTMLInputElement).value = value;
          form.submit();
        }, email);
        await page.waitForURL(`${server.url}/design/save`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
        expect(await axeViolations(page), heading).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[viewport].width);
      }
      await page.context().close();
    });
  }

  it("shows saved designs in the inbox apart from requests, and the owner erases one", async () => {
    const page = await newPage(browser, "desktop");
    await createAdminAndLogin(server, page);
    await page.goto(`${server.url}/admin/leads`);
    expect(await page.getByText("plain-desktop@example.com").count()).toBe(0);
    await page.getByRole("link", { name: "Saved designs" }).click();
    await page.waitForURL(`${server.url}/admin/leads/saved-designs`);
    const items = page.getByTestId("saved-design-item");
    await expect.poll(() => items.count()).toBe(6);
    const inline = items.filter({ hasText: "inline-desktop@example.com" });
    expect(await inline.textContent()).toMatch(/Saved a design.*Reminder\s*Due /s);
    expect(await items.filter({ hasText: "plain-desktop@example.com" }).textContent()).toContain("Not asked for");
    expect(await axeViolations(page), "saved designs tab").toEqual([]);
    // A privacy request: the owner erases one, and it is gone with its e-mails.
    await items.filter({ hasText: "plain-desktop@example.com" }).getByRole("button", { name: "Erase everything stored about plain-desktop@example.com" }).click();
    await expect.poll(() => items.count()).toBe(5);
    expect(await page.getByText("plain-desktop@example.com").count()).toBe(0);
    await page.context().close();
  });
});
