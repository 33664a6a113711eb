import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/** Recorded on an outbox row that no worker will send because mail is not set up. */
export const NOT_CONFIGURED = "SMTP_URL or LEADS_NOTIFY_TO not configured";

/**
 * Queues the new-lead e-mail for a stored lead, inside the caller's transaction: at capture, or
 * when an admin releases a lead that was flagged as spam.
 */
export async function enqueueNotification(
  trx: Transaction<Database>,
  lead: { table: LeadTable; id: number },
  { now, mailConfigured }: { now: Date; mailConfigured: boolean },
): Promise<void> {
  await trx
    .insertInto("lead_outbox")
    .values({
      created_at: now.toISOString(),
      lead_table: lead.table,
      lead_id: lead.id,
      status: mailConfigured ? "pending" : "not-configured",
      last_error: mailConfigured ? null : NOT_CONFIGURED,
      attempts: 0,
      next_attempt_at: now.toISOString(),
    })
    .execute();
}
