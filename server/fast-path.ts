import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { negotiateEncoding } from "#server/compress.ts";
import { contentSecurityPolicy, securityHeaders } from "#server/csp.ts";
import type { PageCache } from "#server/page-cache.ts";
import { withToken, type PageCopy } from "#server/page-copy.ts";
import type { StaticFile } from "#server/static-files.ts";

export interface FastPathOptions {
  pages: PageCache;
  files: Map<string, StaticFile>;
  /** True when the router would answer this path with the 404 page alone. */
  onlyNotFound(pathname: string): boolean;
  /** A fresh signed form token; empty when none can be issued. */
  formToken(): Promise<string>;
  /** Proxies in front of us whose X-Forwarded-Proto is believed (0: none). */
  trustedHops: number;
  /** Called with every answered request, for the request metrics. */
  observe(method: string, pathname: string, status: number, seconds: number): void;
  /** Called after a kept page (not the 404 page) was sent, for the page-view counts. */
  pageSent(req: IncomingMessage, pathname: string, page: PageCopy): void;
  policies: { pageCopy: string; tokenPage: string; none: string };
  logger: Logger;
}

type Headers = Record<string, string>;

/**
 * Answers, straight on Node's request and response, everything that needs no rendering: public
 * files and rendered page copies from memory, the 404 page, and /healthz. Returns false for
 * anything else, which then goes through the Hono app. A lead form's confirmation state
 * (`?sent=…`), paths with a trailing slash or percent-encoding, and every method but GET and
 * HEAD are left to the app. Sets the same security headers and writes the same request log as
 * the app.
 */
export function createFastPath(options: FastPathOptions) {
  const { pages, files, logger } = options;
  const security = { http: securityHeaders(false), https: securityHeaders(true) };
  const cspCache = new WeakMap<PageCopy, { http: string; https: string }>();
  const cspOf = (page: PageCopy, https: boolean) => {
    let csp = cspCache.get(page);
    if (!csp) {
      csp = { http: contentSecurityPolicy(page.scriptHashes, false), https: contentSecurityPolicy(page.scriptHashes, true) };
      cspCache.set(page, csp);
    }
    return https ? csp.https : csp.http;
  };

  function isHttps(req: IncomingMessage): boolean {
    if ("encrypted" in req.socket && req.socket.encrypted) return true;
    const proto = req.headers["x-forwarded-proto"];
    return options.trustedHops > 0 && typeof proto === "string" && proto.split(",")[0]?.trim() === "https";
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Headers, body: Buffer | null, started: number) {
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
    res.writeHead(status, { ...headers, "X-Request-Id": requestId, ...security[isHttps(req) ? "https" : "http"] });
    res.end(req.method === "HEAD" ? undefined : body);
    const pathname = (req.url ?? "/").split("?")[0]!;
    const ms = performance.now() - started;
    options.observe(req.method ?? "GET", pathname, status, ms / 1000);
    const level = pathname === "/healthz" ? "debug" : "info";
    if (logger.isLevelEnabled(level)) {
      logger[level]({ requestId, method: req.method, path: pathname, status, ms: Math.round(ms) }, "request");
    }
  }

  function encoded(body: { identity: Buffer; br?: Buffer; gzip?: Buffer }, accept: string | undefined, headers: Headers) {
    const encoding = negotiateEncoding(accept);
    const chosen = encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : undefined;
    if (chosen && encoding) headers["Content-Encoding"] = encoding;
    return chosen ?? body.identity;
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, page: PageCopy, started: number) {
    const https = isHttps(req);
    const headers: Headers = { "Content-Type": page.contentType, Vary: "Accept-Encoding" };
    if (page.contentType.startsWith("text/html")) headers["Content-Security-Policy"] = cspOf(page, https);
    let body: Buffer;
    if (page.whole) {
      headers["Cache-Control"] = page.cacheControl ?? options.policies.pageCopy;
      headers.ETag = page.whole.etag;
      if (req.headers["if-none-match"] === page.whole.etag) return send(req, res, 304, headers, null, started);
      body = encoded(page.whole, req.headers["accept-encoding"], headers);
    } else {
      // A fresh token per response: gzip is assembled around it from deflated parts (brotli
      // cannot be), so brotli clients get gzip here.
      headers["Cache-Control"] = options.policies.tokenPage;
      const gzip = negotiateEncoding(req.headers["accept-encoding"]) ? "gzip" : null;
      if (gzip) headers["Content-Encoding"] = gzip;
      body = req.method === "HEAD" ? Buffer.alloc(0) : withToken(page.tokenParts!, await options.formToken(), gzip);
    }
    if (req.method !== "HEAD") headers["Content-Length"] = String(body.byteLength);
    send(req, res, page.status, headers, body, started);
  }

  return async function fastPath(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const started = performance.now();
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname.includes("%") || (pathname.length > 1 && pathname.endsWith("/"))) return false;
    if (queryAt !== -1 && rendersPerRequest(new URLSearchParams(url.slice(queryAt + 1)))) return false;

    if (pathname === "/healthz") {
      send(req, res, 200, { "Content-Type": "application/json", "Cache-Control": options.policies.none }, HEALTHY, started);
      return true;
    }
    const file = files.get(pathname);
    if (file) {
      const headers: Headers = { "Content-Type": file.contentType, "Cache-Control": file.cacheControl };
      if (file.br || file.gzip) headers.Vary = "Accept-Encoding";
      const body = encoded(file, req.headers["accept-encoding"], headers);
      headers["Content-Length"] = String(body.byteLength);
      send(req, res, 200, headers, body, started);
      return true;
    }
    if (pathname.startsWith("/assets/")) {
      send(req, res, 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": options.policies.none }, NOT_FOUND, started);
      return true;
    }
    await pages.fresh();
    const page = pages.get(pathname);
    if (page) {
      await servePage(req, res, page, started);
      options.pageSent(req, pathname, page);
      return true;
    }
    const notFound = pages.notFound;
    if (notFound && !pathname.endsWith(".data") && !pathname.startsWith("/__") && options.onlyNotFound(pathname)) {
      await servePage(req, res, notFound, started);
      return true;
    }
    return false;
  };
}

/**
 * Query parameters a kept page reads on the server, so a request carrying one is rendered per
 * request: a lead form's confirmation (`sent`) and the design a quote request is made from
 * (`design`).
 */
const PER_REQUEST_QUERY = ["sent", "design"] as const;

function rendersPerRequest(query: URLSearchParams): boolean {
  return PER_REQUEST_QUERY.some((name) => query.get(name));
}

const HEALTHY = Buffer.from(JSON.stringify({ status: "ok" }));
const NOT_FOUND = Buffer.from("Not found");
