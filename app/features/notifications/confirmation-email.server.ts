import { business } from "#app/config/business.ts";
import { poolSizeText } from "#app/features/lead-records/pool-size.ts";
import { replyDueAt } from "#app/features/lead-records/reply-clock.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import {
  callbackTimeOptions,
  consultationTimelineOptions,
  labelOf,
  projectTypeOptions,
  quoteTimelineOptions,
  serviceTypeOptions,
} from "#app/features/lead-records/options.ts";

const dueFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** When the visitor can expect an answer, in words: the reply promise counted in opening hours. */
export function replyExpectedBy(receivedAt: Date): string {
  return dueFormat.format(replyDueAt(receivedAt));
}

/**
 * The visitor's confirmation: their reference, what they sent, what happens next and by when,
 * and the phone number. Plain text, fixed when the lead is stored.
 */
export function confirmationEmail(record: LeadRecord, reference: string, receivedAt: Date): { subject: string; text: string } {
  const lines: [string, string | null | undefined][] = [];
  let what: string;
  if (record.table === "quote_requests") {
    const quote = record.values;
    what = "quote request";
    lines.push(
      ["Project type", labelOf(projectTypeOptions, quote.projectType)],
      ["Pool size", poolSizeText(quote.poolSize, quote.design ?? null)],
      ["Timeline", labelOf(quoteTimelineOptions, quote.timeline)],
      ["Features", quote.features.join(", ") || null],
      ["Address", quote.address],
      ["How to reach you", quote.contactMethod === "callback" ? `call back, ${labelOf(callbackTimeOptions, quote.preferredCallbackTime) ?? "any time"}` : quote.contactMethod],
      ["Phone", quote.phone],
      ["Your notes", quote.notes],
    );
  } else {
    const contact = record.values;
    const home = contact.source === "home-consultation";
    what = home ? "consultation request" : "message";
    lines.push(
      ...(home
        ? ([
            ["Location", contact.location],
            ["Service", labelOf(serviceTypeOptions, contact.serviceType)],
            ["Timeline", labelOf(consultationTimelineOptions, contact.timeline)],
          ] as [string, string | null][])
        : ([["Subject", contact.subject]] as [string, string | null][])),
      ["Phone", contact.phone],
      ["Your message", home ? contact.message.split("\n\n").slice(1).join("\n\n") || contact.message : contact.message],
    );
  }
  const name = record.values.name.split(" ")[0] || record.values.name;
  const hours = business.hoursLines.map((line) => `${line.days}: ${line.hours}`).join("; ");
  const text = [
    `Hi ${name},`,
    "",
    `Thank you for your ${what}. We have it, under reference ${reference}.`,
    "",
    "What happens next:",
    `- A member of our team will reply within ${business.responsePromises.replyHours} hours during business hours, by ${replyExpectedBy(receivedAt)} at the latest.`,
    "- We'll go through your project with you and, if it helps, arrange a visit to your backyard.",
    `- Need us sooner? Call ${business.phone.display} and mention ${reference}.`,
    "",
    `Business hours: ${hours}.`,
    "",
    "What you sent us:",
    ...lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => `${label}: ${value}`),
    "",
    business.name,
    business.phone.display,
    `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
    "",
    "You receive this e-mail because this address was entered on our website. If it was not you, you can ignore it.",
  ].join("\n");
  return { subject: `We received your ${what} (${reference}) - ${business.name}`, text };
}
