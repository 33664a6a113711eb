import { sql, type Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** E-mails one recipient address receives from our forms in 24 hours, whatever was sent (decision 022). */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/**
 * Whether `recipient` may be sent one more of the e-mails a visitor asks for by typing an address
 * (confirmations, saved designs, design reminders), counted inside the caller's transaction: those
 * queued in the last 24 hours, a reminder when it went out (one still waiting is not yet a message).
 */
export async function visitorMailAllowed(db: Kysely<Database>, recipient: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const row = await db
    .selectFrom("lead_outbox")
    .select((eb) => eb.fn.countAll<number>().as("sent"))
    .where(sql<string>`lower(recipient)`, "=", recipient.toLowerCase())
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "in", ["confirmation", "saved-design"]), eb("created_at", ">=", since)]),
        eb.and([eb("kind", "=", "design-reminder"), eb("status", "=", "sent"), eb("sent_at", ">=", since)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.sent) < CONFIRMATIONS_PER_RECIPIENT_PER_DAY;
}
