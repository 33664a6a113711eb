import { Section } from "@react-email/components";
import { business } from "#app/config/business.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { designQuery } from "#app/features/design/query.ts";
import { withProjectOrigin } from "#app/features/design/project-origin.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { DesignSummary } from "#app/features/notifications/confirmation-email.server.tsx";
import { emailCopy } from "#app/features/notifications/email-copy/email-copy.ts";
import type { EmailCopy } from "#app/features/notifications/email-copy/shape.ts";
import { MailButton, MailHeading, MailLayout, MailSubheading, MailText, renderMail, type RenderedMail } from "#app/features/notifications/mail-layout.server.tsx";

type SavedDesignMail = RenderedMail & { subject: string };

/** The quote form with this design attached, as the designer's "Request a quote" opens it: in the mail's language once that page has its twin. */
function quoteUrl(design: QuoteDesign, copy: EmailCopy): string {
  const path = `/get-quote?${new URLSearchParams({ design: withProjectOrigin(designQuery(design.design), design.fromProject) })}`;
  return absoluteUrl(localizedPath(path, copy.tag === LOCALE_TAGS.es ? "es" : "en"));
}

function AskForQuote({ design, copy }: { design: QuoteDesign; copy: EmailCopy }) {
  return (
    <>
      <MailSubheading>{copy.askForQuote.heading}</MailSubheading>
      <MailText>{copy.askForQuote.text(business.responsePromises.replyHours, business.phone.display)}</MailText>
      <Section style={{ margin: "0 0 20px" }}>
        <MailButton href={quoteUrl(design, copy)}>{copy.askForQuote.button}</MailButton>
      </Section>
    </>
  );
}

/**
 * "E-mail me this design": the plan, summary, ballpark and a link that reopens it, all built from
 * the parsed design (decision 022: nothing the visitor typed, not even their address, is quoted),
 * in the language of the page it was saved from.
 */
export async function savedDesignEmail(
  design: QuoteDesign,
  reminder: { at: Date; unsubscribeUrl: string } | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SavedDesignMail> {
  const copy = emailCopy(locale);
  const mail = await renderMail(
    <MailLayout
      copy={copy}
      preview={copy.savedDesign.preview(copy.design.describe(design))}
      after={
        reminder ? (
          <MailText muted>
            {copy.savedDesign.reminderNotice(copy.day(reminder.at))} <a href={reminder.unsubscribeUrl}>{copy.savedDesign.noReminder}</a>.
          </MailText>
        ) : null
      }
    >
      <MailHeading>{copy.savedDesign.heading}</MailHeading>
      <MailText>{copy.savedDesign.intro}</MailText>
      <DesignSummary design={design} copy={copy} />
      <AskForQuote design={design} copy={copy} />
      <MailText muted>{copy.whyThisMail}</MailText>
    </MailLayout>,
  );
  return { subject: copy.savedDesign.subject, ...mail };
}

/** The one reminder, a few days later: the same design, and the link that stops it (one press). */
export async function designReminderEmail(design: QuoteDesign, unsubscribeUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<SavedDesignMail> {
  const copy = emailCopy(locale);
  const mail = await renderMail(
    <MailLayout
      copy={copy}
      preview={copy.reminder.preview}
      after={
        <MailText muted>
          {copy.reminder.onlyOne} <a href={unsubscribeUrl}>{copy.reminder.unsubscribe}</a>
          {copy.reminder.unsubscribeAfter}
        </MailText>
      }
    >
      <MailHeading>{copy.reminder.heading}</MailHeading>
      <MailText>{copy.reminder.intro}</MailText>
      <DesignSummary design={design} copy={copy} heading={copy.design.savedHeading} />
      <AskForQuote design={design} copy={copy} />
    </MailLayout>,
  );
  return { subject: copy.reminder.subject, ...mail };
}
