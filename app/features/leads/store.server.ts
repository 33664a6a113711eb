import { sql } from "kysely";
import type { DbHandle } from "../../db/client.server.ts";
import type { LeadRecord } from "./lead-records.server.ts";
import { createLeadRepository, type LeadCapture } from "./repository.server.ts";

export type StoreResult = { status: "stored"; table: LeadRecord["table"]; id: number } | { status: "duplicate" };

/**
 * Writes a lead and, unless it is spam, its notification outbox row in one transaction: when
 * this resolves the lead is committed (SQLite synchronous=FULL, PostgreSQL fsync), and a mail
 * can never be sent for a lead that was rolled back nor be forgotten for one that was kept.
 *
 * An identical lead (same fingerprint) stored since `dedupeSince` is not stored again. On
 * PostgreSQL a transaction-scoped advisory lock on the fingerprint makes the check-then-insert
 * safe across instances; SQLite runs one write transaction at a time anyway.
 */
export async function storeLead(
  handle: Pick<DbHandle, "db" | "engine">,
  record: LeadRecord,
  capture: LeadCapture & { fingerprint: string },
  { now, dedupeSince }: { now: Date; dedupeSince: Date | null },
): Promise<StoreResult> {
  return handle.db.transaction().execute(async (trx) => {
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
    const repository = createLeadRepository(trx);
    const stored =
      record.table === "contact_submissions"
        ? await repository.insertContactSubmission(record.values, capture)
        : await repository.insertQuoteRequest(record.values, capture);
    if (!capture.spamReason) {
      await trx
        .insertInto("lead_outbox")
        .values({
          created_at: now.toISOString(),
          lead_table: record.table,
          lead_id: stored.id,
          status: "pending",
          attempts: 0,
          next_attempt_at: now.toISOString(),
        })
        .execute();
    }
    return { status: "stored", table: record.table, id: stored.id } as const;
  });
}
