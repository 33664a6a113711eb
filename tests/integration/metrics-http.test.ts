import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { nonLoopbackAddress } from "#tests/support/operations.ts";
import { parsePrometheusText, sampleValue } from "#tests/support/prometheus.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

const TOKEN = "scrape-token-0123456789abcdef";
const lan = nonLoopbackAddress();
let server: RunningServer;

beforeAll(async () => {
  // Listens on every interface, so a request can arrive from a non-loopback address; trusts one
  // proxy hop, as behind the nginx site in deploy/.
  server = await startServer({ env: { ...testServerEnv, HOST: "0.0.0.0", TRUST_PROXY: "true", METRICS_TOKEN: TOKEN } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("GET /metrics", () => {
  it("scrapes cleanly and reports requests by route kind, leads by form, outbox, backups, database and memory", async () => {
    const token = await formToken(server.url);
    expect((await post(server.url, { ...validForms.contact, "form-token": token })).status).toBe(200);
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);

    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const metrics = parsePrometheusText(await response.text());

    expect(sampleValue(metrics, "bayou_http_requests_total", { kind: "lead-form", status: "200" })).toBe(1);
    expect(sampleValue(metrics, "bayou_http_requests_total", { kind: "page", status: "200" })).toBeGreaterThanOrEqual(2);
    expect(sampleValue(metrics, "bayou_http_requests_total", { kind: "page", status: "404" })).toBe(1);
    expect(metrics.get("bayou_http_request_duration_seconds")?.type).toBe("histogram");
    expect(sampleValue(metrics, "bayou_http_request_duration_seconds_count", { kind: "lead-form" })).toBe(1);
    expect(sampleValue(metrics, "bayou_leads_stored", { form: "contact-page", spam: "false" })).toBe(1);
    expect(sampleValue(metrics, "bayou_outbox_notifications", { status: "pending" })).toBe(0);
    expect(sampleValue(metrics, "bayou_outbox_notifications", { status: "failed" })).toBe(0);
    expect(sampleValue(metrics, "bayou_outbox_oldest_pending_age_seconds")).toBe(0);
    expect(sampleValue(metrics, "bayou_backup_last_success_timestamp_seconds")).toBe(0);
    expect(sampleValue(metrics, "bayou_backup_last_run_failed")).toBe(0);
    expect(sampleValue(metrics, "bayou_database_info", { engine: "sqlite" })).toBe(1);
    expect(sampleValue(metrics, "bayou_database_up")).toBe(1);
    expect(sampleValue(metrics, "bayou_database_pool_connections", { state: "max" })).toBe(1);
    expect(sampleValue(metrics, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sampleValue(metrics, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("refuses a client the trusted proxy reports as remote, unless it brings METRICS_TOKEN", async () => {
    const remote = { "X-Forwarded-For": "203.0.113.9" };
    const refused = await fetch(`${server.url}/metrics`, { headers: remote });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Metrics are available from this host, or with Authorization: Bearer <METRICS_TOKEN>.");
    expect((await fetch(`${server.url}/metrics`, { headers: { ...remote, Authorization: "Bearer wrong-token-0123456789" } })).status).toBe(403);
    expect((await fetch(`${server.url}/metrics`, { headers: { ...remote, Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it.skipIf(!lan)("refuses an anonymous request from a non-loopback socket address", async () => {
    const url = `http://${lan}:${server.port}/metrics`;
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it("never takes X-Forwarded-For as the address when no proxy is trusted, and refuses what came through an undeclared proxy", async () => {
    // The shared test server runs without TRUST_PROXY, on loopback: a request with the header came
    // through a proxy it does not know of (whose loopback address would stand for everyone).
    const forged = await fetch(`${inject("baseUrl")}/metrics`, { headers: { "X-Forwarded-For": "127.0.0.1" } });
    expect(forged.status).toBe(403);
    const plain = await fetch(`${inject("baseUrl")}/metrics`);
    expect(plain.status).toBe(200);
    parsePrometheusText(await plain.text());
  });
});
