import { sql } from "kysely";
import type { Db } from "../../db/client.server.ts";

/**
 * Fixed-window counter in the database, so every instance counts the same submissions. One
 * upsert per hit: atomic on both engines without a read-modify-write race.
 */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  { max, windowMs, now }: { max: number; windowMs: number; now: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, window_start: new Date(windowStart).toISOString(), hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return {
    allowed: Number(row.hits) <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/** Drops windows that ended before `before`. */
export async function pruneRateLimits(db: Db, before: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", new Date(before).toISOString()).execute();
}
