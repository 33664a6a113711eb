import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { RouterContextProvider, createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { business } from "#app/config/business.ts";
import { siteOrigin } from "#app/config/site.ts";
import { getDb, getDbHandle } from "#app/db/db.server.ts";
import { onPublicDataCommitted, readPublicDataVersion } from "#app/db/public-data.server.ts";
import { clientAddressContext, clientAddressFrom } from "#app/modules/http/client-address.ts";
import {
  BodyAllowance,
  DEFAULT_BODY_BYTES,
  bodyAllowanceContext,
  countedBody,
} from "#app/modules/http/request-body.server.ts";
import { servedFormTokenContext } from "#app/features/leads/spam/served-form-token.server.ts";
import { servedPageToken } from "#app/features/leads/spam/issued-tokens.server.ts";
import { DESIGN_CHANGED_BEACON } from "#app/features/design/designer-funnel.ts";
import { loadPublicProjectLinks } from "#app/features/portfolio/public-links.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { nonceContext } from "#app/utils/nonce.ts";
import type { PublicDataHandle } from "#app/utils/public-data-handle.ts";
import { siteIndex } from "#app/utils/site-index.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { pagePair } from "#app/i18n/route-table.ts";
import { appendVary, compressDynamic } from "#server/compress.ts";
import { contentSecurityPolicy } from "#server/csp.ts";
import { createFastPath } from "#server/fast-path.ts";
import { createDesignerPages } from "#server/designer-pages.ts";
import { createDesignRenderLimit, tooManyRenders } from "#server/design-render-limit.ts";
import { isDesignCardKept } from "#app/features/design/design-card.server.tsx";
import { createPageCache } from "#server/page-cache.ts";
import { createTrafficCounting } from "#server/traffic-counting.ts";
import { createRequestPipeline, securityHeaders } from "#server/request-pipeline.ts";
import { loadStaticFiles } from "#server/static-files.ts";
import { metricsEndpoint } from "#server/metrics.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

// The bundle doubles as the React Router server build (for tools that load one).
export * from "virtual:react-router/server-build";
export { closeDb, getDbHandle } from "#app/db/db.server.ts";
export { logger } from "#app/utils/logger.server.ts";
export { getEnv } from "#app/utils/env.server.ts";
export { startBackgroundWork } from "#server/background.ts";
export { prepareDatabase } from "#server/prepare-database.ts";
export { startRenderings } from "#server/renderings.ts";

type Env = { Bindings: { incoming: IncomingMessage }; Variables: { requestId: string; https: boolean; clientAddress: string; aborted?: boolean } };

export async function createWebApp({ clientDir }: { clientDir: string }) {
  const env = getEnv();
  const handleRequest = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const routes = routeTree(build.routes);
  /**
   * A page rendered as a kept copy is: the same bytes for everyone, so no form token (its forms'
   * proof is the form-proof cookie, decision 029) and no nonce (its scripts are allowed by hash).
   */
  async function renderForCopy(pathname: string) {
    const context = new RouterContextProvider();
    const response = await handleRequest(new Request(new URL(pathname, `${siteOrigin()}/`)), context);
    return {
      status: response.status,
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("Cache-Control") ?? undefined,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }
  const leafRoute = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;
  const showsPublicData = (pathname: string) => {
    const id = leafRoute(pathname)?.id;
    return Boolean(id && (build.routes[id]?.module.handle as PublicDataHandle | undefined)?.publicData);
  };
  const pages = createPageCache({
    listPages: async () => {
      const projects = await loadPublicProjectLinks();
      // A project page and its Spanish twin are re-rendered when the project changes (its stamp).
      const projectPages = projects.flatMap((project) =>
        [project.path, pagePair(project.path)?.es ?? []].flat().map((path) => ({ path, stamp: project.updatedAt.toISOString() })),
      );
      const projectPaths = new Set(projectPages.map((page) => page.path));
      const indexed = siteIndex(projects).flatMap((group) => group.entries.map((entry) => entry.path));
      // Each page's Spanish twin is kept too (decision 032).
      const twins = indexed.flatMap((p) => pagePair(p)?.es ?? []);
      const paths = [...indexed, ...twins, "/sitemap.xml", "/robots.txt"].filter((p) => !projectPaths.has(p));
      return {
        fixed: paths.filter((p) => !showsPublicData(p)),
        data: [...paths.filter(showsPublicData).map((p) => ({ path: p })), ...projectPages],
      };
    },
    notFoundPath: "/__not-found__",
    render: renderForCopy,
    readVersion: () => readPublicDataVersion(getDb()),
    onLocalCommit: onPublicDataCommitted,
    // A change made on another instance shows here within this plus a rebuild; the recipe's
    // nginx keeps a copy up to a second more, and an admin change must show within 2 s.
    pollMs: 250,
    logger,
  });
  const designer = createDesignerPages({ renderForCopy, version: () => pages.version, logger });
  const designPages = designer.keeps;
  // Until the first copies are built (a few hundred milliseconds, longer on a busy machine),
  // pages are rendered per request and /readyz answers 503.
  let copiesReady = false;
  // Routes for which a URL without a copy can only be the 404 page: the catch-all, and routes
  // with parameters whose every page is kept (a project page that is not public is not found).
  const answeredByCopies = new Set<string>();
  void pages.ready.then(() => {
    for (const route of Object.values(build.routes)) if (route?.path === "*") answeredByCopies.add(route.id);
    for (const pathname of pages.paths()) {
      const leaf = leafRoute(pathname);
      if (leaf?.id && leaf.path?.includes(":")) answeredByCopies.add(leaf.id);
    }
    copiesReady = true;
  });
  const traffic = createTrafficCounting({ env, isPage: (pathname) => Boolean(pages.get(pathname)) || designPages.has(pathname), logger });
  const pipeline = createRequestPipeline({ trustedHops: env.TRUST_PROXY, logger, countPageView: traffic.countPageView });
  // Designs rendered anew, per client, in every language and spelling the router answers.
  const renderLimit = createDesignRenderLimit({
    routeIdOf: (pathname) => leafRoute(pathname)?.id,
    designPages,
    cardKept: isDesignCardKept,
    trustedHops: env.TRUST_PROXY,
    perMinute: env.DESIGN_RENDERS_PER_MINUTE,
    burst: env.DESIGN_RENDERS_BURST,
  });
  /** Requests refused a render, with the seconds to wait: answered by the app, through the pipeline. */
  const refusedRenders = new WeakMap<IncomingMessage, number>();
  const app = new Hono<Env>();

  // In front of everything else: every answer of the app goes through the pipeline.
  app.use(async (c, next) => {
    const started = performance.now();
    const { requestId, https } = pipeline.arrive((name) => c.req.header(name), new URL(c.req.url).protocol === "https:");
    c.set("requestId", requestId);
    c.set("https", https);
    c.set("clientAddress", clientAddressFrom(socketAddress(c), c.req.header("X-Forwarded-For"), env.TRUST_PROXY));
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    for (const [name, value] of Object.entries(securityHeaders(https))) c.res.headers.set(name, value);
    // Judged when the app answered: a client that goes away after its answer (a 413 sender
    // cut off mid-body) was answered, not aborted.
    const aborted = c.get("aborted") ?? c.req.raw.signal.aborted;
    pipeline.answered({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, aborted, ms: performance.now() - started });
  });

  app.use(async (c, next) => {
    const wait = refusedRenders.get(c.env.incoming);
    if (wait) return tooManyRenders(new URL(c.req.url).pathname, wait);
    await next();
  });

  app.onError((error, c) => {
    logger.error({ err: error, requestId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.html(fallbackErrorPage(), 500, { "Cache-Control": CACHE_CONTROL.none });
  });

  // The designer's first change with JavaScript (a beacon: no body, nothing stored but the count).
  app.post(DESIGN_CHANGED_BEACON, (c) => {
    traffic.designChanged(c.req.header("User-Agent"));
    return c.body(null, 204);
  });
  app.get("/readyz", async (c) => {
    if (!copiesReady) return c.json({ status: "starting" }, 503, { "Cache-Control": CACHE_CONTROL.none });
    const ok = await getDbHandle().ping();
    return c.json({ status: ok ? "ok" : "unavailable" }, ok ? 200 : 503, { "Cache-Control": CACHE_CONTROL.none });
  });
  app.get("/metrics", metricsEndpoint(env, (c) => c.get("clientAddress")));

  // One canonical form per URL: "/about/" → "/about"; "/ES/contacto" → "/es/contacto" (the router
  // matches without case, so a page's capitals would otherwise show it in the wrong language:
  // the language is read from the path). Only towards a page: assets keep their hashed names.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
        return c.redirect(sameOriginPath(url.pathname.replace(/\/+$/, "")) + url.search, 301);
      }
      const lower = url.pathname.toLowerCase();
      if (lower !== url.pathname && (pages.get(lower) || designPages.has(lower))) return c.redirect(sameOriginPath(lower) + url.search, 301);
    }
    await next();
  });

  app.use(compressDynamic());
  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    context.set(clientAddressContext, c.get("clientAddress"));
    if (c.req.method === "GET") context.set(servedFormTokenContext, await servedPageToken(env.LEADS_MIN_FILL_MS));
    const allowance = new BodyAllowance(DEFAULT_BODY_BYTES);
    context.set(bodyAllowanceContext, allowance);
    const request = asSeenByClient(c, allowance);
    if (isCrossSite(request)) {
      return c.text("Cross-site request refused.", 403, { "Cache-Control": CACHE_CONTROL.none });
    }
    const response = await handleRequest(request, context);
    c.set("aborted", !allowance.exceeded && (allowance.aborted || request.signal.aborted));
    // A route that ran into its allowance while parsing fails; answer what really happened.
    if (allowance.exceeded && response.status !== 413) {
      await response.body?.cancel();
      return tooLarge();
    }
    const headers = new Headers(response.headers);
    // Public pages rendered here (a form's confirmation, a quote from a design, before the copies
    // are ready) count under the kept page's path; any other path is not a page of the site.
    const url = new URL(request.url);
    const pathname = decodedPath(url.pathname).toLowerCase();
    const userAgent = request.headers.get("User-Agent") ?? undefined;
    // The designer is rendered per request (its query is the design), yet a page of the site.
    if (pages.get(pathname) || designPages.has(pathname)) {
      pipeline.pageSent(request.method, pathname, { status: response.status, contentType: headers.get("Content-Type") ?? "" }, userAgent);
    }
    traffic.designerStep(request, url, response.status, userAgent);
    if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], c.get("https")));
      if (!headers.has("Cache-Control")) headers.set("Cache-Control", CACHE_CONTROL.dynamicHtml);
    }
    appendVary(headers, "Accept-Encoding");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  // Paths the app itself answers (readiness and the like) are never the 404 page. Matching a path
  // against the route tree costs about a tenth of a millisecond, more than the rest of answering
  // it; the answers for the last thousand paths asked are kept, once the copies they depend on are.
  const notFoundPaths = new Map<string, boolean>();
  const appPaths = new Set(app.routes.filter((route) => !/[*:]/.test(route.path)).map((route) => route.path));
  const fastPath = createFastPath({
    pages,
    files: loadStaticFiles(clientDir),
    onlyNotFound: (pathname) => {
      // The kept 404 page is English; a Spanish path's is rendered in Spanish by the router.
      if (localeFromPath(pathname) === "es") return false;
      let answer = notFoundPaths.get(pathname);
      if (answer === undefined) {
        const leaf = appPaths.has(pathname) ? undefined : leafRoute(pathname);
        answer = Boolean(leaf?.id && answeredByCopies.has(leaf.id));
        if (!copiesReady) return answer;
        if (notFoundPaths.size >= 1000) notFoundPaths.clear();
        notFoundPaths.set(pathname, answer);
      }
      return answer;
    },
    designerPaths: new Set(designPages.keys()),
    designPage: (pathname, query) => (copiesReady ? designer.page(pathname, query) : undefined),
    designServed: (req, pathname, status) => {
      const userAgent = req.headers["user-agent"];
      pipeline.pageSent(req.method, pathname, { status, contentType: "text/html" }, userAgent);
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
      const headers = new Headers();
      if (typeof req.headers.referer === "string") headers.set("Referer", req.headers.referer);
      traffic.designerStep({ method: req.method ?? "GET", headers }, url, status, userAgent);
    },
    pipeline,
  });
  const appListener = getRequestListener(app.fetch);

  /** The production server's request handler: the fast path, then the app. */
  function listener(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    let handled: boolean | Promise<boolean>;
    try {
      // A render refused is answered by the app, through the pipeline (the middleware above).
      const wait = renderLimit.check(req);
      if (wait > 0) {
        refusedRenders.set(req, wait);
        return appListener(req, res);
      }
      handled = fastPath(req, res);
    } catch (error) {
      return fastPathFailed(error, req, res);
    }
    // Answered from memory without a promise in the way: most requests.
    if (handled === true) return;
    if (handled === false) return appListener(req, res);
    return handled.then(
      (done) => (done ? undefined : appListener(req, res)),
      (error: unknown) => fastPathFailed(error, req, res),
    );
  }
  function fastPathFailed(error: unknown, req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    logger.error({ err: error, path: req.url }, "serving from memory failed");
    if (res.headersSent) return void res.destroy();
    return appListener(req, res);
  }

  return {
    listener,
    /** Stops rebuilding page copies and saves the page views counted since the last flush. */
    close: async () => {
      pages.close();
      await traffic.close();
    },
  };
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
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none, Connection: "close" },
  });
}

/** Last-resort page when rendering itself failed; no scripts, the phone number up front. */
function fallbackErrorPage(): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | ${business.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f2233"><h1>Something went wrong on our side</h1><p>Please try again in a moment, or call us and we will help right away: <a href="${business.phone.href}">${business.phone.display}</a>.</p><p><a href="/">Back to the home page</a></p></body></html>`;
}

/** A path as the router reads it (`/%63ontact` is `/contact`); one that does not decode stays as sent. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
