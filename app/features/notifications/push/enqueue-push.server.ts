import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/** What an overdue lead's second push says before its headline. */
export const OVERDUE_LABEL = "Past the 2-hour promise";

/**
 * Queues one push per device, inside the caller's transaction: a new lead goes to every active
 * account's devices; an overdue one (`overdue`) to the owners' only. Each row is one device, so a
 * retry or an expired subscription touches no other.
 */
export async function enqueuePushes(
  trx: Transaction<Database>,
  lead: { table: LeadTable; id: number },
  { now, overdue = false, label }: { now: Date; overdue?: boolean; /** What the push says instead of "New lead" (a visit's change, issue 42). */ label?: string },
): Promise<number> {
  let devices = trx
    .selectFrom("push_subscriptions")
    .innerJoin("admin_users", "admin_users.id", "push_subscriptions.admin_user_id")
    .select("push_subscriptions.id")
    .where("admin_users.disabled_at", "is", null);
  if (overdue) devices = devices.where("admin_users.role", "=", "owner");
  const ids = (await devices.execute()).map((row) => Number(row.id));
  if (ids.length === 0) return 0;
  await trx
    .insertInto("lead_outbox")
    .values(
      ids.map((id) => ({
        created_at: now.toISOString(),
        kind: "push" as const,
        lead_table: lead.table,
        lead_id: lead.id,
        push_subscription_id: id,
        subject: overdue ? OVERDUE_LABEL : (label ?? null),
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: now.toISOString(),
      })),
    )
    .execute();
  return ids.length;
}
