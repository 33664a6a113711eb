import { describe, expect, inject, it } from "vitest";
import { designQuery } from "#app/features/design/query.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { browserAvailable, waitForIslands } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";

const baseUrl = inject("baseUrl");
const kidney = designQuery({ ...defaultDesign, shape: "kidney", length: 34, width: 17 });

describe.runIf(browserAvailable())("sharing a design from /design", () => {
  const run = sharedBrowser();

  it("copies the design's own link, without the visitor's campaign tags", async () => {
    const context = await run.browser.newContext({ viewport: { width: 375, height: 812 }, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/design?${kidney}&utm_source=newsletter`);
    await waitForIslands(page);
    // No share sheet in headless Chromium on Linux: the link is copied.
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" }).textContent()).resolves.toContain("Link copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl}/design?${kidney}`);
    await context.close();
  });

  it("is the design's link without JavaScript", async () => {
    const context = await run.browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/design?${kidney}`);
    expect(await page.getByRole("link", { name: "Link to this design" }).getAttribute("href")).toBe(`/design?${kidney}`);
    await context.close();
  });
});
