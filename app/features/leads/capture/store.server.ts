import { sql } from "kysely";
import type { DbHandle } from "#app/db/client.server.ts";
import type { LeadRecord } from "#app/features/leads/capture/lead-records.server.ts";
import { hitRateLimit } from "#app/modules/http/rate-limit.server.ts";
import { createLeadRepository, type LeadCapture } from "#app/features/lead-records/repository.server.ts";
import { enqueueNotification } from "#app/features/notifications/enqueue.server.ts";

export type StoreResult =
  | { status: "stored"; table: LeadRecord["table"]; id: number }
  | { status: "duplicate" }
  /** The form token already stored a lead. */
  | { status: "token-used" }
  | { status: "rate-limited"; retryAfterSeconds: number };

export interface StoreOptions {
  now: Date;
  dedupeSince: Date | null;
  rateLimit: { bucket: string; max: number; windowMs: number };
  /** False without SMTP: the outbox row records "not configured" instead of waiting for a worker. */
  mailConfigured: boolean;
  /** The form token's id: recorded with the lead, so the token cannot store another. */
  tokenId: string;
}

/**
 * Writes a lead and, unless it is spam, its notification outbox row in one transaction: when
 * this resolves the lead is committed (SQLite synchronous=FULL, PostgreSQL fsync), and a mail
 * can never be sent for a lead that was rolled back nor be forgotten for one that was kept.
 *
 * The per-address rate-limit hit is counted in the same transaction (one commit per request).
 * An identical lead (same fingerprint) stored since `dedupeSince` is not stored again (a double
 * press answers success); otherwise the form token is spent, and a token spent before is
 * refused. On
 * PostgreSQL a transaction-scoped advisory lock on the fingerprint makes the check-then-insert
 * safe across instances; SQLite runs one write transaction at a time anyway.
 */
export async function storeLead(
  handle: Pick<DbHandle, "db" | "engine">,
  record: LeadRecord,
  capture: LeadCapture & { fingerprint: string },
  { now, dedupeSince, rateLimit, mailConfigured, tokenId }: StoreOptions,
): Promise<StoreResult> {
  return handle.db.transaction().execute(async (trx) => {
    const limit = await hitRateLimit(trx, rateLimit.bucket, rateLimit, now.getTime());
    if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
    if (handle.engine === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtextextended(${capture.fingerprint}, 0))`.execute(trx);
    }
    if (dedupeSince) {
      const existing = await trx
        .selectFrom(record.table)
        .select("id")
        .where("fingerprint", "=", capture.fingerprint)
        .where("created_at", ">=", dedupeSince.toISOString())
        .executeTakeFirst();
      if (existing) return { status: "duplicate" } as const;
    }
    const spent = await trx
      .insertInto("form_token_uses")
      .values({ token_id: tokenId, used_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("token_id").doNothing())
      .returning("token_id")
      .executeTakeFirst();
    if (!spent) return { status: "token-used" } as const;
    const repository = createLeadRepository(trx);
    const stored =
      record.table === "contact_submissions"
        ? await repository.insertContactSubmission(record.values, capture)
        : await repository.insertQuoteRequest(record.values, capture);
    if (!capture.spamReason) {
      await enqueueNotification(trx, { table: record.table, id: stored.id }, { now, mailConfigured });
    }
    return { status: "stored", table: record.table, id: stored.id } as const;
  });
}
