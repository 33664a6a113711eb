import type { Transaction } from "kysely";
import type { Database, SavedDesignMailKind, VisitMailKind } from "#app/db/schema.ts";
import { randomUUID } from "node:crypto";
import { siteOrigin } from "#app/config/site.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { mailboxOf } from "#app/modules/mail/mailbox.ts";

/** What an e-mail to a visitor belongs to: a lead, or a saved design. */
type VisitorMailSubject = { table: LeadTable; id: number } | { table: "saved_designs"; id: number };

/** Recorded on an outbox row that no worker will send because mail is not set up. */
export const NOT_CONFIGURED = "SMTP_URL or LEADS_NOTIFY_TO not configured";

/**
 * Queues the new-lead e-mail for a stored lead, inside the caller's transaction: at capture, or
 * when an admin releases a lead that was flagged as spam.
 */
export async function enqueueNotification(
  trx: Transaction<Database>,
  lead: { table: LeadTable; id: number },
  { now, mailConfigured }: { now: Date; mailConfigured: boolean },
): Promise<void> {
  await trx
    .insertInto("lead_outbox")
    .values({
      created_at: now.toISOString(),
      lead_table: lead.table,
      lead_id: lead.id,
      status: mailConfigured ? "pending" : "not-configured",
      last_error: mailConfigured ? null : NOT_CONFIGURED,
      attempts: 0,
      next_attempt_at: now.toISOString(),
    })
    .execute();
}

/**
 * Queues an e-mail to the visitor (their confirmation, a reply from the inbox, a saved design or
 * its reminder), its address, subject and text fixed now, inside the caller's transaction; sent
 * from `sendAt` on (by default at once).
 */
export async function enqueueVisitorMail(
  trx: Transaction<Database>,
  mail: {
    kind: "confirmation" | "reply" | SavedDesignMailKind | VisitMailKind;
    lead: VisitorMailSubject;
    recipient: string;
    subject: string;
    /** The text part. */
    body: string;
    /** The HTML part. */
    html: string;
    authorEmail?: string;
    /** A booked visit's invitation (.ics text) and the visit it is about (migration 0024). */
    ics?: string;
    bookingId?: number;
  },
  { now, mailConfigured, sendAt = now }: { now: Date; mailConfigured: boolean; sendAt?: Date },
): Promise<number> {
  const row = await trx
    .insertInto("lead_outbox")
    .values({
      created_at: now.toISOString(),
      kind: mail.kind,
      lead_table: mail.lead.table,
      lead_id: mail.lead.id,
      recipient: mail.recipient,
      // What the per-recipient cap counts (recipient-limit.server.ts); the mail goes to the address as typed.
      recipient_mailbox: mailboxOf(mail.recipient),
      subject: mail.subject,
      body: mail.body,
      html: mail.html,
      message_id: newMessageId(),
      author_email: mail.authorEmail ?? null,
      ics: mail.ics ?? null,
      booking_id: mail.bookingId ?? null,
      status: mailConfigured ? "pending" : "not-configured",
      last_error: mailConfigured ? null : VISITOR_MAIL_NOT_CONFIGURED,
      attempts: 0,
      next_attempt_at: sendAt.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const VISITOR_MAIL_NOT_CONFIGURED = "SMTP_URL not configured";

export const SMS_NOT_CONFIGURED = "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and SMS_NOTIFY_TO not configured";

/**
 * A Message-ID fixed when an e-mail to the visitor is queued (RFC 5322: unique, in our own
 * domain), so a later reply can name it in `In-Reply-To` and `References` and thread with it.
 */
function newMessageId(): string {
  return `<${randomUUID()}@${new URL(siteOrigin()).hostname}>`;
}
