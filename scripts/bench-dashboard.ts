/**
 * `npm run bench:dashboard`: how long the dashboard takes on the server with a big history. Seeds
 * a throw-away SQLite database with `BENCH_LEADS` leads (default 50,000) over a year, their
 * activity and e-mails, and a year of daily views of every public page; then, for each range
 * (4, 12, 52 weeks), times the loader's work (every query and the figures, in this process) and a
 * real GET /admin?weeks=… through the built production server, signed in. Reports p50 and p95 of
 * the wall time, and the mean CPU time per request (this process's for the loader, the server
 * process's for a GET): on a machine shared with other work the wall time grows with the load,
 * the CPU time much less.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "#app/db/client.server.ts";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { rangeOptions } from "#app/features/dashboard/range.ts";
import { seedDashboardHistory } from "#scripts/dashboard-history.ts";
import { createAdminUser, signInOverHttp } from "#tests/support/admin.ts";
import { startServer, waitForReady } from "#tests/support/server.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function time(runs: number, work: () => Promise<unknown>, cpuMs: () => number) {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  const cpuBefore = cpuMs();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  const cpu = (cpuMs() - cpuBefore) / runs;
  samples.sort((a, b) => a - b);
  return { "p50 ms": percentile(samples, 50).toFixed(1), "p95 ms": percentile(samples, 95).toFixed(1), "CPU ms (mean)": cpu.toFixed(1) };
}

const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-bench-dashboard-"));
try {
  const handle = openDb({ dataDir });
  await handle.migrate();
  const now = new Date();
  const seeding = performance.now();
  await seedDashboardHistory(handle.db, { leads: LEADS, now });
  console.log(`Seeded ${LEADS} leads and a year of page views in ${Math.round(performance.now() - seeding)} ms (${dataDir}).`);

  const rows: Record<string, string | number>[] = [];
  for (const weeks of rangeOptions) {
    const loader = await time(RUNS, () => loadDashboard(handle, weeks, new Date()), ownCpuMs);
    rows.push({ range: `${weeks} weeks`, measure: "loader (queries and figures)", ...loader });
  }
  await handle.close();

  const server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  try {
    await createAdminUser(dataDir, "bench@example.com", "bench-password-123");
    // After start the server builds and recompresses its page copies: measure once it is idle.
    await waitForReady(server);
    for (let last = processCpuMs(server.process.pid!); ; ) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = processCpuMs(server.process.pid!);
      if (now - last < 30) break;
      last = now;
    }
    const cookie = await signInOverHttp(server.url, "bench@example.com", "bench-password-123");
    for (const weeks of rangeOptions) {
      const get = await time(RUNS, async () => {
        const response = await fetch(`${server.url}/admin?weeks=${weeks}`, { headers: { Cookie: cookie } });
        if (response.status !== 200) throw new Error(`GET /admin?weeks=${weeks}: ${response.status}`);
        await response.arrayBuffer();
      }, () => processCpuMs(server.process.pid!));
      rows.push({ range: `${weeks} weeks`, measure: "GET /admin over HTTP (rendered)", ...get });
    }
  } finally {
    await server.stop({ keepData: true });
  }
  console.table(rows);
  console.log(`Load average: ${loadavg().map((n) => n.toFixed(1)).join(", ")} on ${availableParallelism()} CPUs.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
