/**
 * `npm run bench:render-flood` (issue 36, point 4; decision 036): a visitor's never-seen designer
 * page while one other client asks for never-seen share cards at FLOOD_PER_SECOND (default 16, as
 * in the issue), against a bare production server (no nginx) on 127.0.0.1, with a throw-away data
 * dir. The server's CPU time over each phase is read from /proc. Three phases of SECONDS (default 15) each, a fresh server for each: calm (no flood); the
 * flood with the app's render budget off (a burst and rate no client reaches: the site before
 * decision 036); the flood with the budget at its defaults. Visitors (40 addresses in turn) ask
 * for a new design every VISITOR_EVERY_MS (default 250), one at a time; their p50/p99/max, the
 * flood's answers and its cards' p50 are printed, with the load average (a shared machine's figures move with its load).
 * Needs the build (npm run build). Bounded: the flood keeps at most 64 requests open.
 */
import http from "node:http";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { startServer, waitForReady } from "#tests/support/server.ts";

const SECONDS = Number(process.env.SECONDS ?? 15);
const FLOOD_PER_SECOND = Number(process.env.FLOOD_PER_SECOND ?? 16);
const VISITOR_EVERY_MS = Number(process.env.VISITOR_EVERY_MS ?? 250);
const FLOODER = "127.0.9.1";
/** Visitors, each its own address, in turn: each asks for a new design every 40 × VISITOR_EVERY_MS, as a person might. */
const visitorAddress = (n: number) => `127.0.10.${1 + (n % 40)}`;

/** Designs in order, never one twice in a run: rectangles and kidneys over their sizes and features. */
function* designs(offset: number) {
  for (let n = offset; ; n++) {
    const shape = n % 2 === 0 ? "rectangle" : "kidney";
    yield designQuery({ ...defaultDesign, shape, length: 24 + (n % 20), width: 12 + (Math.floor(n / 20) % 12), fireBowls: Math.floor(n / 240) % 5 });
  }
}

function get(port: number, path: string, from: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, path, localAddress: from, agent: false, headers: { "Accept-Encoding": "gzip" } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/** A process's user + system CPU seconds so far (/proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function phase(name: string, flood: boolean, env: Record<string, string>) {
  const server = await startServer({ env: { LOG_LEVEL: "warn", ...env } });
  try {
    await waitForReady(server);
    const cpuBefore = cpuSeconds(server.process.pid!);
    const until = performance.now() + SECONDS * 1000;
    const floodStatuses = new Map<number, number>();
    const cardTimes: number[] = [];
    const flooding = (async () => {
      if (!flood) return;
      const cards = designs(1_000_000);
      const open = new Set<Promise<void>>();
      for (let next = performance.now(); performance.now() < until; next += 1000 / FLOOD_PER_SECOND) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
        if (open.size >= 64) continue;
        const request = get(server.port, `/design/card.jpg?${cards.next().value}`, FLOODER).then(({ status, ms }) => {
          if (status === 200) cardTimes.push(ms);
          floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
          open.delete(request);
        });
        open.add(request);
      }
      await Promise.all(open);
    })();
    const pages = designs(0);
    const visitor: number[] = [];
    const visitorStatuses = new Map<number, number>();
    while (performance.now() < until) {
      const started = performance.now();
      const { status, ms } = await get(server.port, `/design?${pages.next().value}`, visitorAddress(visitor.length));
      visitor.push(ms);
      visitorStatuses.set(status, (visitorStatuses.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, VISITOR_EVERY_MS - (performance.now() - started))));
    }
    await flooding;
    const cpu = cpuSeconds(server.process.pid!) - cpuBefore;
    const cards = cardTimes.toSorted((a, b) => a - b);
    const sorted = visitor.toSorted((a, b) => a - b);
    const statuses = (map: Map<number, number>) => [...map].map(([status, count]) => `${count}× ${status}`).join(", ") || "none";
    console.log(
      `${name.padEnd(26)} visitor's never-seen /design: n=${sorted.length}, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(0)} ms (${statuses(visitorStatuses)}); flood's cards: ${statuses(floodStatuses)}${cards.length ? `, p50 ${percentile(cards, 50).toFixed(0)} ms` : ""}; server CPU ${cpu.toFixed(1)} s; load ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

console.log(`Never-seen designer pages, a visitor every ${VISITOR_EVERY_MS} ms, while one client asks for never-seen cards at ${FLOOD_PER_SECOND}/s; ${SECONDS} s per phase, bare server on 127.0.0.1`);
await phase("calm", false, {});
await phase("flood, no render budget", true, { DESIGN_RENDERS_BURST: "1000000", DESIGN_RENDERS_PER_MINUTE: "1000000" });
// The test server lifts the budget (tests/support/server.ts): the defaults, as the schema gives them.
const defaults = getEnv();
await phase("flood, default budget", true, {
  DESIGN_RENDERS_BURST: String(defaults.DESIGN_RENDERS_BURST),
  DESIGN_RENDERS_PER_MINUTE: String(defaults.DESIGN_RENDERS_PER_MINUTE),
});
