import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { RouterContextProvider, createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { business } from "../app/config/business.ts";
import { getDbHandle } from "../app/db/db.server.ts";
import { clientAddressContext, clientAddressFrom } from "../app/features/auth/client-address.ts";
import {
  BodyAllowance,
  DEFAULT_BODY_BYTES,
  bodyAllowanceContext,
  countedBody,
} from "../app/features/http/request-body.server.ts";
import { getEnv } from "../app/utils/env.server.ts";
import { logger } from "../app/utils/logger.server.ts";
import { nonceContext } from "../app/utils/nonce.ts";
import { appendVary, compressDynamic, negotiateEncoding } from "./compress.ts";
import { contentSecurityPolicy, securityHeaders } from "./csp.ts";
import { loadPrerenderedPages } from "./prerendered.ts";

// The bundle doubles as the React Router server build, which build-time prerendering loads.
export * from "virtual:react-router/server-build";
export { closeDb, getDbHandle } from "../app/db/db.server.ts";
export { logger } from "../app/utils/logger.server.ts";
export { getEnv } from "../app/utils/env.server.ts";
export { startBackgroundWork } from "./background.ts";
export { prepareDatabase } from "./prepare-database.ts";

/** Named cache policies, one per kind of response. */
export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  prerenderedHtml: "public, max-age=300, must-revalidate",
  dynamicHtml: "private, no-cache",
  publicFile: "public, max-age=86400",
  none: "no-store",
} as const;

type Env = { Variables: { requestId: string; https: boolean; aborted?: boolean } };

export function createWebApp({ clientDir }: { clientDir: string }) {
  const env = getEnv();
  const handleRequest = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const prerendered = loadPrerenderedPages(clientDir);
  const app = new Hono<Env>();

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("X-Request-Id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("https", isHttps(c, env.TRUST_PROXY));
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    for (const [name, value] of Object.entries(securityHeaders(c.get("https")))) c.res.headers.set(name, value);
    const level = c.req.path === "/healthz" || c.req.path === "/readyz" ? "debug" : "info";
    const aborted = c.get("aborted") || c.req.raw.signal.aborted;
    logger[level](
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        ...(aborted ? { aborted: true } : { status: c.res.status }),
        ms: Math.round(performance.now() - started),
      },
      aborted ? "request aborted by the client" : "request",
    );
  });

  app.onError((error, c) => {
    logger.error({ err: error, requestId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.html(fallbackErrorPage(), 500, { "Cache-Control": CACHE.none });
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": CACHE.none }));
  app.get("/readyz", async (c) => {
    const ok = await getDbHandle().ping();
    return c.json({ status: ok ? "ok" : "unavailable" }, ok ? 200 : 503, { "Cache-Control": CACHE.none });
  });
  // One canonical form per URL: "/about/" → "/about".
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith("/") && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(sameOriginPath(url.pathname.replace(/\/+$/, "")) + url.search, 301);
    }
    await next();
  });

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", CACHE.immutable);
      },
    }),
  );
  app.all("/assets/*", (c) => c.text("Not found", 404, { "Cache-Control": CACHE.none }));

  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const page = prerendered.get(c.req.path);
    // A lead form's confirmation state (?sent=…) is rendered per request.
    if (!page || c.req.query("sent")) return next();
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": CACHE.prerenderedHtml,
      ETag: page.etag,
      Vary: "Accept-Encoding",
      "Content-Security-Policy": contentSecurityPolicy(page.scriptHashes, c.get("https")),
    };
    if (c.req.header("If-None-Match") === page.etag) return c.body(null, 304, headers);
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.byteLength);
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  });

  // Other public files (favicon, generated images): long-lived; names change when content does.
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      // A lead form's confirmation state (?sent=…) is rendered per request, not served as a file.
      rewriteRequestPath: (p, c) => (p.endsWith(".html") || p.endsWith(".data") || c.req.query("sent") ? "/__none__" : p),
      onFound: (filePath, c) => {
        c.header("Cache-Control", filePath.includes(`${path.sep}images${path.sep}`) ? CACHE.immutable : CACHE.publicFile);
      },
    }),
  );

  app.use(compressDynamic());
  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    context.set(clientAddressContext, clientAddressFrom(socketAddress(c), c.req.header("X-Forwarded-For"), env.TRUST_PROXY));
    const allowance = new BodyAllowance(DEFAULT_BODY_BYTES);
    context.set(bodyAllowanceContext, allowance);
    const request = asSeenByClient(c, allowance);
    if (isCrossSite(request)) {
      return c.text("Cross-site request refused.", 403, { "Cache-Control": CACHE.none });
    }
    const response = await handleRequest(request, context);
    // A route that ran into its allowance while parsing fails; answer what really happened.
    if (allowance.exceeded && response.status !== 413) {
      await response.body?.cancel();
      return tooLarge();
    }
    if (allowance.aborted) c.set("aborted", true);
    const headers = new Headers(response.headers);
    if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], c.get("https")));
      if (!headers.has("Cache-Control")) headers.set("Cache-Control", CACHE.dynamicHtml);
    }
    appendVary(headers, "Accept-Encoding");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return app;
}

/**
 * The request with the URL the browser used: behind a TLS-terminating proxy (TRUST_PROXY) the
 * socket speaks http, but the page's Origin is https, and React Router's action origin check and
 * the admin's cookie and origin checks compare against this URL.
 */
function asSeenByClient(c: Context<Env>, allowance: BodyAllowance): Request {
  const raw = c.req.raw;
  const url = new URL(raw.url);
  if (c.get("https")) url.protocol = "https:";
  if (!raw.body && url.protocol === new URL(raw.url).protocol) return raw;
  const body = raw.body ? countedBody(raw.body, allowance) : null;
  return new Request(url, { method: raw.method, headers: raw.headers, body, signal: raw.signal, duplex: "half" } as RequestInit);
}

/**
 * A state-changing request whose Origin is another site's. React Router refuses these too, but
 * as an exception logged with a stack; here it is an ordinary refusal.
 */
function isCrossSite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

function isHttps(c: Context, trustedHops: number): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustedHops > 0 && c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim() === "https";
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * A path that stays on this origin when used as a Location: "//host" or "/\\host" would be read as
 * another origin, and an empty path as "here".
 */
function sameOriginPath(pathname: string): string {
  return "/" + pathname.replace(/^[/\\]+/, "");
}

function tooLarge(): Response {
  return new Response("The request is too large.", {
    status: 413,
    // The rest of the body is not read; closing the connection stops the client sending it.
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE.none, Connection: "close" },
  });
}

/** Last-resort page when rendering itself failed; no scripts, the phone number up front. */
function fallbackErrorPage(): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | ${business.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f2233"><h1>Something went wrong on our side</h1><p>Please try again in a moment, or call us and we will help right away: <a href="${business.phone.href}">${business.phone.display}</a>.</p><p><a href="/">Back to the home page</a></p></body></html>`;
}
