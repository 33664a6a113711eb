import { isbot } from "isbot";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Db } from "#app/db/client.server.ts";
import { businessDayClock } from "#app/features/dashboard/local-day.ts";

export interface PageViewCounter {
  /**
   * One public HTML page sent to a visitor. Only the page's path and the local day are kept, in
   * memory until the next flush; a bot (or a request without a User-Agent) is not counted.
   */
  count(path: string, userAgent: string | undefined): void;
  /** Adds what was counted so far to the database, in one statement. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left (on shutdown). */
  stop(): Promise<void>;
}

/**
 * Page views without cookies, client script or per-request writes: counts per (day, path) in
 * memory, added to `page_views_daily` every `flushMs`. Instances sharing a database each add
 * their own counts (`views + excluded.views`), so nothing is lost or counted twice. A failed
 * flush keeps its counts for the next one.
 */
export function createPageViewCounter(options: { db: () => Db; flushMs: number; logger: Logger }): PageViewCounter {
  const today = businessDayClock();
  let counts = new Map<string, { day: string; path: string; views: number }>();
  let flushing: Promise<void> | undefined;

  function count(path: string, userAgent: string | undefined): void {
    if (!userAgent || isbot(userAgent)) return;
    const day = today(Date.now());
    const key = `${day} ${path}`;
    const entry = counts.get(key);
    if (entry) entry.views += 1;
    else counts.set(key, { day, path, views: 1 });
  }

  async function write(): Promise<void> {
    if (counts.size === 0) return;
    const batch = counts;
    counts = new Map();
    try {
      await options
        .db()
        .insertInto("page_views_daily")
        .values([...batch.values()])
        .onConflict((conflict) =>
          conflict.columns(["day", "path"]).doUpdateSet({ views: sql<number>`page_views_daily.views + excluded.views` }),
        )
        .execute();
    } catch (error) {
      for (const [key, entry] of batch) {
        const current = counts.get(key);
        if (current) current.views += entry.views;
        else counts.set(key, entry);
      }
      options.logger.warn({ error: (error as Error).message }, "page views could not be saved; kept for the next try");
    }
  }

  function flush(): Promise<void> {
    flushing ??= write().finally(() => (flushing = undefined));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    count,
    flush,
    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
