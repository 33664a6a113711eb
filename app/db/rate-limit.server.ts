import { sql } from "kysely";
import type { Db } from "#app/db/client.server.ts";

/**
 * Fixed-window counters in the database, so every instance counts the same requests: lead
 * submissions per client address, and sign-in attempts per address, address+account and
 * account. One upsert per hit, atomic on both engines without a read-modify-write race. A
 * window ends at a fixed time, so hits while blocked never extend the pause.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimitHit {
  allowed: boolean;
  /** Hits in this window so far, this one included. */
  hits: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(db: Db, bucket: string, { max, windowMs }: RateLimit, now: number): Promise<RateLimitHit> {
  const windowStart = windowStartOf(now, windowMs);
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, window_start: new Date(windowStart).toISOString(), hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return { allowed: hits <= max, hits, retryAfterSeconds: secondsLeft(now, windowStart, windowMs) };
}

/** Forgets a bucket's counts (a successful sign-in clears its address+account failures). */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).execute();
}

/** Drops windows that started before `before`. */
export async function pruneRateLimits(db: Db, before: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", new Date(before).toISOString()).execute();
}

function windowStartOf(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

function secondsLeft(now: number, windowStart: number, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}
