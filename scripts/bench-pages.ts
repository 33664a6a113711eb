/**
 * `npm run bench:pages`: Lighthouse (mobile preset, simulated throttling) against the production
 * build, 3 runs per page, median of each figure, printed as a table. Serves on 127.0.0.1:PORT
 * (default 3000; SITE_URL set to match, so canonical URLs agree) with a throw-away data dir.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "#app/modules/chromium/chromium.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 3000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const PAGES = process.env.BENCH_PAGES?.split(",") ?? ["/", "/services", "/portfolio", "/portfolio/delgado-family-project", "/get-quote", "/contact"];
const root = path.resolve(import.meta.dirname, "..");

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** Bytes of a response body as sent gzip-compressed: the budget's unit for JavaScript. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * Gzip bytes of every script a page can load: the page is scrolled to the bottom, so each
 * island (they hydrate near the viewport) fetches its code. Lighthouse's figure is the first view.
 */
async function allScriptsGzip(url: string, cdpUrl: string): Promise<number> {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 400) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".js")),
    );
    await context.close();
    return (await Promise.all([...new Set(scripts)].map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    // Disconnects only: the browser belongs to the benchmark.
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-bench-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), SITE_URL: ORIGIN, HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "inherit", "inherit"],
});
const debugPort = PORT + 1000;
const chrome = spawn(
  CHROME,
  [
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${mkdtempSync(path.join(tmpdir(), "bayou-bench-chrome-"))}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);

try {
  await waitFor(`${ORIGIN}/readyz`, server);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chrome);
  const rows: string[][] = [];
  for (const page of PAGES) {
    const samples: Record<string, number[]> = {};
    const add = (key: string, value: number) => (samples[key] ??= []).push(value);
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${ORIGIN}${page}`, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      add("perf", Math.round((categories.performance?.score ?? 0) * 100));
      add("a11y", Math.round((categories.accessibility?.score ?? 0) * 100));
      add("bp", Math.round((categories["best-practices"]?.score ?? 0) * 100));
      add("seo", Math.round((categories.seo?.score ?? 0) * 100));
      add("lcp", audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      add("cls", audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      add("tbt", audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      add("total", audits["total-byte-weight"]?.numericValue ?? Number.NaN);
      const requests = (audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; url: string }> })
        ?.items ?? [];
      // Chrome fetched them brotli-compressed; the budget counts gzip, so ask for that.
      const scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
      add("js", (await Promise.all(scripts.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0));
      const failing = [categories.accessibility, categories["best-practices"], categories.seo]
        .flatMap((category) => category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (run === 0 && failing.length) console.log(`${page}: failing audits: ${failing.join(", ")}`);
    }
    const m = (key: string) => median(samples[key] ?? []);
    const jsAll = await allScriptsGzip(`${ORIGIN}${page}`, `http://127.0.0.1:${debugPort}`);
    rows.push([
      page,
      String(m("perf")),
      String(m("a11y")),
      String(m("bp")),
      String(m("seo")),
      `${(m("lcp") / 1000).toFixed(2)} s`,
      m("cls").toFixed(3),
      `${Math.round(m("tbt"))} ms`,
      `${(m("js") / 1000).toFixed(1)} KB`,
      `${(jsAll / 1000).toFixed(1)} KB`,
      `${(m("total") / 1024).toFixed(0)} KiB`,
    ]);
  }
  const header = ["page", "Perf", "A11y", "BP", "SEO", "LCP", "CLS", "TBT", "JS (gzip)", "JS, all islands", "total"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(`\nLighthouse mobile, median of ${RUNS} runs. JS: gzip bytes of the first view; all islands:`);
  console.log(`after scrolling the whole page, so every island has loaded its code.\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
} finally {
  chrome.kill("SIGKILL");
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
