/**
 * `npm run bench:leads`: sustained lead submissions per second and p50/p99 latency, on SQLite
 * and on PostgreSQL (when one answers at TEST_POSTGRES_URL or the default local address).
 * Bounded: a fixed duration per engine, 127.0.0.1 only, against a production server it starts.
 */
import { createTestDatabase, postgresAvailable } from "../tests/support/postgres.ts";
import { startServer } from "../tests/support/server.ts";

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Result {
  engine: string;
  sent: number;
  ok: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function run(engine: string, env: Record<string, string>): Promise<Result> {
  const server = await startServer({
    env: { ...env, LEADS_MIN_FILL_MS: "0", RATE_LIMIT_MAX: "100000000", LOG_LEVEL: "warn" },
  });
  try {
    const { token } = (await (await fetch(`${server.url}/form-token`)).json()) as { token: string };
    const latencies: number[] = [];
    let ok = 0;
    let sequence = 0;
    const started = performance.now();
    const deadline = started + DURATION_MS;
    async function worker() {
      while (performance.now() < deadline) {
        const n = sequence++;
        const body = new URLSearchParams({
          "form-name": "contact",
          name: `Bench ${n}`,
          email: `bench${n}@example.com`,
          phone: "713-555-0100",
          subject: "Benchmark",
          message: `Submission ${n} of the lead benchmark.`,
          "form-token": token,
        });
        const t0 = performance.now();
        const response = await fetch(`${server.url}/`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.ok) ok++;
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { engine, sent: latencies.length, ok, perSecond: ok / elapsed, p50: at(0.5), p99: at(0.99) };
  } finally {
    await server.stop();
  }
}

const results: Result[] = [await run("SQLite", { DATABASE_URL: "" })];
if (await postgresAvailable()) {
  const database = await createTestDatabase();
  try {
    results.push(await run("PostgreSQL", { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
}

console.log(
  `\nLead submissions: ${DURATION_MS / 1000} s per engine, ${CONCURRENCY} concurrent clients, POST / (contact form, lead + outbox row per request)\n`,
);
console.log("| engine | requests | stored (200) | submissions/s | p50 ms | p99 ms |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.sent} | ${r.ok} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
  );
}
