import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";

export interface OutboxHealth {
  pending: number;
  failed: number;
  /** When the oldest e-mail still waiting was queued; null when none waits. */
  oldestPendingAt: Date | null;
}

/** E-mails of every kind waiting to be sent, given up on, and the oldest waiting: /metrics and the dashboard. */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const [counts, oldest] = await Promise.all([
    db
      .selectFrom("lead_outbox")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
      .where("status", "in", ["pending", "failed"])
      .groupBy("status")
      .execute(),
    db.selectFrom("lead_outbox").select("created_at").where("status", "=", "pending").orderBy("created_at").limit(1).executeTakeFirst(),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return { pending: count("pending"), failed: count("failed"), oldestPendingAt: oldest ? toDate(oldest.created_at) : null };
}
