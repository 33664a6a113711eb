/**
 * `npm run bench:render-picture` (issue 39, budgets; decision 039): the fully loaded design —
 * freeform 40 × 20, large sun shelf, raised spa, all four water features, four fire bowls,
 * colour-changing LEDs, pebble finish, travertine, a 3,000 sq ft deck — rendered by Blender at
 * 1600 × 1000 (day, then dusk) at the final quality, as a visitor's rendering is. Prints per
 * picture the wall time, the CPU time (user + system of Blender and its helpers), the samples,
 * the peak memory (largest resident set) and the load average before and after: on a shared
 * machine the wall time moves with the load, CPU time much less.
 *
 *   npm run bench:render-picture                   day and dusk, 1600 × 1000
 *   npm run bench:render-picture -- --width 3840   the 4K budget
 *   npm run bench:render-picture -- --time day     one of them
 *   npm run bench:render-picture -- --out DIR      keep the pictures (default: a temporary folder)
 *
 * Budgets: ≤ 6 minutes at 1600 × 1000, ≤ 20 minutes at 4K, ≤ 2 GB, on two idle cores.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { samplesFor } from "#app/features/renderings/blender.server.ts";
import { FULLY_LOADED } from "#scripts/fully-loaded-design.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { width: { type: "string", default: "1600" }, time: { type: "string" }, out: { type: "string" } } });
const width = Number(values.width);
const height = Math.round((width * 10) / 16);
const times = values.time ? [values.time] : ["day", "dusk"];
const dir = values.out ?? (await mkdtemp(path.join(tmpdir(), "bench-render-")));
const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");

/** Runs `npm run render`'s script under GNU time; resolves with its figures. */
function measure(time: string, out: string): Promise<{ wall: number; cpu: number; peakMb: number; line: string }> {
  return new Promise((resolve, reject) => {
    const args = ["-f", "BENCH %e %U %S %M", process.execPath, path.join(ROOT, "scripts/render.ts"), "--design", FULLY_LOADED, "--time", time, "--width", String(width), "--out", out];
    const child = spawn("/usr/bin/time", args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", (error) => reject(new Error(`/usr/bin/time could not start (apt-get install time): ${error.message}`)));
    child.on("close", (code) => {
      const figures = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(text);
      if (code !== 0 || !figures) return reject(new Error(`render failed (${code}):\n${text.slice(-2000)}`));
      const line = text.split("\n").find((l) => l.includes(" × ")) ?? "";
      resolve({ wall: Number(figures[1]), cpu: Number(figures[2]) + Number(figures[3]), peakMb: Math.round(Number(figures[4]) / 1024), line: line.trim() });
    });
  });
}

try {
  for (const time of times) {
    const before = load();
    const out = path.join(dir, `fully-loaded-${time}-${width}.jpg`);
    const result = await measure(time, out);
    const minutes = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;
    console.log(
      `${time} ${width} × ${height}: wall ${minutes(result.wall)}, CPU ${minutes(result.cpu)}, up to ${samplesFor("final", width)} samples (adaptive), peak ${result.peakMb} MB, load average ${before} → ${load()}`,
    );
    if (values.out) console.log(`  ${out}`);
  }
} finally {
  if (!values.out) await rm(dir, { recursive: true, force: true });
}
