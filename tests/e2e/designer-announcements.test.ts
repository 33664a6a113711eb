import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { browserAvailable, newPage, waitForIslands } from "#tests/support/browser.ts";
import { sharedBrowser } from "#tests/support/browser-server.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * What a screen reader hears from `/design` while the visitor works the options: every change of
 * text in any live region of the page, as it happens. One short sentence with the new range once
 * the visitor pauses, and nothing for a value the form refuses.
 */

const baseUrl = inject("baseUrl");
const range = (design: Design) => {
  const { low, high } = estimateDesign(design, defaultPricing, designerText("en"));
  return formatRange(low, high);
};

/** Starts recording the text of every live region (`aria-live`, `status`, `alert`) each time it changes. */
async function listen(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const live = () => [...document.querySelectorAll("[aria-live]:not([aria-live=off]), [role=status], [role=alert], output")];
    const last = new Map(live().map((region) => [region, region.textContent ?? ""]));
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of live()) {
        const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text !== last.get(region)) {
          last.set(region, text);
          if (text) heard.push(text);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { heard: string[] }).heard]);
}

describe.runIf(browserAvailable())("the designer's announcements", () => {
  const run = sharedBrowser();

  it("typing 40 into Length announces the new range once, in one short sentence, after the pause", async () => {
    const page = await newPage(run.browser, "desktop");
    await page.goto(`${baseUrl}/design`);
    await waitForIslands(page);
    const heard = await listen(page);
    const length = page.getByLabel("Length", { exact: true });
    await length.fill("");
    // A visitor's typing: a keystroke every 150 ms ("4" alone is under the rectangle's 20 ft).
    await length.pressSequentially("40", { delay: 150 });
    await page.waitForTimeout(300);
    expect(await heard(), "nothing while the visitor is still typing").toEqual([]);
    await expect.poll(heard, { timeout: 5000 }).toEqual([`Estimate now ${range({ ...defaultDesign, length: 40 })}.`]);
    await page.waitForTimeout(1500);
    const said = await heard();
    expect(said).toHaveLength(1);
    expect(said[0]!.split(" ").length).toBeLessThanOrEqual(8);
    await page.context().close();
  });

  it("a value the form refuses is never announced, nor the price behind it", async () => {
    const page = await newPage(run.browser, "desktop");
    await page.goto(`${baseUrl}/design`);
    await waitForIslands(page);
    const heard = await listen(page);
    const length = page.getByLabel("Length", { exact: true });
    await length.fill("");
    await length.pressSequentially("4", { delay: 150 });
    await page.getByLabel("Width", { exact: true }).fill("20");
    await page.waitForTimeout(2500);
    // The width is applied, but with Length refused the price shown is the fallback's: not spoken.
    expect(await heard()).toEqual([]);
    // Putting the length right speaks the design's range, once.
    await length.fill("30");
    await expect.poll(heard, { timeout: 5000 }).toEqual([`Estimate now ${range({ ...defaultDesign, length: 30, width: 20 })}.`]);
    await page.context().close();
  });
});
