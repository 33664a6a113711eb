import type { Context } from "hono";
import { getDbHandle } from "#app/db/db.server.ts";
import { metricsAllowed, metricsContentType, renderMetrics, type RouteKind } from "#app/features/operations/metrics.server.ts";
import type { Env } from "#app/utils/env.server.ts";
import { viaUndeclaredProxy } from "#server/undeclared-proxy.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

/** GET /metrics: from this host, or with `Authorization: Bearer $METRICS_TOKEN`; 403 otherwise. */
export function metricsEndpoint(env: Pick<Env, "METRICS_TOKEN" | "TRUST_PROXY">, clientAddress: (c: Context) => string) {
  return async (c: Context) => {
    const proxied = viaUndeclaredProxy((name) => c.req.header(name), env.TRUST_PROXY);
    if (!metricsAllowed(clientAddress(c), c.req.header("Authorization"), env.METRICS_TOKEN, { proxied })) {
      return c.text("Metrics are available from this host, or with Authorization: Bearer <METRICS_TOKEN>.", 403, { "Cache-Control": CACHE_CONTROL.none });
    }
    return c.body(await renderMetrics(getDbHandle()), 200, { "Content-Type": metricsContentType, "Cache-Control": CACHE_CONTROL.none });
  };
}

/** Lead forms post to these pages, in any spelling the router folds into them. */
const LEAD_PAGES = new Set(["/", "/contact", "/get-quote"].flatMap((page) => [page, localizedPath(page, "es")]));

export function routeKind(method: string, path: string): RouteKind {
  if (path === "/healthz" || path === "/readyz") return "health";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith("/admin") || path.startsWith("/portfolio-management")) return "admin";
  if (method === "POST" && LEAD_PAGES.has(leadPage(path))) return "lead-form";
  return "page";
}

function leadPage(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is no lead page's spelling.
  }
  const page = decoded.toLowerCase().replace(/(\/_root)?\.data$/, "").replace(/\/+$/, "");
  return page || "/";
}
