import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "#app/modules/chromium/chromium.ts";
const PORT = 3918;
const dataDir = mkdtempSync(path.join(tmpdir(), "ff-shots-"));
const server = spawn(process.execPath, ["server/main.ts"], { env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" }, stdio: "inherit" });
for (let i = 0; i < 150; i++) { try { if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_FLAGS });
try {
  for (const [name, viewport, scale] of [["375", { width: 375, height: 812 }, 2], ["1280", { width: 1280, height: 800 }, 1]] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale, reducedMotion: "reduce" });
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    await page.goto(`http://127.0.0.1:${PORT}/design`);
    const canvas = page.locator("[data-design-3d-canvas] canvas");
    await canvas.waitFor({ state: "attached" });
    const state = await canvas.evaluate((c) => ({ shown: c.getAttribute("data-shown"), rendered: c.getAttribute("data-rendered") }));
    await canvas.screenshot({ path: `/tmp/ff-first-${name}.png` });
    await page.waitForFunction(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered")) > 0);
    await canvas.screenshot({ path: `/tmp/ff-settled-${name}.png` });
    console.log(name, "at first screenshot", state);
    await context.close();
  }
} finally { await browser.close(); server.kill("SIGTERM"); }
