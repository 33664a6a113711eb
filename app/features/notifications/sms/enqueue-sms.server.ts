import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/** Queues the owner's text of a new lead inside the caller's transaction, when SMS is set up. */
export async function enqueueSms(trx: Transaction<Database>, lead: { table: LeadTable; id: number }, { now }: { now: Date }): Promise<void> {
  await trx
    .insertInto("lead_outbox")
    .values({ created_at: now.toISOString(), kind: "sms", lead_table: lead.table, lead_id: lead.id, status: "pending", attempts: 0, next_attempt_at: now.toISOString() })
    .execute();
}
