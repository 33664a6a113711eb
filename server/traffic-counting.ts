import { join } from "node:path";
import type { Logger } from "pino";
import { getDb } from "#app/db/db.server.ts";
import { createPageViewCounter } from "#app/features/dashboard/page-view-counter.server.ts";
import { DESIGNER_PATH, designerSteps, sameSitePath } from "#app/features/design/designer-funnel.ts";
import { englishPathOf } from "#app/i18n/route-table.ts";
import type { Env } from "#app/utils/env.server.ts";
import { followPageViewLog } from "#server/page-view-log.ts";

export interface TrafficCountingOptions {
  env: Pick<Env, "PAGE_VIEWS_FLUSH_MS" | "PAGE_VIEWS_LOG" | "DATA_DIR">;
  /** Whether a path is a page of the site (a kept copy or the designer), for the proxy's log. */
  isPage(pathname: string): boolean;
  logger: Logger;
}

/**
 * Every count the dashboard reads, in one place: page views (sent by the app, the fast path or,
 * with PAGE_VIEWS_LOG, the proxy in front of it) and the designer funnel's steps the server sees.
 */
export function createTrafficCounting({ env, isPage, logger }: TrafficCountingOptions) {
  const pageViews = createPageViewCounter({ db: getDb, flushMs: env.PAGE_VIEWS_FLUSH_MS, logger });
  const proxyViews = env.PAGE_VIEWS_LOG
    ? followPageViewLog({ file: env.PAGE_VIEWS_LOG, stateFile: join(env.DATA_DIR, "proxy-page-views.json"), isPage, count: pageViews.count, logger })
    : undefined;

  return {
    countPageView: pageViews.count,
    /**
     * The designer's funnel steps an answer shows: "Update plan and price" without JavaScript
     * (the designer asked for again from itself, with a design) and "Request a quote" (its form
     * sent to the quote form, answered with a redirect to the quote with the design).
     */
    designerStep(request: Pick<Request, "method" | "headers">, url: URL, status: number, userAgent: string | undefined) {
      if (request.method !== "GET") return;
      // Either language's page, by the route table: the Spanish designer's steps count in the one funnel.
      const page = englishPathOf(url.pathname.toLowerCase());
      if (page === "/get-quote" && status === 302 && url.searchParams.has("shape")) pageViews.count(designerSteps.requested, userAgent);
      const from = sameSitePath(request.headers.get("Referer"), url.host);
      if (page === DESIGNER_PATH && status < 500 && url.search && from !== null && englishPathOf(from) === DESIGNER_PATH) {
        pageViews.count(designerSteps.changed, userAgent);
      }
    },
    /** The designer's first change with JavaScript (its beacon). */
    designChanged: (userAgent: string | undefined) => pageViews.count(designerSteps.changed, userAgent),
    /** Stops following the proxy's log and saves the views counted since the last flush. */
    close: async () => {
      await proxyViews?.close();
      await pageViews.stop();
    },
  };
}
