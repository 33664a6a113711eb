import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { mailboxOf } from "#app/modules/mail/mailbox.ts";

/** E-mails one recipient mailbox receives from our forms in 24 hours, whatever was sent (decision 022). */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/**
 * Whether `recipient` may be sent one more of the e-mails a visitor asks for by typing an address
 * (confirmations, saved designs, design reminders, renderings: queued with the request, so counted then), counted inside the caller's transaction: those
 * queued in the last 24 hours, a reminder when it went out (one still waiting is not yet a message).
 * Counted per mailbox (modules/mail/mailbox.ts: `j.ane+1@gmail.com` is `jane@gmail.com`; decision 036).
 *
 * The caller inserts its e-mail in the same transaction, so on PostgreSQL the count is taken under
 * a lock on the mailbox, held until that transaction ends: parallel saves for one address from
 * several instances count one after another, never all seeing the same 2 (20 parallel saves sent
 * 8–10 e-mails before). SQLite needs no lock: its one connection runs one transaction at a time.
 */
export async function visitorMailAllowed(db: Kysely<Database>, recipient: string, now: Date): Promise<boolean> {
  const mailbox = mailboxOf(recipient);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`visitor-mail:${mailbox}`}, 0))`.execute(db);
  }
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const row = await db
    .selectFrom("lead_outbox")
    .select((eb) => eb.fn.countAll<number>().as("sent"))
    .where("recipient_mailbox", "=", mailbox)
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "in", ["confirmation", "saved-design", "rendering"]), eb("created_at", ">=", since)]),
        eb.and([eb("kind", "=", "design-reminder"), eb("status", "=", "sent"), eb("sent_at", ">=", since)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.sent) < CONFIRMATIONS_PER_RECIPIENT_PER_DAY;
}
