/**
 * `npm run bench:dashboard`: how long the dashboard takes on the server with a big history. Seeds
 * a throw-away SQLite database with `BENCH_LEADS` leads (default 50,000) over a year, their
 * activity and e-mails, and a year of daily views of every public page; then, for each range
 * (4, 12, 52 weeks), times the loader's work (every query and the figures, in this process) and a
 * real GET /admin?weeks=… through the built production server, signed in. Reports p50 and p95.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "#app/db/client.server.ts";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { rangeOptions } from "#app/features/dashboard/range.ts";
import { seedDashboardHistory } from "#scripts/dashboard-history.ts";
import { createAdminUser, signInOverHttp } from "#tests/support/admin.ts";
import { startServer } from "#tests/support/server.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

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
    const loader = await time(RUNS, () => loadDashboard(handle, weeks, new Date()));
    rows.push({ range: `${weeks} weeks`, measure: "loader (queries and figures)", "p50 ms": loader.p50.toFixed(1), "p95 ms": loader.p95.toFixed(1) });
  }
  await handle.close();

  const server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  try {
    await createAdminUser(dataDir, "bench@example.com", "bench-password-123");
    const cookie = await signInOverHttp(server.url, "bench@example.com", "bench-password-123");
    for (const weeks of rangeOptions) {
      const get = await time(RUNS, async () => {
        const response = await fetch(`${server.url}/admin?weeks=${weeks}`, { headers: { Cookie: cookie } });
        if (response.status !== 200) throw new Error(`GET /admin?weeks=${weeks}: ${response.status}`);
        await response.arrayBuffer();
      });
      rows.push({ range: `${weeks} weeks`, measure: "GET /admin over HTTP (rendered)", "p50 ms": get.p50.toFixed(1), "p95 ms": get.p95.toFixed(1) });
    }
  } finally {
    await server.stop({ keepData: true });
  }
  console.table(rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
