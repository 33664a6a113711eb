import { absoluteUrl } from "#app/config/site.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { designPath } from "#app/features/design/query.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { replyDueAt } from "#app/features/lead-records/reply-clock.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import { emailCopy } from "#app/features/notifications/email-copy/email-copy.ts";
import { en } from "#app/features/notifications/email-copy/en.ts";
import type { EmailCopy, RequestKind } from "#app/features/notifications/email-copy/shape.ts";
import { optionLabel } from "#app/i18n/option-words.ts";
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

/** When the visitor can expect an answer, in words: the reply promise counted in opening hours. */
export function replyExpectedBy(receivedAt: Date, copy: EmailCopy = en): string {
  return copy.replyBy(replyDueAt(receivedAt));
}

/**
 * The visitor's confirmation: their reference, what happens next and by when, and what they
 * asked for in our words only (decision 022): the options they chose and, for a design, its
 * summary, ballpark, plan and a link that reopens it — every one a validated value, never text
 * they typed (not even their name). HTML and text, fixed when the lead is stored, in the
 * language of the page the lead came from.
 */
export async function confirmationEmail(
  record: LeadRecord,
  reference: string,
  receivedAt: Date,
  locale: Locale = DEFAULT_LOCALE,
  /** The signed reference to this lead that books its visit without asking its fields again (issue 42). */
  bookToken?: string,
): Promise<RenderedMail & { subject: string }> {
  const copy = emailCopy(locale);
  const { labels } = copy.confirmation;
  const { options } = copy;
  let kind: RequestKind;
  let facts: [string, string | null][];
  let design: QuoteDesign | null = null;
  if (record.table === "quote_requests") {
    const quote = record.values;
    kind = "quote";
    design = quote.design ?? null;
    facts = [
      [labels.projectType, optionLabel(options.projectType, quote.projectType)],
      [labels.poolSize, design ? copy.design.size(design) : optionLabel(options.poolSize, quote.poolSize)],
      [labels.timeline, optionLabel(options.quoteTimeline, quote.timeline)],
      [labels.features, quote.features.map((feature) => optionLabel(options.features, feature)).join(", ") || null],
      [
        labels.reachYou,
        quote.contactMethod === "callback"
          ? copy.confirmation.callback(optionLabel(options.callbackTime, quote.preferredCallbackTime))
          : optionLabel(options.contactMethod, quote.contactMethod),
      ],
    ];
  } else {
    const contact = record.values;
    const home = contact.source === "home-consultation";
    kind = home ? "consultation" : "message";
    facts = home
      ? [
          [labels.service, optionLabel(options.serviceType, contact.serviceType)],
          [labels.timeline, optionLabel(options.consultationTimeline, contact.timeline)],
        ]
      : [];
  }
  const what = copy.confirmation.what[kind];
  const due = replyExpectedBy(receivedAt, copy);
  const [beforeReference, afterReference] = copy.confirmation.reference;
  const subject = copy.confirmation.subject(what, reference);
  const mail = await renderMail(
    <MailLayout copy={copy} preview={copy.confirmation.preview(reference, due)}>
      <MailHeading>{copy.confirmation.heading(what)}</MailHeading>
      <MailText>
        {beforeReference}
        <strong>{reference}</strong>
        {afterReference}
      </MailText>
      <MailSubheading>{copy.confirmation.nextHeading}</MailSubheading>
      <MailText>{copy.confirmation.next(due, reference)}</MailText>
      <MailButton href={absoluteUrl(`${localizedPath("/book", locale)}${bookToken ? `?lead=${encodeURIComponent(bookToken)}` : ""}`)}>{copy.confirmation.pickTime}</MailButton>
      {design ? <DesignSummary design={design} copy={copy} /> : null}
      {facts.some(([, value]) => value) ? (
        <>
          <MailSubheading>{copy.confirmation.askedHeading}</MailSubheading>
          <Facts rows={facts} />
        </>
      ) : null}
      <MailText muted>{copy.whyThisMail}</MailText>
    </MailLayout>,
  );
  return { subject, ...mail };
}

/**
 * The design a request carries: plan, summary, ballpark with its caveat, and the link back to it,
 * in the visitor's language (`copy`) or, for the business's notification, English.
 */
export function DesignSummary({
  design,
  copy = en,
  linkLabel = copy.design.linkLabel,
  heading = copy.design.heading,
}: {
  design: QuoteDesign;
  copy?: EmailCopy;
  linkLabel?: string;
  heading?: string;
}) {
  const { estimate } = design;
  const description = copy.design.describe(design);
  return (
    <>
      <MailSubheading>{heading}</MailSubheading>
      <PlanImage alt={copy.design.planAlt(description)} />
      <MailText>{description}</MailText>
      <MailText>
        <strong>{copy.design.ballpark(copy.moneyRange(estimate.low, estimate.high))}</strong>
        {copy.design.monthly(estimate.monthly.low, estimate.monthly.high, estimate.monthly.termYears, estimate.monthly.apr)}
      </MailText>
      <MailNote>{copy.design.notQuote(copy.design.exclusions.join("; "))}</MailNote>
      {/* The designer in the mail's language. */}
      <MailButton href={absoluteUrl(localizedPath(designPath(design.design), copy.tag === LOCALE_TAGS.es ? "es" : "en"))}>{linkLabel}</MailButton>
    </>
  );
}
