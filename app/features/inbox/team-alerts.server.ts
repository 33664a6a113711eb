import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";
import { DELIVERY_COLUMNS, deliveryOf, outboxOfLead, type NotificationState } from "#app/features/inbox/queries.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/** The owner's alerts of a new lead besides the e-mail: a text message, a push to each device. */
export const TEAM_ALERT_KINDS = ["sms", "push"] as const;

export interface TeamAlert extends NotificationState {
  kind: (typeof TEAM_ALERT_KINDS)[number];
  createdAt: Date;
}

/** A lead's texts and pushes to the team and their delivery, oldest first. */
export async function listTeamAlerts(db: Db, table: LeadTable, id: number): Promise<TeamAlert[]> {
  const rows = await outboxOfLead(db, table, id, TEAM_ALERT_KINDS).select(["kind", "created_at", ...DELIVERY_COLUMNS]).execute();
  return rows.map((row) => ({
    kind: row.kind === "sms" ? "sms" : "push",
    createdAt: toDate(row.created_at),
    ...deliveryOf(row),
  }));
}
