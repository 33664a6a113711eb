import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { browserAvailable, launchBrowser, newPage, waitForIslands } from "#tests/support/browser.ts";
import { javaAvailable, validate } from "#tests/support/nu-checker.ts";
import { notFoundPath, sitePagePaths } from "#tests/support/routes.ts";

const baseUrl = inject("baseUrl");
const paths = [...(await sitePagePaths(baseUrl)), notFoundPath];
function fileName(kind: "served" | "rendered", pagePath: string): string {
  return `${kind}${pagePath.replace(/[^a-z0-9]+/gi, "_")}.html`;
}

describe.skipIf(!browserAvailable() || !javaAvailable())("valid HTML (W3C Nu Html Checker)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  let errors = new Map<string, string[]>();
  /** Text inputs that leave their type to the default, by page. */
  const untyped = new Map<string, string[]>();

  beforeAll(async () => {
    const files: string[] = [];
    for (const pagePath of paths) {
      const response = await fetch(`${baseUrl}${pagePath}`);
      const file = path.join(dir, fileName("served", pagePath));
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const browser = await launchBrowser();
    try {
      for (const pagePath of paths) {
        const page = await newPage(browser, "mobile");
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
        await waitForIslands(page);
        untyped.set(
          pagePath,
          await page.locator("input:not([type])").evaluateAll((inputs) => inputs.map((input) => input.outerHTML)),
        );
        const file = path.join(dir, fileName("rendered", pagePath));
        writeFileSync(file, await page.content());
        files.push(file);
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    errors = await validate(files);
  }, 300_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each(paths)("%s: no errors as served and after JavaScript; every input declares its type", (pagePath) => {
    expect({
      served: errors.get(fileName("served", pagePath)),
      rendered: errors.get(fileName("rendered", pagePath)),
      untyped: untyped.get(pagePath),
    }).toEqual({ served: [], rendered: [], untyped: [] });
  });
});
