/**
 * `npm run bench:leads`: sustained lead submissions per second and p50/p99 latency, on SQLite
 * and on PostgreSQL (when one answers at TEST_POSTGRES_URL or the default local address), then
 * the cost of refusing ~31 KB quote bodies: a normal one (notes too long) and a hostile one
 * (~8,000 distinct `features` values), sent side by side to one server. Hostile bodies must run
 * at half the normal rate or better.
 * Bounded: a fixed duration per run, 127.0.0.1 only, against a production server it starts.
 */
import { createTestDatabase, postgresAvailable } from "../tests/support/postgres.ts";
import { startServer } from "../tests/support/server.ts";

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Result {
  label: string;
  sent: number;
  ok: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Each stored lead needs its own form token, fetched as a visitor's browser would (not timed). */
type Body = (n: number, token: () => Promise<string>) => Promise<URLSearchParams | string>;

const contactLead: Body = async (n, token) =>
  new URLSearchParams({
    "form-name": "contact",
    name: `Bench ${n}`,
    email: `bench${n}@example.com`,
    phone: "713-555-0100",
    subject: "Benchmark",
    message: `Submission ${n} of the lead benchmark.`,
    "form-token": await token(),
  });

const quoteFields = "form-name=get-quote&contactMethod=phone&name=Bench&phone=713-555-0100";
/** ~31 KB, refused for its notes' length: what parsing a full-size body costs. */
const normalQuote = `${quoteFields}&features=LED+Lighting&notes=${"n".repeat(31_000)}`;
/** ~31 KB of ~8,000 distinct `features` values. */
const hostileQuote = `${quoteFields}&features=${Array.from({ length: 8000 }, (_, i) => i.toString(36)).join(",")}`;

interface Load {
  label: string;
  makeBody: Body;
  expectedStatus: number;
}

/**
 * Runs the loads at the same time against one server, `CONCURRENCY` clients shared between them,
 * so loads compared with each other see the same machine (other work on it included).
 */
async function run(env: Record<string, string>, loads: Load[]): Promise<Result[]> {
  const server = await startServer({
    env: { ...env, LEADS_MIN_FILL_MS: "0", RATE_LIMIT_MAX: "100000000", LOG_LEVEL: "warn" },
  });
  try {
    const token = async () => ((await (await fetch(`${server.url}/form-token`)).json()) as { token: string }).token;
    let sequence = 0;
    const started = performance.now();
    const deadline = started + DURATION_MS;
    const measured = loads.map((load) => ({ load, latencies: [] as number[], ok: 0 }));
    async function worker(entry: (typeof measured)[number]) {
      while (performance.now() < deadline) {
        const body = await entry.load.makeBody(sequence++, token);
        const t0 = performance.now();
        const response = await fetch(`${server.url}/`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body,
        });
        await response.arrayBuffer();
        entry.latencies.push(performance.now() - t0);
        if (response.status === entry.load.expectedStatus) entry.ok++;
      }
    }
    const perLoad = Math.max(1, Math.floor(CONCURRENCY / loads.length));
    await Promise.all(measured.flatMap((entry) => Array.from({ length: perLoad }, () => worker(entry))));
    const elapsed = (performance.now() - started) / 1000;
    return measured.map(({ load, latencies, ok }) => {
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      return { label: load.label, sent: latencies.length, ok, perSecond: ok / elapsed, p50: at(0.5), p99: at(0.99) };
    });
  } finally {
    await server.stop();
  }
}

const sqlite = { DATABASE_URL: "" };
const stored = (label: string): Load => ({ label, makeBody: contactLead, expectedStatus: 200 });
const results: Result[] = await run(sqlite, [stored("SQLite: contact lead stored")]);
if (await postgresAvailable()) {
  const database = await createTestDatabase();
  try {
    results.push(...(await run({ DATABASE_URL: database.url }, [stored("PostgreSQL: contact lead stored")])));
  } finally {
    await database.drop();
  }
}
const [normal, hostile] = await run(sqlite, [
  { label: "normal 31 KB quote body, refused (400)", makeBody: async () => normalQuote, expectedStatus: 400 },
  { label: "hostile 31 KB quote body, 8,000 features (400)", makeBody: async () => hostileQuote, expectedStatus: 400 },
]);
results.push(normal!, hostile!);

console.log(
  `\nLead submissions: ${DURATION_MS / 1000} s per run, ${CONCURRENCY} concurrent clients, POST / (a stored lead is a lead + outbox row; each with its own form token)\n`,
);
console.log("| run | requests | answered as expected | per second | p50 ms | p99 ms |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.label} | ${r.sent} | ${r.ok} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
}
const ratio = hostile!.perSecond / normal!.perSecond;
console.log(`\nHostile / normal throughput: ${(ratio * 100).toFixed(0)} % (must be at least 50 %)`);
if (ratio < 0.5) process.exitCode = 1;
