import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { axeViolations, browserAvailable, launchBrowser, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { englishPhrases } from "#tests/support/english-text.ts";
import { notFoundPath, sitePagePaths } from "#tests/support/routes.ts";

const baseUrl = inject("baseUrl");
const paths = [...(await sitePagePaths(baseUrl)), notFoundPath];

describe.skipIf(!browserAvailable())("every route", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(["mobile", "desktop"] as const)("at the %s width", (viewport) => {
    test.each(paths)("%s: one h1, no axe violations, no CSP violations, no console errors, no English on a Spanish page", async (path) => {
      const page = await newPage(browser, viewport);
      const problems = watchPageProblems(page);
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(path === notFoundPath ? 404 : 200);
      // Every island hydrated; a hydration mismatch would be among the console errors below.
      await waitForIslands(page);
      // Public pages never load React Router: their scripts are the islands' loader and what it imports.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".js")),
      );
      expect(scripts).toContainEqual(expect.stringMatching(/\/assets\/islands-[\w-]+\.js$/));
      expect(scripts.filter((name) => /\/assets\/router-/.test(name))).toEqual([]);

      expect(await page.locator("h1").count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      // A Spanish page says nothing in English, except what it marks lang="en".
      if (/^\/es(\/|$)/.test(path)) expect(await englishPhrases(page)).toEqual([]);
      expect(problems.csp).toEqual([]);
      // Chromium logs the document's own 404 status as an error; that one is the point here.
      const errors = path === notFoundPath ? problems.errors.filter((e) => !/status of 404/.test(e)) : problems.errors;
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
