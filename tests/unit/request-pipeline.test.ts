import pino from "pino";
import { describe, expect, it } from "vitest";
import { createRequestPipeline, securityHeaders } from "#server/request-pipeline.ts";

/** A pipeline whose log lines and page views are recorded. */
function pipeline(trustedHops: number) {
  const lines: Record<string, unknown>[] = [];
  const views: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const created = createRequestPipeline({ trustedHops, logger, countPageView: (path) => views.push(path) });
  return { ...created, lines, views };
}
const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe("the request pipeline both paths share", () => {
  it("believes X-Forwarded-Proto only from a declared proxy", () => {
    const https = { "x-forwarded-proto": "https" };
    expect(pipeline(0).arrive(headers(https), false).https).toBe(false);
    expect(pipeline(1).arrive(headers(https), false).https).toBe(true);
    expect(pipeline(1).arrive(headers({ "x-forwarded-proto": "http, https" }), false).https).toBe(false);
    expect(pipeline(1).arrive(headers({ "x-forwarded-proto": " https , http" }), false).https).toBe(true);
    expect(pipeline(0).arrive(headers({}), true).https).toBe(true);
  });

  it("adds HSTS to the security headers over HTTPS only", () => {
    expect(securityHeaders(true)["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(securityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders(false)).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
  });

  it("keeps a front end's request id (at most 64 characters), else makes a new one each time", () => {
    const { arrive } = pipeline(0);
    expect(arrive(headers({ "x-request-id": "abc" }), false).requestId).toBe("abc");
    expect(arrive(headers({ "x-request-id": "x".repeat(100) }), false).requestId).toBe("x".repeat(64));
    const first = arrive(headers({}), false).requestId;
    const second = arrive(headers({}), false).requestId;
    expect(first).toMatch(/^[\w-]+-\w+$/);
    expect(second).not.toBe(first);
  });

  it("writes one log line per answer: health checks at debug, an aborted request as aborted", () => {
    const { answered, lines } = pipeline(0);
    answered({ requestId: "a", method: "GET", path: "/healthz", status: 200, ms: 0.4 });
    answered({ requestId: "b", method: "GET", path: "/about", status: 200, ms: 2.6 });
    answered({ requestId: "c", method: "POST", path: "/contact", status: 200, aborted: true, ms: 5 });
    expect(lines.map(({ level, requestId, path, status, aborted, ms, msg }) => ({ level, requestId, path, status, aborted, ms, msg }))).toEqual([
      { level: 20, requestId: "a", path: "/healthz", status: 200, aborted: undefined, ms: 0, msg: "request" },
      { level: 30, requestId: "b", path: "/about", status: 200, aborted: undefined, ms: 3, msg: "request" },
      { level: 30, requestId: "c", path: "/contact", status: undefined, aborted: true, ms: 5, msg: "request aborted by the client" },
    ]);
  });

  it("counts a page view for a GET of an HTML page answered 200, nothing else", () => {
    const { pageSent, views } = pipeline(0);
    const html = { status: 200, contentType: "text/html; charset=utf-8" };
    pageSent("GET", "/", html, "Mozilla/5.0");
    pageSent("HEAD", "/", html, "Mozilla/5.0");
    pageSent("GET", "/missing", { ...html, status: 404 }, "Mozilla/5.0");
    pageSent("GET", "/robots.txt", { status: 200, contentType: "text/plain" }, "Mozilla/5.0");
    expect(views).toEqual(["/"]);
  });

  it("warns once when proxy headers arrive while no proxy is declared", () => {
    const { arrive, lines } = pipeline(0);
    arrive(headers({ "x-forwarded-for": "198.51.100.1" }), false);
    arrive(headers({ "x-forwarded-for": "198.51.100.2" }), false);
    expect(lines.filter((line) => line.level === 40)).toHaveLength(1);
    const declared = pipeline(1);
    declared.arrive(headers({ "x-forwarded-for": "198.51.100.1" }), false);
    expect(declared.lines).toEqual([]);
  });
});
