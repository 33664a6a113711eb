import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations, browserAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from "#tests/support/browser.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * The booking page in a real browser (issue 42): both languages, 375 and 1280 px, with and
 * without JavaScript, axe clean (run with JavaScript, over the same server HTML), and a visitor picking a time and booking it. Screenshots go to
 * SHOTS_DIR (default /tmp/shots-h42) to be looked at.
 */
const shots = process.env.SHOTS_DIR ?? "/tmp/shots-h42";
const cases = (["en", "es"] as const).flatMap((locale) =>
  (["mobile", "desktop"] as const).flatMap((viewport) => ([true, false] as const).map((javaScript) => ({ locale, viewport, javaScript }))),
);
const words = {
  en: { path: "/book", title: "Pick a time for your free site visit", submit: "Book this visit", booked: "Your site visit is booked", first: "First Name", last: "Last Name", email: "Email", message: /Project/ },
  es: { path: "/es/agendar", title: "Elija la hora de su visita gratuita", submit: "Agendar esta visita", booked: "Su visita está agendada", first: "Nombre", last: "Apellido", email: "Correo electrónico", message: /proyecto/i },
};

describe.runIf(browserAvailable())("booking the free site visit in a browser", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    [server, browser] = await Promise.all([
      startServer({ env: { ...testServerEnv, ADMIN_EMAIL: "owner@bayoucrest.example", ADMIN_PASSWORD: "correct-horse-battery" } }),
      launchBrowser(),
    ]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(cases)("books a time: $locale, $viewport, JavaScript $javaScript", async ({ locale, viewport, javaScript }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    const copy = words[locale];
    await page.goto(`${server.url}${copy.path}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(copy.title);
    // axe runs in the page, so only with JavaScript; without it the page is the same server HTML.
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/book-${locale}-${viewport}-${javaScript ? "js" : "nojs"}.png`, fullPage: true });
    // Each case books its own time: the nth open one.
    const index = cases.findIndex((other) => other.locale === locale && other.viewport === viewport && other.javaScript === javaScript);
    await page.locator('input[name="slot"]').nth(index).check();
    await page.getByLabel(copy.first, { exact: false }).first().fill("Ana");
    await page.getByLabel(copy.last, { exact: false }).first().fill("Delgado");
    await page.locator('input[name="email"]').fill(`ana-${index}@example.com`);
    await page.locator('textarea[name="message"]').fill("A pool with a spa, please.");
    await page.getByRole("button", { name: copy.submit }).click();
    await page.getByText(copy.booked).waitFor();
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    if (index % 4 === 0) await page.screenshot({ path: `${shots}/booked-${locale}-${viewport}.png`, fullPage: false });
    expect(problems.errors).toEqual([]);
    expect(problems.csp).toEqual([]);
    await context.close();
  });
});
