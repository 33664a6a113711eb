import { createHash } from "node:crypto";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, describe, expect, inject, it } from "vitest";
import { business } from "#app/config/business.ts";
import { rawRequest } from "#tests/support/http.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { startServer, waitForReady } from "#tests/support/server.ts";

const baseUrl = inject("baseUrl");

function scriptSrc(csp: string): string {
  return csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

function inlineScripts(html: string): Array<{ attrs: string; body: string }> {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1] ?? "",
    body: m[2] ?? "",
  }));
}

describe("health", () => {
  it("GET /healthz answers 200 while the process is up", async () => {
    const res = await fetch(`${baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 200 when the database answers", async () => {
    const res = await fetch(`${baseUrl}/readyz`);
    expect(res.status).toBe(200);
  });
});

describe("unknown URLs", () => {
  it("answer 404 with the branded page and the phone number", async () => {
    const res = await fetch(`${baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`href="${business.phone.href}"`);
    expect(html).toContain(`<title>Page not found | ${business.name.replace("&", "&amp;")}</title>`);
  });

  it("redirect a trailing slash to the canonical path", async () => {
    const res = await fetch(`${baseUrl}/about/`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about");
  });
});

describe("security headers", () => {
  it("per-request HTML admits each inline script by its nonce, never by 'unsafe-inline'", async () => {
    // The confirmation state after a no-JavaScript send is rendered per request.
    const res = await rawRequest(`${baseUrl}/get-quote?sent=quote`);
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(csp))?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = inlineScripts(res.body.toString("utf8"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.attrs).toContain(`nonce="${nonce}"`);
    // A fresh nonce per response.
    const again = await rawRequest(`${baseUrl}/get-quote?sent=quote`);
    expect(String(again.headers["content-security-policy"])).not.toContain(nonce);
  });

  it("HTML served from a rendered copy admits each inline script by its SHA-256 hash", async () => {
    const res = await rawRequest(`${baseUrl}/about`);
    expect(res.status).toBe(200);
    const csp = scriptSrc(String(res.headers["content-security-policy"]));
    expect(csp).not.toContain("unsafe-inline");
    const scripts = inlineScripts(res.body.toString("utf8"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const { body } of scripts) {
      const hash = createHash("sha256").update(body, "utf8").digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });

  it("sets the other protective headers, and HSTS only behind HTTPS", async () => {
    const res = await rawRequest(`${baseUrl}/about`);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS when a trusted proxy says the request came over HTTPS", async () => {
    const server = await startServer({ env: { TRUST_PROXY: "true" } });
    try {
      const res = await rawRequest(`${server.url}/about`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await server.stop();
    }
  });
});

describe("caching and compression", () => {
  it("serves hashed assets immutable and precompressed", async () => {
    const html = (await rawRequest(`${baseUrl}/about`)).body.toString("utf8");
    // The largest script the page loads: tiny files are not worth compressing and are sent as they are.
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    const sizes = await Promise.all(scripts.map(async (url) => ({ url, size: (await rawRequest(`${baseUrl}${url}`)).body.length })));
    const asset = sizes.sort((a, b) => b.size - a.size)[0]?.url;
    expect(asset).toBeTruthy();
    const br = await rawRequest(`${baseUrl}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(br.status).toBe(200);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    const plain = await rawRequest(`${baseUrl}${asset}`);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it("compresses HTML and gives it a short, revalidating policy", async () => {
    const prerendered = await rawRequest(`${baseUrl}/about`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(prerendered.headers["content-encoding"]).toBe("br");
    // A browser revalidates a page copy on every use (max-age=0); a shared cache may keep it a second.
    expect(prerendered.headers["cache-control"]).toMatch(/max-age=0\b|max-age=\d{1,3}\b.*must-revalidate|no-cache/);
    const dynamic = await rawRequest(`${baseUrl}/get-quote?sent=quote`, { headers: { "Accept-Encoding": "gzip" } });
    expect(dynamic.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(dynamic.body).toString("utf8")).toContain("<!DOCTYPE html>");
    expect(dynamic.headers["cache-control"]).toMatch(/no-cache/);
    const etag = String(prerendered.headers.etag);
    const revalidated = await rawRequest(`${baseUrl}/about`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });
});

describe("graceful shutdown", () => {
  it("exits cleanly on SIGTERM", async () => {
    const server = await startServer();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});

/** A TCP relay in front of PostgreSQL, so a test can cut the database off from the server. */
async function openRelay(target: URL, port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  return {
    port: (relay.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe("readiness with PostgreSQL", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("GET /readyz answers 503 while the database is unreachable, 200 again after", async (ctx) => {
    if (!(await postgresAvailable())) return ctx.skip();
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const relay = await openRelay(target);
    const viaRelay = new URL(database.url);
    viaRelay.host = `127.0.0.1:${relay.port}`;

    const server = await startServer({ env: { DATABASE_URL: viaRelay.toString() } });
    cleanups.push(async () => void (await server.stop()));
    // Ready once the page copies are built (503 "starting" until then) and the database answers.
    await waitForReady(server);
    expect((await rawRequest(`${server.url}/readyz`)).status).toBe(200);

    await relay.close();
    expect((await rawRequest(`${server.url}/readyz`)).status).toBe(503);
    expect((await rawRequest(`${server.url}/healthz`)).status).toBe(200);

    const reopened = await openRelay(target, relay.port);
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await rawRequest(`${server.url}/readyz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    await server.stop();
    await reopened.close();
  });
});
