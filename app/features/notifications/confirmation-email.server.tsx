import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { estimateExclusions, formatMoney, formatRange } from "#app/features/design/estimate.ts";
import { designPath } from "#app/features/design/query.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { poolSizeText } from "#app/features/lead-records/pool-size.ts";
import { replyDueAt } from "#app/features/lead-records/reply-clock.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import { choiceLabel } from "#app/features/lead-records/options.ts";
import {
  Facts,
  MailButton,
  MailHeading,
  MailLayout,
  MailNote,
  MailSubheading,
  MailText,
  PlanImage,
  renderMail,
  type RenderedMail,
} from "#app/features/notifications/mail-layout.server.tsx";

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
 * The visitor's confirmation: their reference, what happens next and by when, and what they
 * asked for in our words only (decision 022): the options they chose and, for a design, its
 * summary, ballpark, plan and a link that reopens it — every one a validated value, never text
 * they typed (not even their name). HTML and text, fixed when the lead is stored.
 */
export async function confirmationEmail(record: LeadRecord, reference: string, receivedAt: Date): Promise<RenderedMail & { subject: string }> {
  let what: string;
  let facts: [string, string | null][];
  let design: QuoteDesign | null = null;
  if (record.table === "quote_requests") {
    const quote = record.values;
    what = "quote request";
    design = quote.design ?? null;
    facts = [
      ["Project type", choiceLabel.projectType(quote.projectType)],
      ["Pool size", poolSizeText(quote.poolSize, design)],
      ["Timeline", choiceLabel.quoteTimeline(quote.timeline)],
      ["Features", quote.features.join(", ") || null],
      ["How we'll reach you", quote.contactMethod === "callback" ? `Callback, ${choiceLabel.callbackTime(quote.preferredCallbackTime) ?? "any time"}` : choiceLabel.contactMethod(quote.contactMethod)],
    ];
  } else {
    const contact = record.values;
    const home = contact.source === "home-consultation";
    what = home ? "consultation request" : "message";
    facts = home
      ? [
          ["Service", choiceLabel.serviceType(contact.serviceType)],
          ["Timeline", choiceLabel.consultationTimeline(contact.timeline)],
        ]
      : [];
  }
  const subject = `We received your ${what} (${reference}) - ${business.name}`;
  const mail = await renderMail(
    <MailLayout preview={`Your reference is ${reference}. We reply by ${replyExpectedBy(receivedAt)} at the latest.`}>
      <MailHeading>Thank you for your {what}</MailHeading>
      <MailText>
        We have it, under reference <strong>{reference}</strong>.
      </MailText>
      <MailSubheading>What happens next</MailSubheading>
      <MailText>
        A member of our team will reply within {business.responsePromises.replyHours} hours during business hours, by{" "}
        {replyExpectedBy(receivedAt)} at the latest. We&apos;ll go through your project with you and, if it helps, arrange a
        visit to your backyard. Need us sooner? Call {business.phone.display} and mention {reference}.
      </MailText>
      {design ? <DesignSummary design={design} /> : null}
      {facts.some(([, value]) => value) ? (
        <>
          <MailSubheading>What you asked for</MailSubheading>
          <Facts rows={facts} />
        </>
      ) : null}
      <MailText muted>You receive this e-mail because this address was entered on our website. If it was not you, you can ignore it.</MailText>
    </MailLayout>,
  );
  return { subject, ...mail };
}

/** The design a request carries: plan, summary, ballpark with its caveat, and the link back to it. */
export function DesignSummary({ design, linkLabel = "Open your design", heading = "Your design" }: { design: QuoteDesign; linkLabel?: string; heading?: string }) {
  const { estimate } = design;
  return (
    <>
      <MailSubheading>{heading}</MailSubheading>
      <PlanImage alt={`Plan of your pool, to scale: ${design.description}`} />
      <MailText>{design.description}</MailText>
      <MailText>
        <strong>Ballpark: {formatRange(estimate.low, estimate.high)}</strong> (about {formatMoney(estimate.monthly.low)}–
        {formatMoney(estimate.monthly.high).slice(1)} a month over {estimate.monthly.termYears} years at {estimate.monthly.apr}% APR,
        subject to credit approval)
      </MailText>
      <MailNote>
        A ballpark, not a quote: your site, soil, access and permits decide the final price. A designer confirms it after a free
        site visit. Not in any estimate: {estimateExclusions.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join("; ")}.
      </MailNote>
      <MailButton href={absoluteUrl(designPath(design.design))}>{linkLabel}</MailButton>
    </>
  );
}
