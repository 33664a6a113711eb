/**
 * `npm run bench:design`: the 3-D view's budgets, against the production build in headless
 * Chromium (WebGL 2 in software, SwiftShader, unless the machine has a GPU Chromium uses).
 * - size: gzip bytes of the code only the 3-D view loads (its chunk, what it alone imports, and
 *   its render worker); the quality tier the view chose (./app/features/design/three/quality-tier.ts);
 * - change → frame: a design change made in the designer's form until the frame showing it has
 *   been drawn and the browser has reached its next frame, on the desktop preset (1350 × 940,
 *   device pixel ratio 1; reduced motion, so ripples do not share the frames); and until its
 *   sharp frame (the light tier draws a quick frame first, ../app/features/design/three/frame-loop.ts),
 *   which each change waits for, as a visitor looking at the result does;
 * - each tier's frame time (the chosen one and the other), inside the worker: TIER_FRAMES frames
 *   of an orbit and as many changes, each from its first command to the GPU's finish;
 * - memory: the JS heap (the page's and the render worker's, each and summed) after forced
 *   garbage collection, after the first 10 changes and after
 *   CHANGES (default 200), and whether the WebGL context was ever lost;
 * - Interaction to Next Paint at 375 px with the CPU slowed 4× (DevTools' throttling): the
 *   first tap on a designer option (a shape) a second after the page loaded, while the 3-D
 *   view starts, and INP_TAPS (default 5) later taps, from the page's `event` timing entries.
 * - what the GPU is given per frame on each tier, for the bench's design and a fully loaded one
 *   (draw calls and triangles from renderer.info, texture and target bytes from our own count),
 *   against issue 40's budgets;
 * - the first sharp frame (from the page's navigation) and the first switch to dusk, on the
 *   desktop preset, as figures; and the render worker's work before its first frame, phase by
 *   phase, at 375 px with the page's CPU slowed 4× (DevTools cannot slow a worker: its CPU
 *   phases are counted four times), against 500 ms of CPU work.
 * The designer hydrates on the visitor's first interaction, so the bench focuses a field first.
 * Figures are wall-clock in a shared machine: the load average is printed with them.
 * Serves the production build (NODE_ENV=production) on 127.0.0.1:PORT (default 3000) with a
 * throw-away data dir, and gives up after BENCH_TIMEOUT_MS (default 20 minutes).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type CDPSession, type Page } from "playwright-core";
import type { Design } from "#app/features/design/model.ts";
import { defaultYardStyle } from "#app/features/design/yard-style.ts";
import type { GpuLoad } from "#app/features/design/three/render-messages.ts";
import { CHROMIUM_FLAGS } from "#app/modules/chromium/chromium.ts";

const PORT = Number(process.env.PORT ?? 3000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHANGES = Number(process.env.CHANGES ?? 200);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 20 * 60_000);
/**
 * `-- --only first-frame`: only the worker's first frame at 375 px (FIRST_FRAME_RUNS times,
 * default 1); `-- --only first-picture`: only the desktop preset's first picture and first switch
 * to dusk; `-- --only inp`: only Interaction to Next Paint at 375 px. The heavy rest is skipped.
 */
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
if (ONLY !== undefined && ONLY !== "first-frame" && ONLY !== "first-picture" && ONLY !== "inp") throw new Error(`--only: "first-frame", "first-picture" or "inp", not ${ONLY}`);
const FIRST_FRAME_RUNS = Number(process.env.FIRST_FRAME_RUNS ?? 1);
const root = path.resolve(import.meta.dirname, "..");
const assets = path.join(root, "build/client/assets");

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

/**
 * Waits until a process has used under 10 % of a core for a second (at most 30 s): the server
 * renders its page copies after it starts, which would otherwise share the first measurements.
 */
async function settled(pid: number | undefined): Promise<void> {
  const cpu = () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null;
    }
  };
  for (let i = 0; i < 30; i++) {
    const before = cpu();
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpu();
    if (before === null || after === null || after - before < 100) return;
  }
}

/** Chunks a built chunk imports statically, transitively (dynamic imports are not followed). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(assets, file), "utf8");
  for (const match of source.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) staticClosure(match[1]!, seen);
  return seen;
}

/** Gzip bytes of the 3-D view's own code: its chunk's closure minus what the other islands load too. */
function sceneCodeGzip(): { files: string[]; bytes: number } {
  const loader = readFileSync(path.join(assets, readdirJs().find((f) => f.startsWith("islands-"))!), "utf8");
  const chunkOf = (name: string) => loader.match(new RegExp(`\\./(${name}-[\\w-]+\\.js)`))?.[1];
  const scene = chunkOf("pool-scene");
  if (!scene) throw new Error("the pool-scene chunk is not in the islands loader");
  const others = new Set<string>();
  for (const match of loader.matchAll(/\.\/([\w.-]+\.js)/g)) {
    if (match[1] !== scene) for (const file of staticClosure(match[1]!)) others.add(file);
  }
  for (const file of staticClosure(readdirJs().find((f) => f.startsWith("islands-"))!)) others.add(file);
  // The render worker (three.js and the scene), which the view's chunk starts by URL.
  const workers = [...readFileSync(path.join(assets, scene), "utf8").matchAll(/\/assets\/(render-worker-[\w-]+\.js)/g)].map((match) => match[1]!);
  if (!workers.length) throw new Error("the pool-scene chunk starts no render worker");
  const files = [...staticClosure(scene), ...workers].filter((file) => !others.has(file));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
  return { files, bytes };
}

function readdirJs(): string[] {
  return readdirSync(assets).filter((file) => file.endsWith(".js"));
}

/**
 * A DevTools session on the page's render worker (the page's session attaches to its workers;
 * Playwright's sessions cannot address a worker, so its messages go through the page's).
 */
async function workerSession(cdp: CDPSession): Promise<(method: string, params?: object) => Promise<unknown>> {
  const attached = new Promise<string>((resolve) => {
    cdp.on("Target.attachedToTarget", ({ sessionId, targetInfo }) => {
      if (targetInfo.type === "worker") resolve(sessionId);
    });
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await attached;
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on("Target.receivedMessageFromTarget", (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.error ? Promise.reject(new Error(message.error.message)) : message.result);
    waiting.delete(message.id);
  });
  return (method, params) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      void cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params }) });
    });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");

/** Each change sets one select of the designer's form, cycling through values that move the scene. */
const changes: Array<[string, string]> = [
  ["finish", "pebble-midnight"],
  ["spa", "raised"],
  ["shelf", "large"],
  ["lighting", "violet"],
  ["deck", "flagstone"],
  ["coping", "brick"],
  ["finish", "white-plaster"],
  ["spa", "detached"],
  ["shelf", "none"],
  ["deck", "travertine"],
  ["spa", "none"],
  ["coping", "travertine"],
  // Back to where the cycle started, so every change in the next round is a real change.
  ["lighting", "white"],
  ["deck", "broom-concrete"],
  ["coping", "concrete"],
];

const INP_TAPS = Number(process.env.INP_TAPS ?? 5);
/** What the GPU may be given per frame (issue 40), from renderer.info and our texture count. */
const GPU_BUDGETS = { light: { calls: 120, triangles: 250_000, textureMB: 48 }, full: { calls: 250, triangles: 600_000, textureMB: 128 } } as const;
/** Every option that adds to the scene at once: a raised spa, a shelf, every water feature, four fire bowls, a cover, the most lights. */
const FULLY_LOADED = {
  shape: "freeform",
  length: 40,
  width: 20,
  shallow: 3.5,
  deep: 8,
  finish: "pebble-blue",
  deck: "travertine",
  deckArea: 1200,
  coping: "travertine",
  spa: "raised",
  shelf: "large",
  features: ["rock-waterfall", "sheer-descent", "scuppers", "deck-jets"],
  fireBowls: 4,
  lighting: "color-changing",
  cover: true,
  yard: defaultYardStyle,
} satisfies Design;
/** Frames of an orbit and changes timed inside the worker on each tier. */
const TIER_FRAMES = Number(process.env.TIER_FRAMES ?? 12);

/**
 * INP as a phone visitor meets it: 375 × 812 at 2× pixels, touch, the CPU slowed 4×. The first
 * tap (on a shape, a second after load, while the 3-D view starts) also hydrates the designer;
 * later taps are a second and a half apart. Each interaction's figure is its longest `event`
 * entry (input delay + processing + until the next paint), as INP counts it, with its three
 * parts: in software WebGL the last one also waits for the GPU process's frames, which a
 * phone's GPU does not make the page wait for.
 */
async function interactionToNextPaint() {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.addInitScript(() => {
    const seen: Array<{ start: number; duration: number; processingStart: number; processingEnd: number }> = [];
    (window as unknown as { interactions: typeof seen }).interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) seen.push({ start: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const shape = (value: string) => page.locator("label", { has: page.locator(`input[name="shape"][value="${value}"]`) });
  /** Each tap's page time; entries from one tap to the next are that tap's (none: under 16 ms, the smallest the browser reports). */
  const taps: number[] = [];
  const tap = async (value: string) => {
    taps.push(await page.evaluate(() => performance.now()));
    await shape(value).tap();
  };
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${ORIGIN}/design`, { waitUntil: "load" });
  const loaded = Date.now();
  await page.waitForTimeout(1000);
  const tapped = Date.now();
  await tap("kidney");
  await page.waitForSelector("[data-island=designer][data-hydrated]", { state: "attached" });
  const hydratedAfterTap = Date.now() - tapped;
  await page.waitForFunction(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered")) > 0);
  const drawnAfterLoad = Date.now() - loaded;
  const values = ["roman", "freeform", "rectangle", "kidney", "roman"];
  for (let i = 0; i < INP_TAPS; i++) {
    await page.waitForTimeout(1500);
    await tap(values[i % values.length]!);
  }
  await page.waitForTimeout(1500);
  const entries = await page.evaluate(() => (window as unknown as { interactions: Array<{ start: number; duration: number; processingStart: number; processingEnd: number }> }).interactions);
  await context.close();
  const figures = taps.map((at, i) => {
    const worst = entries.filter((entry) => entry.start >= at && entry.start < (taps[i + 1] ?? Infinity)).sort((a, b) => b.duration - a.duration)[0];
    if (!worst) return { total: 16, parts: "under 16 ms" };
    const [delay, processing] = [worst.processingStart - worst.start, worst.processingEnd - worst.processingStart];
    return { total: worst.duration, parts: `${ms(delay)} + ${ms(processing)} + ${ms(worst.duration - delay - processing)}` };
  });
  return { first: figures[0]!, later: figures.slice(1), hydratedAfterTap, drawnAfterLoad };
}

/**
 * When (page time) the 3-D view first drew a sharp frame. The worker marks the canvas before the
 * page puts it in its box, so each mutation of the document is checked for a marked canvas.
 */
/**
 * The worker's phases before its first frame counted as its CPU work: the context, the textures,
 * building the scene, the sky's cube and light (drawn on the GPU, but its shaders compiled and
 * linked before the call returns) and the rest of the scene's setup; compile, pipelines and
 * frame wait on the GPU.
 */
const CPU_PHASES = ["context", "textures", "build", "sky", "scene"];

const recordFirstSharp = () => {
  const first = { shown: Number.NaN, sharp: Number.NaN };
  (window as unknown as { firstSharp: typeof first }).firstSharp = first;
  new MutationObserver((_, observer) => {
    if (Number.isNaN(first.shown) && document.querySelector("[data-design-3d-canvas] canvas[data-shown]")) first.shown = performance.now();
    if (!document.querySelector("[data-design-3d-canvas] canvas[data-rendered]")) return;
    first.sharp = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-shown", "data-rendered"] });
};
const firstSharp = (page: Page) => page.evaluate(() => (window as unknown as { firstSharp: { sharp: number } }).firstSharp.sharp);
const firstShown = (page: Page) => page.evaluate(() => (window as unknown as { firstSharp: { shown: number } }).firstSharp.shown);

/**
 * The first picture as a desktop visitor gets it (1350 × 940, unthrottled): the first sharp
 * frame from the navigation's start, then the first switch to dusk once the view has rested (its
 * supersampled frame drawn: a visitor looks first), until its first frame and its sharp frame.
 */
async function firstPicture() {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await page.addInitScript(recordFirstSharp);
  await page.goto(`${ORIGIN}/design?shape=kidney&length=32&width=16&features=rock-waterfall&fireBowls=2`);
  await page.waitForFunction(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered")) > 0);
  const sharp = await firstSharp(page);
  await page.waitForFunction(() => {
    const canvas = document.querySelector("[data-design-3d-canvas] canvas");
    return canvas?.getAttribute("data-accumulated") === canvas?.getAttribute("data-rendered");
  });
  const rested = await page.evaluate(() => performance.now());
  const dusk = await page.evaluate(
    () =>
      new Promise<{ shown: number; sharp: number }>((resolve) => {
        const canvas = document.querySelector("[data-design-3d-canvas] canvas")!;
        const shownBefore = canvas.getAttribute("data-shown");
        const sharpBefore = canvas.getAttribute("data-rendered");
        const button = [...document.querySelectorAll<HTMLButtonElement>("button[aria-pressed]")].find((b) => b.textContent?.includes("Dusk"))!;
        const start = performance.now();
        let shown = Number.NaN;
        const observer = new MutationObserver(() => {
          if (Number.isNaN(shown) && canvas.getAttribute("data-shown") !== shownBefore) shown = performance.now() - start;
          if (canvas.getAttribute("data-rendered") === sharpBefore) return;
          observer.disconnect();
          resolve({ shown, sharp: performance.now() - start });
        });
        observer.observe(canvas, { attributes: true, attributeFilter: ["data-shown", "data-rendered"] });
        button.click();
      }),
  );
  const tier = await page.evaluate(() => document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-tier") ?? "none");
  await context.close();
  return { sharp, rested, dusk, tier };
}

/**
 * The render worker's work before its first frame at 375 px (2× pixels), the page's CPU slowed
 * 4×. DevTools cannot slow a worker (its Emulation domain is for pages only), so the worker's
 * phases (./app/features/design/three/viewer.ts) run at this machine's speed, and the budget's
 * figure is their CPU part (CPU_PHASES; compile, pipelines and frame wait on the GPU, here
 * SwiftShader's threads) times four. Wall-clock: on a loaded machine it overstates.
 */
async function throttledFirstFrame() {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.setDefaultTimeout(300_000);
  await page.addInitScript(recordFirstSharp);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${ORIGIN}/design`, { waitUntil: "load" });
  await page.waitForFunction(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered")) > 0);
  const sharp = await firstSharp(page);
  const shown = await firstShown(page);
  const phases = JSON.parse(await page.evaluate(() => document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-timings") ?? "{}")) as Record<string, number>;
  await context.close();
  const cpu = CPU_PHASES.reduce((sum, name) => sum + (phases[name] ?? 0), 0);
  return { shown, sharp, phases, cpu };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-bench-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "inherit", "inherit"],
});

const browser = await chromium.launch({
  executablePath: CHROME,
  headless: true,
  args: CHROMIUM_FLAGS,
});

// A bench that hangs (a frame that never comes) ends anyway, saying where it was.
const giveUp = setTimeout(() => {
  console.error(`bench:design gave up after ${TIMEOUT_MS / 1000} s (BENCH_TIMEOUT_MS); load average ${load()}`);
  server.kill("SIGTERM");
  void browser.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
}, TIMEOUT_MS);

function printInp(inp: Awaited<ReturnType<typeof interactionToNextPaint>>): void {
  console.log(
    `INP, 375 px, CPU 4× slower (budget 200 ms): first tap ${ms(inp.first.total)} (${inp.first.parts}); later taps ${inp.later.map((tap) => `${ms(tap.total)} (${tap.parts})`).join(", ")} (worst ${ms(Math.max(...inp.later.map((tap) => tap.total)))}; each as input delay + processing + until the next paint); designer hydrated ${ms(inp.hydratedAfterTap)} after the first tap; 3-D view drawn ${ms(inp.drawnAfterLoad)} after load; load average ${load()}`,
  );
}

/** Thrown when `--only` has run its part: the rest is skipped, and the finally still cleans up. */
const ONLY_DONE = new Error("--only: done");
try {
  await waitFor(`${ORIGIN}/readyz`, server);
  await settled(server.pid);
  const size = sceneCodeGzip();
  // First pictures first, in a browser that has drawn nothing yet (no shader cache).
  // Each part is printed when measured: a bench cut short by BENCH_TIMEOUT_MS keeps what it had.
  console.log(`\n3-D view budgets (${CHANGES} changes, headless Chromium; load average ${load()} at the start):\n`);
  console.log(`code only the 3-D view loads: ${kb(size.bytes)} gzip (${size.files.join(", ")}); budget 350 KB`);
  if (ONLY === "inp") {
    printInp(await interactionToNextPaint());
    throw ONLY_DONE;
  }
  if (ONLY !== "first-frame") {
    const picture = await firstPicture();
    console.log(`first sharp frame, desktop preset: ${ms(picture.sharp)} from the navigation (${picture.tier} tier), rested (supersampled) at ${ms(picture.rested)}; first switch to dusk: first frame ${ms(picture.dusk.shown)}, sharp frame ${ms(picture.dusk.sharp)} (budget 1 s on the light tier); load average ${load()}`);
  }
  for (let run = 0; run < (ONLY === "first-picture" ? 0 : FIRST_FRAME_RUNS); run++) {
    const throttled = await throttledFirstFrame();
    console.log(
      `375 px, the page's CPU 4× slower: the worker's CPU work before its first frame ${ms(throttled.cpu)} at this machine's speed, ${ms(throttled.cpu * 4)} at a quarter of it (${CPU_PHASES.join(" + ")}; budget 500 ms); phases ${JSON.stringify(throttled.phases)}; first frame ${ms(throttled.shown)}, complete frame ${ms(throttled.sharp)} from the navigation; load average ${load()}`,
    );
  }
  if (ONLY) throw ONLY_DONE;

  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  // A crashed renderer is reported as such, not as "Target page closed" from the next call.
  let crashed = false;
  page.on("crash", () => (crashed = true));
  page.setDefaultTimeout(120_000);
  await page.goto(`${ORIGIN}/design?shape=kidney&length=32&width=16&features=rock-waterfall&fireBowls=2`);
  await page.waitForFunction(() => Number(document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-rendered")) > 0);
  // The designer hydrates on the first interaction: focus one of its fields, as a visitor would.
  await page.locator('select[name="finish"]').focus();
  await page.waitForSelector("[data-island=designer][data-hydrated]", { state: "attached" });
  // The context lives in the render worker; the page takes the canvas out of its box when it is lost.
  await page.evaluate(() => {
    const box = document.querySelector("[data-design-3d-canvas]")!;
    (window as unknown as { lost: number }).lost = 0;
    new MutationObserver(() => {
      if (!box.querySelector("canvas")) (window as unknown as { lost: number }).lost += 1;
    }).observe(box, { childList: true });
  });
  const cdp = await context.newCDPSession(page);
  const worker = await workerSession(cdp);
  /** Used JS heap after full collections (twice: the first can leave garbage its finalizers made). */
  const usedHeap = async (send: (method: string) => Promise<unknown>) => {
    await send("HeapProfiler.collectGarbage");
    await send("HeapProfiler.collectGarbage");
    return ((await send("Runtime.getHeapUsage")) as { usedSize: number }).usedSize;
  };
  /** The page's and the render worker's heaps, each after full collections. */
  const heap = async () => {
    await page.waitForTimeout(500);
    const main = await usedHeap((method) => cdp.send(method as "Runtime.getHeapUsage"));
    return { main, worker: await usedHeap(worker) };
  };

  /**
   * One change: its select set as a visitor would, timed until the frame that drew it and the
   * browser's next frame; `missed` when no frame showed it within 30 s. The page gets the timing
   * function and the cycle of changes once; each change is then one identical expression sent
   * over DevTools, so the bench's own code (Playwright's argument and result serialisation, a
   * newly compiled script per call) does not run in the page's heap it measures.
   */
  await page.evaluate((cycle) => {
    let next = 0;
    (window as unknown as { benchChange: () => Promise<unknown> }).benchChange = () =>
      new Promise((resolve) => {
        const [field, value] = cycle[next++ % cycle.length]!;
        const canvas = document.querySelector("[data-design-3d-canvas] canvas")!;
        const select = document.querySelector<HTMLSelectElement>(`select[name="${field}"]`)!;
        const shownBefore = canvas.getAttribute("data-shown");
        const sharpBefore = canvas.getAttribute("data-rendered");
        const start = performance.now();
        let drawn = Number.NaN;
        let shown = Number.NaN;
        const observer = new MutationObserver(() => {
          if (Number.isNaN(drawn) && canvas.getAttribute("data-shown") !== shownBefore) {
            drawn = performance.now() - start;
            requestAnimationFrame(() => (shown = performance.now() - start));
          }
          if (canvas.getAttribute("data-rendered") === sharpBefore) return;
          observer.disconnect();
          clearTimeout(timer);
          const sharp = performance.now() - start;
          requestAnimationFrame(() => resolve({ drawn, shown, sharp, missed: false }));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ drawn: Number.NaN, shown: Number.NaN, sharp: Number.NaN, missed: true });
        }, 30_000);
        observer.observe(canvas, { attributes: true, attributeFilter: ["data-shown", "data-rendered"] });
        select.value = value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
  }, changes);
  const change = async () => {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "benchChange()", awaitPromise: true, returnByValue: true });
    return result.value as { drawn: number; shown: number; sharp: number; missed: boolean };
  };

  const drawn: number[] = [];
  const shown: number[] = [];
  const sharp: number[] = [];
  const missed: string[] = [];
  let afterTen = { main: 0, worker: 0 };
  for (let i = 0; i < CHANGES && !crashed; i++) {
    const [field, value] = changes[i % changes.length]!;
    // A visitor's changes are far apart; let the designer settle (URL, estimate) before the next.
    await page.waitForTimeout(100);
    const timing = await change().catch((error: unknown) => {
      if (crashed || page.isClosed()) return null;
      throw error;
    });
    if (!timing) break;
    if (timing.missed) missed.push(`${i}: ${field}=${value}`);
    // The first changes compile shaders for parts not seen before: warm-up, not counted.
    else if (i >= changes.length) {
      drawn.push(timing.drawn);
      shown.push(timing.shown);
      sharp.push(timing.sharp);
    }
    if (i === 9) afterTen = await heap();
  }
  if (crashed || page.isClosed()) throw new Error(`the page crashed after ${drawn.length + missed.length} changes (load average ${load()})`);
  const afterAll = await heap();
  /**
   * Both tiers' frame times, whatever tier the view chose: the worker's own measure (its
   * "measure" message, ./app/features/design/three/viewer.ts), its reply caught on its way out.
   */
  const tierTimes = async (tier: "full" | "light") => {
    const { result } = (await worker("Runtime.evaluate", {
      expression: `new Promise((resolve) => {
        const post = self.postMessage.bind(self);
        self.postMessage = (message) => {
          if (message?.type !== "measured") return post(message);
          self.postMessage = post;
          resolve(JSON.stringify(message));
        };
        self.onmessage({ data: { type: "measure", tier: "${tier}", frames: ${TIER_FRAMES}, loaded: ${JSON.stringify(FULLY_LOADED)} } });
      })`,
      awaitPromise: true,
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(result.value) as { tier: "full" | "light"; orbit: number[]; change: number[]; load: GpuLoad; loaded: Record<"day" | "dusk", GpuLoad> | null };
  };
  const tiers = [await tierTimes("full"), await tierTimes("light")];
  const timings = await page.evaluate(() => document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-timings") ?? "{}");
  const gl = await page.evaluate(() => ({
    lost: (window as unknown as { lost: number }).lost,
    contextLost: !document.querySelector("[data-design-3d-canvas] canvas"),
    canvases: document.querySelectorAll("canvas").length,
    tier: document.querySelector("[data-design-3d-canvas] canvas")?.getAttribute("data-tier") ?? "none",
  }));
  await context.close();

  console.log(`quality tier chosen: ${gl.tier}`);
  for (const { tier, orbit, change } of tiers)
    console.log(
      `${tier} tier, ${TIER_FRAMES} frames each, first command to the GPU's finish: orbit median ${ms(percentile(orbit, 0.5))} (p95 ${ms(percentile(orbit, 0.95))}), change median ${ms(percentile(change, 0.5))} (p95 ${ms(percentile(change, 0.95))})`,
    );
  for (const { tier, load: given, loaded } of tiers) {
    const budget = GPU_BUDGETS[tier];
    const line = (name: string, figures: GpuLoad) =>
      `${tier} tier, ${name}: ${figures.calls} draw calls (budget ${budget.calls}), ${figures.triangles.toLocaleString("en")} triangles (budget ${budget.triangles.toLocaleString("en")}), ${figures.textureMB} MB of textures and targets in ${figures.textures} textures (budget ${budget.textureMB} MB)${figures.calls > budget.calls || figures.triangles > budget.triangles || figures.textureMB > budget.textureMB ? " — OVER" : ""}`;
    console.log(line("the bench's design", given));
    if (loaded) for (const time of ["day", "dusk"] as const) console.log(line(`a fully loaded design (${time})`, loaded[time]));
  }
  console.log(`first frame in the worker, ms per phase (unthrottled): ${timings}`);
  console.log(`change → frame drawn: median ${ms(percentile(drawn, 0.5))}, p95 ${ms(percentile(drawn, 0.95))}`);
  console.log(`change → next frame:  median ${ms(percentile(shown, 0.5))}, p95 ${ms(percentile(shown, 0.95))}; budget 50 ms`);
  console.log(`change → sharp frame drawn: median ${ms(percentile(sharp, 0.5))}, p95 ${ms(percentile(sharp, 0.95))} (the light tier's follows a quick one after a rest)`);
  const heapLine = (name: string, ten: number, all: number) =>
    `${name}: after 10 changes ${mb(ten)}, after ${CHANGES} ${mb(all)}: ${(((all - ten) / ten) * 100).toFixed(1)} %`;
  console.log(`JS heap (budget 10 %), ${heapLine("page + render worker", afterTen.main + afterTen.worker, afterAll.main + afterAll.worker)}`);
  console.log(`  ${heapLine("page", afterTen.main, afterAll.main)}`);
  console.log(`  ${heapLine("render worker", afterTen.worker, afterAll.worker)}`);
  console.log(`WebGL context lost: ${gl.lost} times (lost now: ${gl.contextLost}); canvases: ${gl.canvases}`);
  console.log(`changes with no frame within 30 s: ${missed.length ? missed.join(", ") : "none"}`);
  printInp(await interactionToNextPaint());
  if (errors.length) console.log(`console errors: ${errors.join(" | ")}`);
  console.log(`load average at the end: ${load()}`);
} catch (error) {
  if (error !== ONLY_DONE) throw error;
} finally {
  clearTimeout(giveUp);
  await browser.close();
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
