/**
 * `npm run bench:render` (issue 39, point 3; decision 040): the p99 of `/` on a bare production
 * server (no nginx) on 127.0.0.1, measured with wrk while nothing else of ours runs, then while
 * a render worker (`scripts/render-worker.ts`: nice 19, RENDER_CONCURRENCY 1) renders a visitor's
 * 1600 × 1000 picture with Blender on the same machine, then (for comparison, NICE=0 skips it)
 * the same render at normal priority. wrk: 1 thread, CONNECTIONS (default 8) connections,
 * SECONDS (default 20) per phase, with its latency distribution. The load average is printed with
 * each phase: on a shared machine the figures move with the load. Needs the build and Blender.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { openDb } from "#app/db/client.server.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { blenderAvailable } from "#app/features/renderings/blender.server.ts";
import { startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";

const SECONDS = Number(process.env.SECONDS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);

const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");

function wrk(url: string): Promise<{ p50: string; p99: string; max: string; rps: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", ["-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-H", "Accept-Encoding: gzip", url], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", () => {
      const line = (label: string) => new RegExp(`^\\s+${label}\\s+(\\S+)`, "m").exec(out)?.[1] ?? "?";
      resolve({ p50: line("50%"), p99: line("99%"), max: /Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? "?", rps: /Requests\/sec:\s+(\S+)/.exec(out)?.[1] ?? "?" });
    });
  });
}

async function jobState(server: RunningServer): Promise<{ status: string; progress: number } | undefined> {
  const handle = openDb({ dataDir: server.dataDir });
  try {
    const row = await handle.db.selectFrom("render_jobs").select(["status", "progress"]).orderBy("id", "desc").executeTakeFirst();
    return row ? { status: row.status, progress: Number(row.progress) } : undefined;
  } finally {
    await handle.close();
  }
}

/** Asks for a rendering of a new design, starts a worker, waits until Blender is sampling. */
async function startRender(server: RunningServer, n: number, niced: boolean): Promise<ChildProcess> {
  const body = new URLSearchParams({ email: `bench${n}@example.com`, time: "day", design: designQuery({ ...defaultDesign, length: 30 + n, spa: "raised", features: ["sheer-descent"] }) });
  const response = await fetch(`${server.url}/design/rendering`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }, body });
  if (response.status !== 303) throw new Error(`request answered ${response.status}`);
  const worker = spawn(process.execPath, ["scripts/render-worker.ts"], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", RENDER_POLL_MS: "200", LOG_LEVEL: "warn", RENDER_NICE: niced ? "19" : "0" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (;;) {
    const state = await jobState(server);
    if (state?.status === "running" && state.progress > 0) return worker;
    if (state?.status === "done" || state?.status === "failed") throw new Error(`the render ended before the measurement (${state.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    worker.once("exit", () => resolve());
    worker.kill("SIGTERM");
  });
}

const blender = await blenderAvailable();
if (!blender.ok) {
  console.error(`Blender is needed: ${blender.reason}`);
  process.exit(1);
}
const server = await startServer({ env: { LOG_LEVEL: "warn", RENDERINGS: "on" } });
try {
  await waitForReady(server);
  const url = `${server.url}/`;
  await wrk(url); // warm-up, not reported
  const rows: string[] = [];
  const report = (name: string, result: Awaited<ReturnType<typeof wrk>>, before: string) =>
    rows.push(`${name.padEnd(34)} p50 ${result.p50.padStart(8)}  p99 ${result.p99.padStart(8)}  max ${result.max.padStart(8)}  ${result.rps.padStart(9)} req/s  load ${before} → ${load()}`);
  let before = load();
  report("quiet", await wrk(url), before);
  let worker = await startRender(server, 1, true);
  before = load();
  report("during a render (worker at nice 19)", await wrk(url), before);
  await stop(worker);
  before = load();
  report("quiet again", await wrk(url), before);
  if (process.env.NICE !== "0") {
    worker = await startRender(server, 2, false);
    before = load();
    report("during a render (normal priority)", await wrk(url), before);
    await stop(worker);
  }
  console.log(`\n/ on ${server.url}, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, Blender ${blender.version}\n${rows.join("\n")}`);
} finally {
  await server.stop();
}
