import type { OperandExpression, SelectQueryBuilder, Transaction } from "kysely";
import type { Db, DbHandle } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { newRenderToken } from "#app/features/renderings/render-token.server.ts";

/**
 * The one lease claim of the render queue (decision 040) and of the presentations (decision 047):
 * a worker takes the first row `due` picks and names itself with a fresh lease token, which every
 * later write of that worker must show, so a worker that lost its lease changes nothing.
 * PostgreSQL claims with `FOR UPDATE SKIP LOCKED` (workers on several machines take different rows
 * without waiting on each other); SQLite with one `UPDATE … WHERE id = (SELECT …) RETURNING`,
 * atomic in its single writer. Below it, what a failed or abandoned attempt writes, the same for both.
 */

type Executor = Db | Transaction<Database>;

/** The claimed row: its id as found (PostgreSQL) or as the subquery that finds it (SQLite). */
export type ClaimTarget = number | OperandExpression<number>;

export interface Lease {
  lease_token: string;
  lease_until: string;
}

export interface LeaseClaim<Row> {
  /** The one row a worker may take now, as a query of its id. */
  due: (db: Executor) => SelectQueryBuilder<Database, "render_jobs" | "presentations", { id: number }>;
  /** Writes the lease, the claimed status and an attempt on the target row, returning it. */
  take: (db: Executor, target: ClaimTarget, lease: Lease) => Promise<Row | undefined>;
  now: Date;
  leaseMs: number;
}

/** The claimed row and its lease token; null when no row is due. */
export async function claimUnderLease<Row>(handle: Pick<DbHandle, "db" | "engine">, { due, take, now, leaseMs }: LeaseClaim<Row>): Promise<{ row: Row; leaseToken: string } | null> {
  const lease = { lease_token: newRenderToken(), lease_until: new Date(now.getTime() + leaseMs).toISOString() };
  const row =
    handle.engine === "postgres"
      ? await handle.db.transaction().execute(async (trx) => {
          const found = await due(trx).forUpdate().skipLocked().executeTakeFirst();
          return found ? take(trx, found.id, lease) : undefined;
        })
      : await take(handle.db, handle.db.selectFrom(due(handle.db).as("due")).select("due.id"), lease);
  return row ? { row, leaseToken: lease.lease_token } : null;
}

/**
 * What a failed attempt writes on its row: back to `retry` (waiting to be claimed again) while
 * attempts remain, else failed for good; the error kept short, the lease let go either way.
 */
export function failedAttempt<Retry extends string>(last: boolean, retry: Retry, error: string, now: Date) {
  return { status: last ? ("failed" as const) : retry, last_error: error.slice(0, 1000), lease_token: null, lease_until: null, ...(last ? { finished_at: now.toISOString() } : {}) };
}

/** What a row whose worker vanished on its last attempt writes: failed for good, the lease let go. */
export function abandonedAttempt(nowIso: string) {
  return { status: "failed" as const, last_error: "the worker stopped answering on the last attempt", lease_token: null, lease_until: null, finished_at: nowIso };
}
