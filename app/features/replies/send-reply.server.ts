import type { Db } from "#app/db/client.server.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { markResponded } from "#app/features/lead-records/first-response.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";

export type ReplyResult = "queued" | "no-lead" | "no-email";

/**
 * Queues a reply to the lead's e-mail address through the outbox (retries, delivery state) and
 * records it in the lead's activity. The first reply to a new lead moves it to "contacted".
 */
export async function sendReply(
  db: Db,
  actor: AdminUser,
  lead: { table: LeadTable; id: number },
  mail: { subject: string; body: string },
  { mailConfigured }: { mailConfigured: boolean },
): Promise<ReplyResult> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(lead.table).select(["email", "status"]).where("id", "=", lead.id).executeTakeFirst();
    if (!row) return "no-lead" as const;
    if (!row.email) return "no-email" as const;
    const now = new Date();
    const outboxId = await enqueueVisitorMail(
      trx,
      { kind: "reply", lead, recipient: row.email, subject: mail.subject, body: mail.body, authorEmail: actor.email },
      { now, mailConfigured },
    );
    const audit = { actorId: actor.id, actorEmail: actor.email, entityType: lead.table, entityId: lead.id };
    await writeAudit(trx, { ...audit, action: "lead.reply", details: { outboxId } });
    await markResponded(trx, lead.table, lead.id, now);
    if (row.status === "new") {
      await trx.updateTable(lead.table).set({ status: "contacted" }).where("id", "=", lead.id).execute();
      await writeAudit(trx, { ...audit, action: "lead.status", details: { from: "new", to: "contacted" } });
    }
    return "queued" as const;
  });
  if (result === "queued" && mailConfigured) wakeOutbox();
  return result;
}
