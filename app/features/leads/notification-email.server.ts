import { business } from "../../config/business.ts";
import { absoluteUrl } from "../../config/site.ts";
import { formatRange } from "../design/estimate.ts";
import { designPath } from "../design/query.ts";
import type { QuoteDesign } from "../design/quote-design.ts";
import {
  callbackTimeOptions,
  consultationTimelineOptions,
  labelOf,
  poolSizeOptions,
  projectTypeOptions,
  quoteTimelineOptions,
  serviceTypeOptions,
} from "./options.ts";
import type { ContactSubmission, LeadCapture, QuoteRequest } from "./repository.server.ts";

export interface NotificationEmail {
  subject: string;
  text: string;
  replyTo: string | null;
}

type Lead = { table: "contact_submissions"; row: ContactSubmission } | { table: "quote_requests"; row: QuoteRequest };

/** The business's notification for one lead: plain text, every field, and where it came from. */
export function notificationEmail(lead: Lead): NotificationEmail {
  const lines: [string, string | null][] = [];
  let subject: string;
  if (lead.table === "quote_requests") {
    const quote = lead.row;
    subject = `New quote request from ${quote.name} (${quote.contactMethod})`;
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
    subject = `${home ? "New consultation request" : "New message"} from ${contact.name}`;
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
  const text = [
    `${subject} — received ${lead.row.createdAt.toISOString()} through the ${business.name} website.`,
    "",
    ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    "",
    `Lead #${lead.row.id} (${lead.row.source}).`,
  ].join("\n");
  return { subject, text, replyTo: lead.row.email };
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
