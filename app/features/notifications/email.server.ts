import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { formatRange } from "#app/features/design/estimate.ts";
import { designPath } from "#app/features/design/query.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { kindOfTable, leadPath } from "#app/features/lead-records/lead-kinds.ts";
import { choiceLabel } from "#app/features/lead-records/options.ts";
import type { ContactSubmission, LeadCapture, QuoteRequest } from "#app/features/lead-records/repository.server.ts";
import { poolSizeText } from "#app/features/lead-records/pool-size.ts";
import { fieldLabels } from "#app/features/lead-records/field-labels.ts";

export interface NotificationEmail {
  subject: string;
  text: string;
  replyTo: string | null;
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
 * The business's notification for one lead: plain text, every field, where it came from, and
 * a link straight to the lead in the admin.
 */
export function notificationEmail(lead: Lead): NotificationEmail {
  const lines: [string, string | null][] = [];
  let subject: string;
  if (lead.table === "quote_requests") {
    const quote = lead.row;
    subject = `New quote request from ${quoted(quote.name)} (${quote.contactMethod})`;
    lines.push(
      [fieldLabels.name, quote.name],
      [fieldLabels.contactMethod, quote.contactMethod],
      [fieldLabels.phone, quote.phone],
      [fieldLabels.email, quote.email],
      [fieldLabels.preferredCallbackTime, choiceLabel.callbackTime(quote.preferredCallbackTime)],
      [fieldLabels.address, quote.address],
      [fieldLabels.projectType, choiceLabel.projectType(quote.projectType)],
      [fieldLabels.poolSize, poolSizeText(quote.poolSize, quote.design)],
      [fieldLabels.timeline, choiceLabel.quoteTimeline(quote.timeline)],
      [fieldLabels.features, quote.features.join(", ") || null],
      [fieldLabels.notes, quote.notes],
      ...designLines(quote.design),
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
  lines.push(...attributionLines(lead.row));
  if (lead.row.possibleSpam) {
    subject = `[Possible spam] ${subject}`;
    lines.push([fieldLabels.possibleSpam, lead.row.possibleSpam]);
  }
  const text = [
    `${subject} — received ${officeTime.format(lead.row.createdAt)} (Houston time) through the ${business.name} website.`,
    "",
    ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    "",
    `Lead #${lead.row.id} (${lead.row.source}): ${absoluteUrl(leadPath(kindOfTable(lead.table), lead.row.id))}`,
  ].join("\n");
  return { subject, text, replyTo: lead.row.email };
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

/** The design the request was made from: what it is, what it was estimated at, and a link that opens it. */
function designLines(design: QuoteDesign | null): [string, string | null][] {
  if (!design) return [];
  return [
    ["Design", design.description],
    ["Estimate at request", `${formatRange(design.estimate.low, design.estimate.high)} (ballpark)`],
    ["Open the design", absoluteUrl(designPath(design.design))],
  ];
}

function attributionLines(capture: LeadCapture): [string, string | null][] {
  return [
    [fieldLabels.page, capture.page],
    [fieldLabels.referrer, capture.referrer],
    ["UTM source", capture.utmSource],
    ["UTM medium", capture.utmMedium],
    ["UTM campaign", capture.utmCampaign],
    ["UTM term", capture.utmTerm],
    ["UTM content", capture.utmContent],
  ];
}
