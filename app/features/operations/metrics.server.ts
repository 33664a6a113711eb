import { timingSafeEqual, createHash } from "node:crypto";
import { isIP } from "node:net";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DbHandle } from "#app/db/client.server.ts";
import { backupStatus } from "#app/features/operations/backup.server.ts";
import { outboxHealth } from "#app/features/notifications/outbox-health.server.ts";

/**
 * The Prometheus metrics of one server process. Request counters and latencies are counted
 * in-process; everything stored (leads, outbox, backups) is read from the database at scrape
 * time, so every instance reports the same shared state.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** What a request was for: a small fixed set, so label values cannot grow with URLs. */
export type RouteKind = "page" | "lead-form" | "admin" | "asset" | "media" | "health" | "metrics";

const requests = new Counter({
  name: "bayou_http_requests_total",
  help: "HTTP requests answered, by route kind and status code.",
  labelNames: ["kind", "status"] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: "bayou_http_request_duration_seconds",
  help: "Time to answer an HTTP request (until the response headers), by route kind.",
  labelNames: ["kind"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** A gauge of this process's registry, set when /metrics is read. */
function scrapedGauge<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []): Gauge<Label> {
  return new Gauge({ name, help, labelNames, registers: [registry] });
}

const leads = scrapedGauge("bayou_leads_stored", "Leads in the database, by form and whether they are flagged as spam.", ["form", "spam"]);
const outbox = scrapedGauge("bayou_outbox_notifications", "New-lead e-mails waiting to be sent (pending) or given up on (failed).", ["status"]);
const oldestPending = scrapedGauge("bayou_outbox_oldest_pending_age_seconds", "Age of the oldest new-lead e-mail not yet sent; 0 when none is waiting.");
const lastBackup = scrapedGauge("bayou_backup_last_success_timestamp_seconds", "When the last successful, verified backup started (Unix time); 0 when there is none.");
const backupFailing = scrapedGauge("bayou_backup_last_run_failed", "1 when the latest backup attempt failed, else 0.");
const databaseInfo = scrapedGauge("bayou_database_info", "The database engine in use (always 1).", ["engine"]);
const databaseUp = scrapedGauge("bayou_database_up", "1 when the database answered this scrape's queries, else 0.");
const pool = scrapedGauge("bayou_database_pool_connections", "Database connections: open (size), idle, requests waiting for one, and the pool's maximum.", ["state"]);

export function observeRequest(kind: RouteKind, status: number, seconds: number): void {
  requests.inc({ kind, status: String(status) });
  latency.observe({ kind }, seconds);
}

/** The Prometheus text for this process; database figures are read now. */
export async function renderMetrics(handle: DbHandle): Promise<string> {
  databaseInfo.reset();
  databaseInfo.set({ engine: handle.engine }, 1);
  const stats = handle.poolStats();
  for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
  try {
    await readStoredState(handle);
    databaseUp.set(1);
  } catch {
    databaseUp.set(0);
  }
  return registry.metrics();
}

export const metricsContentType = registry.contentType;

async function readStoredState(handle: DbHandle): Promise<void> {
  const { db } = handle;
  const countBySource = (table: "contact_submissions" | "quote_requests") =>
    db
      .selectFrom(table)
      .select((eb) => ["source", eb("spam_reason", "is not", null).as("spam"), eb.fn.countAll<number | string>().as("n")])
      .groupBy(["source", "spam"])
      .execute();
  const [contacts, quotes, queue, backups] = await Promise.all([
    countBySource("contact_submissions"),
    countBySource("quote_requests"),
    outboxHealth(db),
    backupStatus(handle),
  ]);
  leads.reset();
  for (const row of [...contacts, ...quotes]) {
    leads.inc({ form: row.source, spam: Number(row.spam) ? "true" : "false" }, Number(row.n));
  }
  outbox.set({ status: "pending" }, queue.pending);
  outbox.set({ status: "failed" }, queue.failed);
  oldestPending.set(queue.oldestPendingAt ? Math.max(0, (Date.now() - queue.oldestPendingAt.getTime()) / 1000) : 0);
  lastBackup.set(backups.lastSuccessAt ? backups.lastSuccessAt.getTime() / 1000 : 0);
  backupFailing.set(backups.lastFailure ? 1 : 0);
}

/**
 * Who may read /metrics: a request that brings METRICS_TOKEN as a bearer token, or one from this
 * host (the address the server already trusts for everything else: the socket's, or the one our
 * own reverse proxy recorded) — never one through a proxy TRUST_PROXY does not declare, whose own
 * loopback address would stand for every visitor.
 */
export function metricsAllowed(
  clientAddress: string,
  authorization: string | undefined,
  token: string | undefined,
  { proxied = false }: { proxied?: boolean } = {},
): boolean {
  if (token && authorization?.startsWith("Bearer ")) {
    const digest = (value: string) => createHash("sha256").update(value).digest();
    if (timingSafeEqual(digest(authorization.slice("Bearer ".length).trim()), digest(token))) return true;
  }
  return !proxied && isLoopback(clientAddress);
}

function isLoopback(address: string): boolean {
  const plain = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}
