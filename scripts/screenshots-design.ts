/**
 * The live view's pictures to look at (issue 40's screenshot set): `/design`'s 3-D view at 375
 * and 1280 px, day and dusk, for the six shapes, the three yard styles and a fully loaded
 * design, in English, and the fully loaded one in Spanish. Each is taken once the view has
 * rested and accumulated its sharp frame, as a visitor who stops to look sees it.
 *
 *   npm run build && node scripts/screenshots-design.ts [--out DIR] [--only SUBSTRING]
 *
 * Serves the production build on 127.0.0.1:PORT (default 3011) with a throw-away database and
 * writes one PNG per picture (DIR defaults to /tmp/design-shots). Software WebGL: minutes.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { spanishTwins } from "#app/i18n/route-table.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "#app/modules/chromium/chromium.ts";
import { FULLY_LOADED } from "#scripts/fully-loaded-design.ts";

const { values } = parseArgs({ options: { out: { type: "string", default: "/tmp/design-shots" }, only: { type: "string", default: "" } } });
const PORT = Number(process.env.PORT ?? 3011);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");

/** What each picture shows, as the designer's query. */
const SUBJECTS: Record<string, string> = {
  ...Object.fromEntries(["rectangle", "roman", "kidney", "freeform", "l-shape", "lap"].map((shape) => [`shape-${shape}`, `shape=${shape}`])),
  "yard-tropical": "shape=kidney&spa=raised&house=stucco&houseColor=cream&fence=wood&planting=tropical",
  "yard-native": "shape=rectangle&spa=flush&house=brick&houseColor=tan&fence=iron&planting=native",
  "yard-minimal": "shape=lap&house=siding&houseColor=gray&fence=masonry&planting=minimal",
  "fully-loaded": FULLY_LOADED,
};
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
const DUSK = { en: "Dusk", es: "Atardecer" } as const;

const attribute = (page: Page, name: string) => page.evaluate((n) => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute(n) ?? 0), name);

/** Waits for the sharp frame of the latest revision and its accumulated, supersampled one. */
async function rested(page: Page, after: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered") ?? 0) > n, after, { timeout: 180_000, polling: 250 });
  const revision = await attribute(page, "data-rendered");
  await page
    .waitForFunction((n) => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-accumulated") ?? 0) >= n, revision, { timeout: 120_000, polling: 250 })
    .catch(() => console.warn("  (no accumulated frame within 2 minutes: the sharp frame is taken)"));
}

async function shoot(page: Page, locale: "en" | "es", name: string, query: string, size: keyof typeof WIDTHS): Promise<void> {
  await page.goto(`${ORIGIN}${locale === "es" ? spanishTwins["/design"] : "/design"}?${query}`);
  const view = page.locator("[data-design-3d-canvas]");
  await view.scrollIntoViewIfNeeded();
  // The designer hydrates on a first pointer over it, as the tests' waitForIslands does.
  await page.locator("[data-island][data-hydrate=interaction]").evaluateAll((boxes) => boxes.forEach((box) => box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }))));
  await rested(page, 0);
  await view.screenshot({ path: path.join(values.out, `${name}-${locale}-${WIDTHS[size].width}-day.png`) });
  const day = await attribute(page, "data-rendered");
  await page.getByRole("button", { name: DUSK[locale], exact: true }).click();
  await rested(page, day);
  await view.screenshot({ path: path.join(values.out, `${name}-${locale}-${WIDTHS[size].width}-dusk.png`) });
}

const executablePath = chromiumPath();
if (!executablePath) throw new Error("Chromium not found (set CHROME_PATH or install /usr/bin/chromium)");
mkdirSync(values.out, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-shots-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", RENDERINGS: "off" },
  stdio: ["ignore", "inherit", "inherit"],
});
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
try {
  for (let tries = 0; !(await fetch(`${ORIGIN}/readyz`).then((r) => r.ok).catch(() => false)); tries += 1) {
    if (tries > 120) throw new Error("the server did not answer /readyz within a minute");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const shots = [
    ...Object.entries(SUBJECTS).map(([name, query]) => ({ locale: "en" as const, name, query })),
    { locale: "es" as const, name: "fully-loaded", query: FULLY_LOADED },
    { locale: "es" as const, name: "yard-tropical", query: SUBJECTS["yard-tropical"]! },
  ].filter(({ name, locale }) => `${name}-${locale}`.includes(values.only));
  for (const { locale, name, query } of shots) {
    for (const size of ["phone", "desktop"] as const) {
      const started = Date.now();
      const context = await browser.newContext({ viewport: WIDTHS[size], reducedMotion: "reduce" });
      await shoot(await context.newPage(), locale, name, query, size);
      await context.close();
      console.log(`${name}-${locale}-${WIDTHS[size].width}: day and dusk in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
