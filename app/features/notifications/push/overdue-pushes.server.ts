import { sql } from "kysely";
import type { DbHandle } from "#app/db/client.server.ts";
import { leadKinds } from "#app/features/lead-records/lead-kinds.ts";
import { replyDueAt } from "#app/features/lead-records/reply-clock.ts";
import { OVERDUE_LABEL, enqueuePushes } from "#app/features/notifications/push/enqueue-push.server.ts";

/** A lead whose promise fell due longer ago than this gets no late push (e.g. after a long outage). */
const LATE_WINDOW_MS = 60 * 60 * 1000;
/** The longest a 2-hour promise can run in calendar time (a long weekend). */
const LONGEST_PROMISE_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * Queues the owners' second push for each lead that has just passed the reply promise with no
 * response yet: once per lead (the outbox row is the record that it was sent). Run each minute.
 */
export async function enqueueOverduePushes(handle: Pick<DbHandle, "db" | "engine">, now: Date): Promise<number> {
  return handle.db.transaction().execute(async (trx) => {
    // Instances sweep at the same time on PostgreSQL: one at a time, so none queues a lead twice.
    if (handle.engine === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended('overdue-pushes', 0))`.execute(trx);
    let queued = 0;
    for (const table of Object.values(leadKinds)) {
      const open = await trx
        .selectFrom(table)
        .select(["id", "created_at"])
        .where("spam_reason", "is", null)
        .where("possible_spam", "is", null)
        .where("first_response_at", "is", null)
        .where("created_at", ">=", new Date(now.getTime() - LONGEST_PROMISE_MS).toISOString())
        .execute();
      for (const lead of open) {
        const due = replyDueAt(new Date(lead.created_at)).getTime();
        if (due > now.getTime() || due < now.getTime() - LATE_WINDOW_MS) continue;
        const done = await trx
          .selectFrom("lead_outbox")
          .select("id")
          .where("kind", "=", "push")
          .where("lead_table", "=", table)
          .where("lead_id", "=", Number(lead.id))
          .where("subject", "=", OVERDUE_LABEL)
          .executeTakeFirst();
        if (!done) queued += await enqueuePushes(trx, { table, id: Number(lead.id) }, { now, overdue: true });
      }
    }
    return queued;
  });
}
