import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { kindOfTable, leadPath } from "#app/features/lead-records/lead-kinds.ts";
import { choiceLabel } from "#app/features/lead-records/choice-label.ts";
import type { ContactSubmission, QuoteRequest } from "#app/features/lead-records/repository.server.ts";
import { poolSizeText } from "#app/features/lead-records/pool-size.ts";
import { attributionLines, fieldLabels } from "#app/features/lead-records/field-labels.ts";
import { languageNote, PREFERS_SPANISH } from "#app/features/lead-records/lead-language.ts";
import { DesignSummary } from "#app/features/notifications/confirmation-email.server.tsx";
import { quoteHeadline } from "#app/features/notifications/lead-headline.ts";
import { Facts, MailButton, MailHeading, MailLayout, MailSubheading, MailText, renderMail } from "#app/features/notifications/mail-layout.server.tsx";

export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  /** The design a quote carries: its plan goes with the e-mail as an inline image. */
  design: QuoteDesign | null;
}

type Lead = { table: "contact_submissions"; row: ContactSubmission } | { table: "quote_requests"; row: QuoteRequest };

/** The office reads times on its own clock: "Sunday, November 22, 2026 at 1:05 PM CST". */
const officeTime = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * The business's notification for one lead: every field, the design with its plan, where it
 * came from, and a link straight to the lead in the admin; HTML and text. A quote's subject is
 * its headline (`lead-headline.ts`). Always English; a lead from a Spanish page says so, in the
 * subject and first, with whether its visitor's confirmation went out (in Spanish).
 */
export async function notificationEmail(lead: Lead, { confirmationSent = false }: { confirmationSent?: boolean } = {}): Promise<NotificationEmail> {
  const lines: [string, string | null][] = [];
  let subject: string;
  if (lead.table === "quote_requests") {
    const quote = lead.row;
    subject = quoteHeadline(quote);
    lines.push(
      [fieldLabels.name, quote.name],
      [fieldLabels.contactMethod, choiceLabel.contactMethod(quote.contactMethod)],
      [fieldLabels.phone, quote.phone],
      [fieldLabels.email, quote.email],
      [fieldLabels.preferredCallbackTime, choiceLabel.callbackTime(quote.preferredCallbackTime)],
      [fieldLabels.address, quote.address],
      [fieldLabels.projectType, choiceLabel.projectType(quote.projectType)],
      [fieldLabels.poolSize, poolSizeText(quote.poolSize, quote.design)],
      [fieldLabels.timeline, choiceLabel.quoteTimeline(quote.timeline)],
      [fieldLabels.features, quote.features.join(", ") || null],
      [fieldLabels.notes, quote.notes],
    );
  } else {
    const contact = lead.row;
    const home = contact.source === "home-consultation";
    subject = `${home ? "New consultation request" : "New message"} from ${quoted(contact.name)}`;
    lines.push(
      [fieldLabels.name, contact.name],
      [fieldLabels.email, contact.email],
      [fieldLabels.phone, contact.phone],
      [fieldLabels.subject, contact.subject],
      ...(home
        ? ([
            [fieldLabels.location, contact.location],
            [fieldLabels.serviceType, choiceLabel.serviceType(contact.serviceType)],
            [fieldLabels.timeline, choiceLabel.consultationTimeline(contact.timeline)],
          ] as [string, string | null][])
        : []),
      [fieldLabels.message, contact.message],
    );
  }
  lines.push(...attributionLines(lead.row, "words"));
  const language = languageNote(lead.row.locale, { confirmationSent });
  if (language) subject = `${subject} · ${PREFERS_SPANISH}`;
  if (lead.row.possibleSpam) {
    subject = `[Possible spam] ${subject}`;
    lines.push([fieldLabels.possibleSpam, lead.row.possibleSpam]);
  }
  const design = lead.table === "quote_requests" ? lead.row.design : null;
  const leadUrl = absoluteUrl(leadPath(kindOfTable(lead.table), lead.row.id));
  const received = `Received ${officeTime.format(lead.row.createdAt)} (Houston time) through the ${business.name} website.`;
  const mail = await renderMail(
    <MailLayout preview={received}>
      <MailHeading>{subject}</MailHeading>
      <MailText>{received}</MailText>
      {language ? (
        <MailText>
          <strong>{language}.</strong>
        </MailText>
      ) : null}
      <MailButton href={leadUrl}>{`Open lead #${lead.row.id} in the inbox`}</MailButton>
      {design ? <DesignSummary design={design} heading="The design" linkLabel="Open the design" /> : null}
      <MailSubheading>What they sent</MailSubheading>
      <Facts rows={lines} />
      <MailText muted>{`Lead #${lead.row.id} (${lead.row.source}): ${leadUrl}`}</MailText>
    </MailLayout>,
  );
  return { subject, ...mail, replyTo: lead.row.email, design };
}

/**
 * The visitor's name inside typographic quotes. Nodemailer encodes a header from its first to its
 * last non-ASCII character as a whole, so everything between the quotes is always encoded: text
 * that looks like an encoded-word (`=?utf-8?q?…?=`) cannot pass through raw and be decoded by
 * the reader's mail client into something the visitor chose.
 */
function quoted(name: string): string {
  return `“${name}”`;
}

