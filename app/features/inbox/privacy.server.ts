import type { Selectable } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import type { LeadOutboxTable } from "#app/db/schema.ts";
import { toDate, toStringList } from "#app/db/schema.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { deleteLeads } from "#app/features/lead-records/delete-leads.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { VISITOR_MAIL_KINDS } from "#app/features/inbox/queries.server.ts";
import { TEAM_ALERT_KINDS } from "#app/features/inbox/team-alerts.server.ts";

/**
 * A visitor's rights over what they sent: a full copy of everything stored about their lead,
 * and erasure of it. What is deleted with a lead: the lead row, the team's notes on it and its
 * e-mail rows (the notification, the visitor's confirmation and replies). The audit trail keeps
 * entries that name no one (actions, ids, times).
 */

/** Erases one lead on a privacy request; false when it does not exist. */
export async function eraseLead(db: Db, actor: AdminUser, table: LeadTable, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom(table).select("source").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    const deleted = await deleteLeads(trx, table, [id]);
    // Replies logged before their subject ("Hello <name>, …") was left out of the audit trail.
    await trx
      .updateTable("audit_log")
      .set({ details: null })
      .where("entity_type", "=", table)
      .where("entity_id", "=", String(id))
      .where("action", "=", "lead.reply")
      .execute();
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "lead.erase",
      entityType: table,
      entityId: id,
      details: { form: lead.source, notes: deleted.notes, notifications: deleted.notifications },
    });
    return true;
  });
}

/** Everything stored about one lead, as plain JSON; null when it does not exist. */
export async function exportLeadData(db: Db, table: LeadTable, id: number) {
  const lead = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return null;
  const [notes, notifications, activity] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_table", "=", table).where("lead_id", "=", id).orderBy("id").execute(),
    db.selectFrom("lead_outbox").selectAll().where("lead_table", "=", table).where("lead_id", "=", id).orderBy("id").execute(),
    db.selectFrom("audit_log").selectAll().where("entity_type", "=", table).where("entity_id", "=", String(id)).orderBy("id").execute(),
  ]);
  const submitted = Object.fromEntries(
    Object.entries(lead).map(([key, value]) => [
      key,
      key === "features" ? toStringList(value as string) : key === "created_at" ? toDate(value as string).toISOString() : value,
    ]),
  );
  return {
    exportedAt: new Date().toISOString(),
    leadType: table,
    submitted,
    internalNotes: notes.map((note) => ({ at: toDate(note.created_at).toISOString(), author: note.author_email, body: note.body })),
    notificationEmails: notifications.filter((row) => row.kind === "notification").map(delivery),
    // The visitor's confirmation and the team's replies: written to them, so theirs to see.
    emailsToVisitor: notifications
      .filter((row) => isVisitorMail(row.kind))
      .map((row) => ({ kind: row.kind, to: row.recipient, subject: row.subject, body: row.body, author: row.author_email, ...delivery(row) })),
    // The owner's texts and pushes of the new lead: about the visitor, never sent to them.
    alertsToTeam: notifications.filter((row) => isTeamAlert(row.kind)).map((row) => ({ kind: row.kind, ...delivery(row) })),
    activity: activity.map((entry) => ({
      at: toDate(entry.created_at).toISOString(),
      by: entry.actor_email,
      action: entry.action,
      details: entry.details ? (JSON.parse(entry.details) as unknown) : null,
    })),
  };
}

const isVisitorMail = (kind: string) => (VISITOR_MAIL_KINDS as readonly string[]).includes(kind);
const isTeamAlert = (kind: string) => (TEAM_ALERT_KINDS as readonly string[]).includes(kind);

function delivery(row: Selectable<LeadOutboxTable>) {
  return {
    queuedAt: toDate(row.created_at).toISOString(),
    status: row.status,
    attempts: Number(row.attempts),
    sentAt: row.sent_at ? toDate(row.sent_at).toISOString() : null,
    lastError: row.last_error,
  };
}
