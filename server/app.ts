import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { RouterContextProvider, createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { business } from "../app/config/business.ts";
import { siteOrigin } from "../app/config/site.ts";
import { getDb, getDbHandle } from "../app/db/db.server.ts";
import { onPublicDataCommitted, readPublicDataVersion } from "../app/db/public-data.server.ts";
import { clientAddressContext } from "../app/features/auth/client-address.ts";
import { clientAddressOf, leadSubmissions } from "../app/features/leads/http-guard.server.ts";
import { FORM_TOKEN_PLACEHOLDER, servedFormTokenContext } from "../app/features/leads/served-form-token.ts";
import { issueFormToken } from "../app/features/leads/submission.server.ts";
import { loadPublicProjectLinks } from "../app/features/portfolio/public-links.server.ts";
import { getEnv } from "../app/utils/env.server.ts";
import { logger } from "../app/utils/logger.server.ts";
import { nonceContext } from "../app/utils/nonce.ts";
import { siteIndex } from "../app/utils/site-index.ts";
import { appendVary, compressDynamic, negotiateEncoding } from "./compress.ts";
import { contentSecurityPolicy, securityHeaders } from "./csp.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { withToken, type PageCopy } from "./page-copy.ts";

// The bundle doubles as the React Router server build (for tools that load one).
export * from "virtual:react-router/server-build";
export { closeDb, getDbHandle } from "../app/db/db.server.ts";
export { logger } from "../app/utils/logger.server.ts";
export { getEnv } from "../app/utils/env.server.ts";
export { startBackgroundWork } from "./background.ts";
export { prepareDatabase } from "./prepare-database.ts";

/** Named cache policies, one per kind of response. */
export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  /** Rendered copies: kept, but checked against the ETag on every use, since any edit may change them. */
  pageCopy: "public, no-cache",
  /** Pages holding a signed form token: never stored by a shared cache, never reused. */
  tokenPage: "private, no-store",
  dynamicHtml: "private, no-cache",
  publicFile: "public, max-age=86400",
  none: "no-store",
} as const;

/**
 * Pages that show public data (projects; prices once pages show them), rendered again on every
 * change to it, with every project page. The others change only with a deploy or a restart.
 */
const DATA_PAGES = ["/", "/portfolio", "/sitemap", "/sitemap.xml"];

type Env = { Variables: { requestId: string; https: boolean } };

export async function createWebApp({ clientDir }: { clientDir: string }) {
  const env = getEnv();
  const handleRequest = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const routes = routeTree(build.routes);
  const pages = createPageCache({
    listPages: async () => {
      const paths = siteIndex(await loadPublicProjectLinks()).flatMap((group) => group.entries.map((entry) => entry.path));
      const data = new Set([...DATA_PAGES, ...paths.filter((p) => p.startsWith("/portfolio/"))]);
      return { fixed: [...paths, "/robots.txt"].filter((p) => !data.has(p)), data: [...data] };
    },
    notFoundPath: "/__not-found__",
    render: async (pathname) => {
      const context = new RouterContextProvider();
      context.set(servedFormTokenContext, FORM_TOKEN_PLACEHOLDER);
      const response = await handleRequest(new Request(new URL(pathname, `${siteOrigin()}/`)), context);
      return {
        status: response.status,
        contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
        cacheControl: response.headers.get("Cache-Control") ?? undefined,
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
    readVersion: () => readPublicDataVersion(getDb()),
    onLocalCommit: onPublicDataCommitted,
    placeholder: FORM_TOKEN_PLACEHOLDER,
    pollMs: 1000,
    logger,
  });
  await pages.ready;
  // Routes for which a URL without a copy can only be the 404 page: the catch-all, and routes
  // with parameters whose every page is kept (a project page that is not public is not found).
  const leafRoute = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;
  const answeredByCopies = new Set<string>();
  for (const route of Object.values(build.routes)) if (route?.path === "*") answeredByCopies.add(route.id);
  for (const pathname of pages.paths()) {
    const leaf = leafRoute(pathname);
    if (leaf?.id && leaf.path?.includes(":")) answeredByCopies.add(leaf.id);
  }
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
    logger[level](
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
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
  app.use(leadSubmissions({ trustProxy: env.TRUST_PROXY }));

  // One canonical form per URL: "/about/" → "/about".
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith("/") && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(url.pathname.replace(/\/+$/, "") + url.search, 301);
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

  // Public pages from their rendered copies. A lead form's confirmation state (?sent=…) is
  // rendered per request.
  app.use(async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.query("sent")) return next();
    await pages.fresh();
    const page = pages.get(c.req.path);
    return page ? servePageCopy(c, page, env.LEADS_MIN_FILL_MS) : next();
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

  // A URL no public page answers gets the rendered 404 page, when the router would only answer
  // it with that page: the catch-all route, or a route whose every page has a copy (projects).
  app.use(async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.query("sent") || !pages.notFound) return next();
    if (c.req.path.endsWith(".data") || c.req.path.startsWith("/__")) return next();
    const leaf = leafRoute(c.req.path);
    return leaf?.id && answeredByCopies.has(leaf.id) ? servePageCopy(c, pages.notFound, env.LEADS_MIN_FILL_MS) : next();
  });

  app.use(compressDynamic());
  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    context.set(clientAddressContext, clientAddressOf(c, env.TRUST_PROXY));
    if (c.req.method === "GET") context.set(servedFormTokenContext, await freshFormToken(env.LEADS_MIN_FILL_MS));
    const response = await handleRequest(asSeenByClient(c), context);
    const headers = new Headers(response.headers);
    if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], c.get("https")));
      if (!headers.has("Cache-Control")) headers.set("Cache-Control", CACHE.dynamicHtml);
    }
    appendVary(headers, "Accept-Encoding");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return { app, close: () => pages.close() };
}

/** Answers from a rendered copy: 304 on a matching ETag, else the best encoding the client takes. */
async function servePageCopy(c: Context<Env>, page: PageCopy, minFillMs: number): Promise<Response> {
  const headers: Record<string, string> = {
    "Content-Type": page.contentType,
    Vary: "Accept-Encoding",
  };
  if (page.scriptHashes.length > 0 || page.contentType.startsWith("text/html")) {
    headers["Content-Security-Policy"] = contentSecurityPolicy(page.scriptHashes, c.get("https"));
  }
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
  let body: Buffer;
  if (page.whole) {
    headers["Cache-Control"] = page.cacheControl ?? CACHE.pageCopy;
    headers.ETag = page.whole.etag;
    if (c.req.header("If-None-Match") === page.whole.etag) return c.body(null, 304, headers);
    body = encoding === "br" ? page.whole.br : encoding === "gzip" ? page.whole.gzip : page.whole.identity;
    if (encoding) headers["Content-Encoding"] = encoding;
  } else {
    // A fresh token per response: gzip is assembled around it from deflated parts (brotli
    // cannot be), so brotli clients get gzip here.
    headers["Cache-Control"] = CACHE.tokenPage;
    const gzip = encoding === null ? null : "gzip";
    if (gzip) headers["Content-Encoding"] = gzip;
    if (c.req.method === "HEAD") return c.body(null, page.status as 200, headers);
    body = withToken(page.tokenParts!, await freshFormToken(minFillMs), gzip);
  }
  headers["Content-Length"] = String(body.byteLength);
  if (c.req.method === "HEAD") return c.body(null, page.status as 200, headers);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), page.status as 200, headers);
}

/** A signed form token for a served page; empty (the visitor confirms once more) if none can be issued. */
async function freshFormToken(minFillMs: number): Promise<string> {
  try {
    return await issueFormToken(minFillMs);
  } catch (error) {
    logger.error({ err: error }, "form token could not be issued for a page");
    return "";
  }
}

/** The route manifest as nested route objects, for matching a path without rendering. */
function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: routeTree(manifest, route!.id),
    })) as RouteObject[];
}

/**
 * The request with the URL the browser used: behind a TLS-terminating proxy (TRUST_PROXY) the
 * socket speaks http, but the page's Origin is https, and React Router's action origin check and
 * the admin's cookie and origin checks compare against this URL.
 */
function asSeenByClient(c: Context<Env>): Request {
  const raw = c.req.raw;
  const url = new URL(raw.url);
  if (!c.get("https") || url.protocol === "https:") return raw;
  url.protocol = "https:";
  return new Request(url, { method: raw.method, headers: raw.headers, body: raw.body, signal: raw.signal, duplex: "half" } as RequestInit);
}

function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim() === "https";
}

/** Last-resort page when rendering itself failed; no scripts, the phone number up front. */
function fallbackErrorPage(): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | ${business.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f2233"><h1>Something went wrong on our side</h1><p>Please try again in a moment, or call us and we will help right away: <a href="${business.phone.href}">${business.phone.display}</a>.</p><p><a href="/">Back to the home page</a></p></body></html>`;
}
