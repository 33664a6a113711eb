import type { Context, MiddlewareHandler } from "hono";
import { getDbHandle } from "../app/db/db.server.ts";
import { clientAddressOf, LEAD_PATHS } from "../app/features/leads/http-guard.server.ts";
import { metricsAllowed, metricsContentType, observeRequest, renderMetrics, type RouteKind } from "../app/features/operations/metrics.server.ts";
import type { Env } from "../app/utils/env.server.ts";

/** Counts every request and its latency by route kind; put it in front of everything else. */
export function countRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observeRequest(routeKind(c), c.res.status, (performance.now() - started) / 1000);
    }
  };
}

/** GET /metrics: from this host, or with `Authorization: Bearer $METRICS_TOKEN`; 403 otherwise. */
export function metricsEndpoint(env: Pick<Env, "TRUST_PROXY" | "METRICS_TOKEN">) {
  return async (c: Context) => {
    if (!metricsAllowed(clientAddressOf(c, env.TRUST_PROXY), c.req.header("Authorization"), env.METRICS_TOKEN)) {
      return c.text("Metrics are available from this host, or with Authorization: Bearer <METRICS_TOKEN>.", 403, { "Cache-Control": "no-store" });
    }
    return c.body(await renderMetrics(getDbHandle()), 200, { "Content-Type": metricsContentType, "Cache-Control": "no-store" });
  };
}

function routeKind(c: Context): RouteKind {
  const path = c.req.path;
  if (path === "/healthz" || path === "/readyz") return "health";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith("/admin") || path.startsWith("/portfolio-management")) return "admin";
  if (c.req.method === "POST" && LEAD_PATHS.has(path)) return "lead-form";
  return "page";
}
