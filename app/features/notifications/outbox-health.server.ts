import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";

export interface OutboxHealth {
  pending: number;
  failed: number;
  /** Since when the longest-waiting e-mail has been due; null when none waits. */
  oldestPendingAt: Date | null;
}

/**
 * E-mails of every kind waiting to be sent, given up on, and the oldest waiting: /metrics and the
 * dashboard. A design reminder queued for days later is not waiting before it falls due, and
 * waits from then on, not from its save.
 */
export async function outboxHealth(db: Db, now = new Date()): Promise<OutboxHealth> {
  const nowIso = now.toISOString();
  const due = db
    .selectFrom("lead_outbox")
    .where((eb) => eb.or([eb("kind", "!=", "design-reminder"), eb("next_attempt_at", "<=", nowIso), eb("attempts", ">", 0)]));
  const [counts, oldest, oldestReminder] = await Promise.all([
    due
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
      .where("status", "in", ["pending", "failed"])
      .groupBy("status")
      .execute(),
    db.selectFrom("lead_outbox").select("created_at").where("status", "=", "pending").where("kind", "!=", "design-reminder").orderBy("created_at").limit(1).executeTakeFirst(),
    due.select("next_attempt_at").where("status", "=", "pending").where("kind", "=", "design-reminder").orderBy("next_attempt_at").limit(1).executeTakeFirst(),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  const since = [oldest ? toDate(oldest.created_at) : null, oldestReminder ? toDate(oldestReminder.next_attempt_at) : null].filter((date) => date !== null);
  return { pending: count("pending"), failed: count("failed"), oldestPendingAt: since.length ? new Date(Math.min(...since.map((date) => date.getTime()))) : null };
}
