import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "#app/modules/chromium/chromium.ts";

const PRINT_TIMEOUT_MS = 60_000;

/**
 * Prints `dir`/sheet.html (and the pictures beside it) to a PDF with headless Chromium, in the
 * render worker only. The sheet needs no script and no network: scripts are off and every request
 * but the folder's own files is refused, so nothing in it can reach out while it is printed.
 */
export async function printSheet(dir: string): Promise<Buffer> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found: install Debian's `chromium` package or set CHROME_PATH");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true, timeout: PRINT_TIMEOUT_MS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route("**/*", (route) => (route.request().url().startsWith("file:") ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.setDefaultTimeout(PRINT_TIMEOUT_MS);
    await page.goto(pathToFileURL(path.join(dir, "sheet.html")).href, { waitUntil: "load" });
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
  }
}
