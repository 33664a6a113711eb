import type { Db } from "#app/db/client.server.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import type { LeadStatus } from "#app/db/schema.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { enqueueNotification } from "#app/features/notifications/enqueue.server.ts";
import { enqueuePushes } from "#app/features/notifications/push/enqueue-push.server.ts";
import { enqueueSms } from "#app/features/notifications/sms/enqueue-sms.server.ts";
import { getEnv, smsSettings } from "#app/utils/env.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { markResponded } from "#app/features/lead-records/first-response.server.ts";

/**
 * Admin changes to a lead. Each runs in one transaction with its audit entry; each answers
 * false when the lead does not exist (or, for a release, is not flagged as spam).
 */

export async function setLeadStatus(db: Db, actor: AdminUser, table: LeadTable, id: number, status: LeadStatus): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom(table).select("status").where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    if (current.status === status) return true;
    await trx.updateTable(table).set({ status }).where("id", "=", id).execute();
    await markResponded(trx, table, id, new Date());
    await writeAudit(trx, audit(actor, "lead.status", table, id, { from: current.status, to: status }));
    return true;
  });
}

/**
 * Takes a lead out of spam: it appears in the inbox like any other, its reason kept in the audit
 * log, and the business gets the new-lead e-mail it would have had at capture.
 */
export async function releaseLead(db: Db, actor: AdminUser, table: LeadTable, id: number): Promise<boolean> {
  const env = getEnv();
  const mailConfigured = Boolean(env.SMTP_URL && env.LEADS_NOTIFY_TO);
  const released = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom(table).select("spam_reason").where("id", "=", id).executeTakeFirst();
    if (!current?.spam_reason) return false;
    await trx.updateTable(table).set({ spam_reason: null }).where("id", "=", id).execute();
    await enqueueNotification(trx, { table, id }, { now: new Date(), mailConfigured });
    await enqueuePushes(trx, { table, id }, { now: new Date() });
    if (smsSettings(env)) await enqueueSms(trx, { table, id }, { now: new Date(), engine: getDbHandle().engine, maxPerHour: env.SMS_MAX_PER_HOUR });
    await writeAudit(trx, audit(actor, "lead.release", table, id, { spamReason: current.spam_reason }));
    return true;
  });
  // Pushes go out whether or not mail is set up.
  if (released) wakeOutbox();
  return released;
}

export async function addLeadNote(db: Db, actor: AdminUser, table: LeadTable, id: number, body: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) return false;
    const note = await trx
      .insertInto("lead_notes")
      .values({
        created_at: new Date().toISOString(),
        lead_table: table,
        lead_id: id,
        author_id: actor.id,
        author_email: actor.email,
        body,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await markResponded(trx, table, id, new Date());
    await writeAudit(trx, audit(actor, "lead.note", table, id, { noteId: Number(note.id) }));
    return true;
  });
}

/** Assigns the lead to an active team member, or to nobody (`memberId` null). */
export async function assignLead(db: Db, actor: AdminUser, table: LeadTable, id: number, memberId: number | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom(table).select("assigned_to").where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    const member =
      memberId === null
        ? null
        : await trx.selectFrom("admin_users").select(["id", "email"]).where("id", "=", memberId).where("disabled_at", "is", null).executeTakeFirst();
    if (memberId !== null && !member) return false;
    if ((current.assigned_to === null ? null : Number(current.assigned_to)) === memberId) return true;
    await trx.updateTable(table).set({ assigned_to: memberId }).where("id", "=", id).execute();
    await writeAudit(trx, audit(actor, "lead.assign", table, id, { to: member?.email ?? null }));
    return true;
  });
}

function audit(actor: AdminUser, action: string, table: LeadTable, id: number, details: Record<string, unknown>) {
  return { actorId: actor.id, actorEmail: actor.email, action, entityType: table, entityId: id, details };
}
