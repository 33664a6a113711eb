import { sql, type Transaction } from "kysely";
import type { Database, Engine } from "#app/db/schema.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { absoluteUrl } from "#app/config/site.ts";

/** The `subject` of the one SMS row that stands for the texts past the hour's cap. */
export const SMS_SUMMARY = "summary";

const HOUR_MS = 60 * 60 * 1000;

/** The summary text: the cap was reached, and where the other leads are. */
export function smsSummaryText(maxPerHour: number): string {
  return `More than ${maxPerHour} new leads in an hour: no more texts for now. Every lead is in the inbox and the team e-mail.\n${absoluteUrl("/admin/leads")}`;
}

/**
 * Queues the owner's text of a new lead inside the caller's transaction, when SMS is set up: at
 * most `maxPerHour` lead texts in any hour, then one summary text, then nothing until the hour
 * has room again. Counted in the outbox, so every instance sharing the database counts the same
 * texts; on PostgreSQL the count is taken under a lock, so two instances cannot both take the last
 * place.
 */
export async function enqueueSms(
  trx: Transaction<Database>,
  lead: { table: LeadTable; id: number },
  { now, engine, maxPerHour, label }: { now: Date; engine: Engine; maxPerHour: number; /** Said before the lead's headline (a visit's change, issue 42). */ label?: string },
): Promise<void> {
  if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended('sms-per-hour', 0))`.execute(trx);
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await trx
    .selectFrom("lead_outbox")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("texts"),
      eb.fn.sum<number | string | null>(eb.case().when("subject", "=", SMS_SUMMARY).then(1).else(0).end()).as("summaries"),
    ])
    .where("kind", "=", "sms")
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  const summaries = Number(recent.summaries ?? 0);
  const texts = Number(recent.texts) - summaries;
  if (texts >= maxPerHour && summaries > 0) return;
  await trx
    .insertInto("lead_outbox")
    .values({
      created_at: now.toISOString(),
      kind: "sms",
      lead_table: lead.table,
      lead_id: lead.id,
      subject: texts >= maxPerHour ? SMS_SUMMARY : (label ?? null),
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
    })
    .execute();
}
