import type { IncomingMessage } from "node:http";
import { business } from "#app/config/business.ts";
import { designQuery, parseDesignQuery } from "#app/features/design/query.ts";
import { designFields, type Design } from "#app/features/design/model.ts";
import { fill } from "#app/i18n/catalog.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { LOCALES, localeFromPath, type Locale } from "#app/i18n/locale.ts";
import { localizedPath, type TwinnedPath } from "#app/i18n/route-table.ts";
import { clientAddressFrom, limitKeyOf } from "#app/modules/http/client-address.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * What a design rendered per request may cost one client (issue 36, point 4; decision 036): a
 * designer page, a share card (85–95 ms of CPU each) or a quote page with a design, in either
 * language and any spelling the router answers, is rendered anew only within a per-client budget;
 * the designs already kept (a designer page or card asked for before) are answered from memory
 * and never counted. One client rendering never-seen cards at 16/s had raised a visitor's
 * never-seen designer page from 0.1 s to 7.7 s at p99.
 *
 * A token bucket per client (an IPv6 client by its /64) in each instance's memory, not the
 * database's counters: what is spent is this instance's CPU, which a per-instance budget bounds
 * exactly (behind the recipe's two instances a client gets at most twice the rate, each instance
 * the same share), and a flood of refused requests costs a map lookup each, not a database write.
 */
export interface DesignRenderLimitOptions {
  /** The route React Router answers a path with (its matching: any case, percent-encoding). */
  routeIdOf(pathname: string): string | undefined;
  /** The designer's kept pages by its path in each language: whether one has a design (its normalized query). */
  designPages: ReadonlyMap<string, { isKept(query: string): boolean }>;
  cardKept(design: Design, locale: Locale): boolean;
  trustedHops: number;
  perMinute: number;
  burst: number;
  /** Milliseconds on a monotonic clock (tests pass their own). */
  now?: () => number;
}

/** The pages rendered per design, by their English path: every language's twin (route-table.ts) is limited alike. */
export const DESIGN_RENDER_PATHS = { designer: "/design", card: "/design/card.jpg", quote: "/get-quote" } as const satisfies Record<string, TwinnedPath>;

/** Clients remembered at most (≈ 100 bytes each); the one least recently seen is dropped first. */
const MAX_CLIENTS = 50_000;

export function createDesignRenderLimit(options: DesignRenderLimitOptions) {
  // Each page's routes in every language of the route table.
  const routeIdsOf = (englishPath: TwinnedPath) => new Set(LOCALES.flatMap((locale) => options.routeIdOf(localizedPath(englishPath, locale)) ?? []));
  const renderRoutes = { designer: routeIdsOf(DESIGN_RENDER_PATHS.designer), card: routeIdsOf(DESIGN_RENDER_PATHS.card), quote: routeIdsOf(DESIGN_RENDER_PATHS.quote) };
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = options.perMinute / 60_000;

  /** 0 when a render is allowed (and spent); otherwise the seconds until one is. */
  function take(key: string, now: number): number {
    const bucket = buckets.get(key) ?? { tokens: options.burst, at: now };
    buckets.delete(key);
    bucket.tokens = Math.min(options.burst, bucket.tokens + (now - bucket.at) * refillPerMs);
    bucket.at = now;
    buckets.set(key, bucket);
    if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
  }

  /**
   * The routes of the last thousand paths asked with a query: matching a path costs about a tenth
   * of a millisecond, more than answering a kept page, and most queries are a landing page's tags.
   */
  const routes = new Map<string, string | undefined>();
  function routeOf(pathname: string): string | undefined {
    if (routes.has(pathname)) return routes.get(pathname);
    const route = options.routeIdOf(pathname);
    if (routes.size >= 1000) routes.clear();
    routes.set(pathname, route);
    return route;
  }

  /** Whether answering this request renders a design that is not kept. */
  function rendersNew(pathname: string, query: string): boolean {
    const route = routeOf(pathname);
    if (!route) return false;
    const params = new URLSearchParams(query);
    if (renderRoutes.quote.has(route)) return Boolean(params.get("design"));
    const isDesigner = renderRoutes.designer.has(route);
    if (!isDesigner && !renderRoutes.card.has(route)) return false;
    const parsed = parseDesignQuery(params);
    const sound = Object.keys(parsed.errors).length === 0;
    if (isDesigner) {
      // Only the designer's own path, as spelled, is answered from its keep (server/fast-path.ts).
      const query = sound ? designQueryOf(params, parsed.design) : undefined;
      return !(query !== undefined && options.designPages.get(pathname)?.isKept(query));
    }
    // A card for no sound design is a short 404, not a render.
    return sound && !options.cardKept(parsed.design, localeOf(pathname));
  }

  return {
    /**
     * For a request about to be answered: 0 when it renders nothing new or the client's budget
     * allows it (spent now), otherwise the seconds to wait.
     */
    check(req: IncomingMessage): number {
      if (req.method !== "GET" && req.method !== "HEAD") return 0;
      const url = req.url ?? "/";
      const queryAt = url.indexOf("?");
      if (queryAt === -1 || queryAt === url.length - 1) return 0;
      const pathname = url.slice(0, queryAt);
      if (!rendersNew(pathname, url.slice(queryAt + 1))) return 0;
      const forwardedFor = req.headers["x-forwarded-for"];
      const address = clientAddressFrom(req.socket.remoteAddress, typeof forwardedFor === "string" ? forwardedFor : undefined, options.trustedHops);
      return take(limitKeyOf(address), (options.now ?? performance.now.bind(performance))());
    },
  };
}

export type DesignRenderLimit = ReturnType<typeof createDesignRenderLimit>;

/** The design's query as server/app.ts keeps its page; undefined (rendered whole) with keys of the page's own. */
function designQueryOf(params: URLSearchParams, design: Design): string | undefined {
  return [...params.keys()].every((key) => DESIGN_KEYS.has(key)) ? designQuery(design) : undefined;
}

const DESIGN_KEYS: ReadonlySet<string> = new Set(designFields);

function localeOf(pathname: string): Locale {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path as sent.
  }
  return localeFromPath(decoded.toLowerCase());
}

/** The answer to a refused render: in the path's language, when to try again and the phone number. */
export function tooManyRenders(pathname: string, retryAfterSeconds: number): Response {
  const locale = localeOf(pathname);
  const words = messagesFor(locale, "errors")["too-many-designs"];
  const text = fill(words.text, { seconds: retryAfterSeconds, phone: business.phone.display });
  const html = `<!doctype html><html lang="${locale === "es" ? "es-US" : "en-US"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)} | ${escapeHtml(business.name)}</title></head><body><h1>${escapeHtml(words.heading)}</h1><p>${escapeHtml(text)}</p><p><a href="${business.phone.href}">${business.phone.display}</a></p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(retryAfterSeconds), "Cache-Control": CACHE_CONTROL.none },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);
