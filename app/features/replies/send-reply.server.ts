import type { Db } from "#app/db/client.server.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { markResponded } from "#app/features/lead-records/first-response.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { replyEmail, type RepliedLead } from "#app/features/replies/reply-email.server.tsx";

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
    const repository = createLeadRepository(trx);
    const request: RepliedLead | null =
      lead.table === "quote_requests"
        ? await repository.findQuoteRequest(lead.id).then((row) => (row ? { table: "quote_requests" as const, row } : null))
        : await repository.findContactSubmission(lead.id).then((row) => (row ? { table: "contact_submissions" as const, row } : null));
    if (!request) return "no-lead" as const;
    const { email, status } = request.row;
    if (!email) return "no-email" as const;
    const now = new Date();
    const rendered = await replyEmail(mail.body, request);
    const outboxId = await enqueueVisitorMail(
      trx,
      { kind: "reply", lead, recipient: email, subject: mail.subject, body: rendered.text, html: rendered.html, authorEmail: actor.email },
      { now, mailConfigured },
    );
    const audit = { actorId: actor.id, actorEmail: actor.email, entityType: lead.table, entityId: lead.id };
    await writeAudit(trx, { ...audit, action: "lead.reply", details: { outboxId } });
    await markResponded(trx, lead.table, lead.id, now);
    if (status === "new") {
      await trx.updateTable(lead.table).set({ status: "contacted" }).where("id", "=", lead.id).execute();
      await writeAudit(trx, { ...audit, action: "lead.status", details: { from: "new", to: "contacted" } });
    }
    return "queued" as const;
  });
  if (result === "queued" && mailConfigured) wakeOutbox();
  return result;
}
