import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { formatRange } from "#app/features/design/estimate.ts";
import { designPath } from "#app/features/design/query.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { kindOfTable, leadPath } from "#app/features/lead-records/lead-kinds.ts";
import {
  callbackTimeOptions,
  consultationTimelineOptions,
  labelOf,
  poolSizeOptions,
  projectTypeOptions,
  quoteTimelineOptions,
  serviceTypeOptions,
} from "#app/features/lead-records/options.ts";
import type { ContactSubmission, LeadCapture, QuoteRequest } from "#app/features/lead-records/repository.server.ts";

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
      ["Name", quote.name],
      ["Preferred contact", quote.contactMethod],
      ["Phone", quote.phone],
      ["Email", quote.email],
      ["Callback time", labelOf(callbackTimeOptions, quote.preferredCallbackTime)],
      ["Address", quote.address],
      ["Project type", labelOf(projectTypeOptions, quote.projectType)],
      ["Pool size", labelOf(poolSizeOptions, quote.poolSize)],
      ["Timeline", labelOf(quoteTimelineOptions, quote.timeline)],
      ["Features", quote.features.join(", ") || null],
      ["Notes", quote.notes],
      ...designLines(quote.design),
    );
  } else {
    const contact = lead.row;
    const home = contact.source === "home-consultation";
    subject = `${home ? "New consultation request" : "New message"} from ${quoted(contact.name)}`;
    lines.push(
      ["Name", contact.name],
      ["Email", contact.email],
      ["Phone", contact.phone],
      ["Subject", contact.subject],
      ...(home
        ? ([
            ["Location", contact.location],
            ["Service type", labelOf(serviceTypeOptions, contact.serviceType)],
            ["Timeline", labelOf(consultationTimelineOptions, contact.timeline)],
          ] as [string, string | null][])
        : []),
      ["Message", contact.message],
    );
  }
  lines.push(...attributionLines(lead.row));
  if (lead.row.possibleSpam) {
    subject = `[Possible spam] ${subject}`;
    lines.push(["Possible spam", lead.row.possibleSpam]);
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
    ["Sent from page", capture.page],
    ["Referrer", capture.referrer],
    ["UTM source", capture.utmSource],
    ["UTM medium", capture.utmMedium],
    ["UTM campaign", capture.utmCampaign],
    ["UTM term", capture.utmTerm],
    ["UTM content", capture.utmContent],
  ];
}
