import type { Selectable } from "kysely";
import type { Db, DbHandle } from "#app/db/client.server.ts";
import type { LeadOutboxTable } from "#app/db/schema.ts";
import { toDate, toStringList } from "#app/db/schema.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { erasePerson, findPersonRecords, personOf, type ErasureSummary, type PersonRecords } from "#app/features/inbox/erase-person.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { VISITOR_MAIL_KINDS } from "#app/features/inbox/queries.server.ts";
import { TEAM_ALERT_KINDS } from "#app/features/inbox/team-alerts.server.ts";

/**
 * A visitor's rights over what they sent: a full copy of everything stored about them, and
 * erasure of it. Both cover the person, found from one of their records (a lead or a saved
 * design) by e-mail address or phone (erase-person.server.ts): the download lists exactly what
 * the erasure removes. The audit trail keeps entries that name no one (actions, ids, times).
 */

type ErasableRecord = { table: LeadTable | "saved_designs"; id: number };

/** What erasing the person behind a record would remove, for the owner to see before confirming; null when it does not exist. */
export async function recordsToErase(db: Db, record: ErasableRecord): Promise<PersonRecords | null> {
  const person = await personOf(db, record);
  return person ? findPersonRecords(db, person) : null;
}

/** Erases the person behind one lead or saved design on a privacy request; null when it does not exist. */
export async function eraseVisitor(handle: Pick<DbHandle, "db" | "engine">, actor: AdminUser, record: ErasableRecord): Promise<ErasureSummary | null> {
  const person = await personOf(handle.db, record);
  return person ? erasePerson(handle, { id: actor.id, email: actor.email }, person) : null;
}

/**
 * Everything stored about the visitor behind one lead: that lead's records at the top, then every
 * other lead and saved design the erasure would remove with it (`sameVisitor`); null when it
 * does not exist.
 */
export async function exportVisitorData(db: Db, table: LeadTable, id: number) {
  const data = await exportLeadData(db, table, id);
  const records = await recordsToErase(db, { table, id });
  if (!data || !records) return null;
  const others = records.leads.filter((lead) => !(lead.table === table && lead.id === id));
  return {
    ...data,
    sameVisitor: {
      leads: await Promise.all(others.map((lead) => exportLeadData(db, lead.table, lead.id))),
      savedDesigns: await Promise.all(records.savedDesigns.map((design) => exportSavedDesign(db, design.id))),
    },
  };
}

/** Everything stored about one lead, as plain JSON; null when it does not exist. */
async function exportLeadData(db: Db, table: LeadTable, id: number) {
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

/** A saved design with its e-mails (the design and its reminder) and its activity. */
async function exportSavedDesign(db: Db, id: number) {
  const [design, mail, activity] = await Promise.all([
    db.selectFrom("saved_designs").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    db.selectFrom("lead_outbox").selectAll().where("lead_table", "=", "saved_designs").where("lead_id", "=", id).orderBy("id").execute(),
    db.selectFrom("audit_log").selectAll().where("entity_type", "=", "saved_designs").where("entity_id", "=", String(id)).orderBy("id").execute(),
  ]);
  return {
    id,
    savedAt: toDate(design.created_at).toISOString(),
    email: design.email,
    design: typeof design.design === "string" ? (JSON.parse(design.design) as unknown) : design.design,
    remind: design.remind === 1,
    unsubscribedAt: design.unsubscribed_at ? toDate(design.unsubscribed_at).toISOString() : null,
    locale: design.locale,
    emailsToVisitor: mail.map((row) => ({ kind: row.kind, to: row.recipient, subject: row.subject, body: row.body, ...delivery(row) })),
    activity: activity.map((entry) => ({ at: toDate(entry.created_at).toISOString(), by: entry.actor_email, action: entry.action })),
  };
}

function delivery(row: Selectable<LeadOutboxTable>) {
  return {
    queuedAt: toDate(row.created_at).toISOString(),
    status: row.status,
    attempts: Number(row.attempts),
    sentAt: row.sent_at ? toDate(row.sent_at).toISOString() : null,
    lastError: row.last_error,
  };
}
