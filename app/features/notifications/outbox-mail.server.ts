import type nodemailer from "nodemailer";
import type { Selectable } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import type { LeadOutboxTable } from "#app/db/schema.ts";
import { business } from "#app/config/business.ts";
import { findQuoteDesign } from "#app/features/design/quote-design.server.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import type { LeadRepository } from "#app/features/lead-records/repository.server.ts";
import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";
import { notificationEmail, type NotificationEmail } from "#app/features/notifications/email.server.tsx";
import { PLAN_CID, RENDERING_CID } from "#app/features/notifications/mail-layout.server.tsx";
import { planPng } from "#app/features/notifications/plan-image.server.tsx";

/**
 * The outbox's e-mails (outbox.server.ts sends them): what a row's e-mail says, read from the row
 * or the lead, and the message handed to the transport with its inline images.
 */

type OutboxRow = Selectable<LeadOutboxTable>;
export type Transport = ReturnType<typeof nodemailer.createTransport>;

/** An e-mail ready for the transport: both parts, the design whose plan it shows, the Message-IDs it answers. */
export interface MailToSend {
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  design: QuoteDesign | null;
  thread: string[];
  /** A saved design's e-mails with a reminder: List-Unsubscribe and its one-press POST. */
  headers?: Record<string, string>;
  /** A finished rendering, shown inline (migration 0023). */
  rendering?: Uint8Array;
}

/** Sends one e-mail from `from`, with its plan, rendering and calendar invitation inline or attached. */
export async function sendEmail(transport: Transport, from: string, row: OutboxRow, to: string | null | undefined, email: MailToSend) {
  await transport.sendMail({
    from,
    to: to ?? undefined,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    ...(email.headers ? { headers: email.headers } : {}),
    ...(row.message_id ? { messageId: row.message_id } : {}),
    ...(email.thread.length ? { inReplyTo: email.thread.at(-1), references: email.thread } : {}),
    // The plan the HTML shows, as an inline image (built from the stored design, never fetched).
    attachments: [
      ...(email.design && email.html?.includes(`cid:${PLAN_CID}`)
        ? [{ filename: "pool-plan.png", content: await planPng(email.design, mailLocale(email.html)), contentType: "image/png", cid: PLAN_CID, contentDisposition: "inline" as const }]
        : []),
      ...(email.rendering ? [{ filename: "pool-rendering.jpg", content: Buffer.from(email.rendering), contentType: "image/jpeg", cid: RENDERING_CID, contentDisposition: "inline" as const }] : []),
      // A visit's invitation or cancellation (RFC 5545), fixed when the e-mail was queued.
      ...(row.ics ? [{ filename: "site-visit.ics", content: row.ics, contentType: `text/calendar; charset=utf-8; method=${/^METHOD:([A-Z-]+)\r?$/m.exec(row.ics)?.[1] ?? "PUBLISH"}` }] : []),
    ],
  });
}

/**
 * A confirmation or reply: its words were fixed when it was queued; answers go to the business.
 * A reply threads under the e-mails this visitor had from us about the lead before it.
 */
export async function visitorEmail(db: Db, row: OutboxRow): Promise<MailToSend> {
  if (!row.recipient || row.subject === null || row.body === null) throw new Error(`outbox row ${row.id} has no recipient or text`);
  const earlier =
    row.kind === "reply"
      ? await db
          .selectFrom("lead_outbox")
          .select("message_id")
          .where("lead_table", "=", row.lead_table)
          .where("lead_id", "=", row.lead_id)
          .where("kind", "in", ["confirmation", "reply"])
          .where("id", "<", row.id)
          .where("message_id", "is not", null)
          .orderBy("id")
          .execute()
      : [];
  const design = row.html?.includes(`cid:${PLAN_CID}`) && row.lead_table === "quote_requests" ? await findQuoteDesign(db, row.lead_id) : null;
  return {
    subject: row.subject,
    text: row.body,
    html: row.html,
    replyTo: business.email,
    design,
    thread: earlier.map((mail) => mail.message_id!),
  };
}

/** The business's notification of a lead, rendered from the lead's row now. */
export async function businessEmail(db: Db, repository: LeadRepository, row: OutboxRow): Promise<MailToSend> {
  return { ...(await notificationFor(db, repository, row)), thread: [] };
}

async function notificationFor(db: Db, repository: LeadRepository, row: OutboxRow): Promise<NotificationEmail> {
  // Whether the visitor was sent a confirmation: the owner's e-mail says in which language.
  const confirmation = await db
    .selectFrom("lead_outbox")
    .select("id")
    .where("lead_table", "=", row.lead_table)
    .where("lead_id", "=", row.lead_id)
    .where("kind", "=", "confirmation")
    .executeTakeFirst();
  const options = { confirmationSent: confirmation !== undefined };
  if (row.lead_table === "quote_requests") {
    const quote = await repository.findQuoteRequest(row.lead_id);
    if (!quote) throw new Error(`quote request ${row.lead_id} not found`);
    return notificationEmail({ table: "quote_requests", row: quote }, options);
  }
  const contact = await repository.findContactSubmission(row.lead_id);
  if (!contact) throw new Error(`contact submission ${row.lead_id} not found`);
  return notificationEmail({ table: "contact_submissions", row: contact }, options);
}

/** The language a rendered mail is written in (its `<html lang>`, set from its copy): its plan's labels follow it. */
function mailLocale(html: string): Locale {
  return html.includes(`lang="${LOCALE_TAGS.es}"`) ? "es" : "en";
}
