import { Section } from "@react-email/components";
import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { designQuery } from "#app/features/design/query.ts";
import { withProjectOrigin } from "#app/features/design/project-origin.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { DesignSummary } from "#app/features/notifications/confirmation-email.server.tsx";
import { MailButton, MailHeading, MailLayout, MailSubheading, MailText, renderMail, type RenderedMail } from "#app/features/notifications/mail-layout.server.tsx";

type SavedDesignMail = RenderedMail & { subject: string };

/** The quote form with this design attached, as the designer's "Request a quote" opens it. */
function quoteUrl(design: QuoteDesign): string {
  return absoluteUrl(`/get-quote?${new URLSearchParams({ design: withProjectOrigin(designQuery(design.design), design.fromProject) })}`);
}

function AskForQuote({ design }: { design: QuoteDesign }) {
  return (
    <>
      <MailSubheading>When you are ready</MailSubheading>
      <MailText>
        Send it to us as a quote request and a designer replies within {business.responsePromises.replyHours} business hours. Or call{" "}
        {business.phone.display}.
      </MailText>
      <Section style={{ margin: "0 0 20px" }}>
        <MailButton href={quoteUrl(design)}>Request a quote for this design</MailButton>
      </Section>
    </>
  );
}

/**
 * "E-mail me this design": the plan, summary, ballpark and a link that reopens it, all built from
 * the parsed design (decision 022: nothing the visitor typed, not even their address, is quoted).
 */
export async function savedDesignEmail(design: QuoteDesign, reminder: { at: Date; unsubscribeUrl: string } | null): Promise<SavedDesignMail> {
  const mail = await renderMail(
    <MailLayout
      preview={`${design.description}. Ballpark and a link that reopens it.`}
      after={
        reminder ? (
          <MailText muted>
            We will remind you of this design once, around {reminderDate.format(reminder.at)}, unless you ask us for a quote first.{" "}
            <a href={reminder.unsubscribeUrl}>No reminder, thanks</a>.
          </MailText>
        ) : null
      }
    >
      <MailHeading>Your pool design</MailHeading>
      <MailText>Here is the pool you designed on our website, to come back to whenever you like. The link opens it just as you left it.</MailText>
      <DesignSummary design={design} />
      <AskForQuote design={design} />
      <MailText muted>You receive this e-mail because this address was entered on our website. If it was not you, you can ignore it.</MailText>
    </MailLayout>,
  );
  return { subject: `Your pool design - ${business.name}`, ...mail };
}

/** The one reminder, a few days later: the same design, and the link that stops it (one press). */
export async function designReminderEmail(design: QuoteDesign, unsubscribeUrl: string): Promise<SavedDesignMail> {
  const mail = await renderMail(
    <MailLayout
      preview="Your pool design is where you left it."
      after={
        <MailText muted>
          This is the only reminder we send for this design. <a href={unsubscribeUrl}>Unsubscribe</a> to stop any reminder still waiting for this
          address.
        </MailText>
      }
    >
      <MailHeading>Still thinking about your pool?</MailHeading>
      <MailText>A few days ago you saved this design on our website. It is where you left it, with its ballpark.</MailText>
      <DesignSummary design={design} heading="Your saved design" />
      <AskForQuote design={design} />
    </MailLayout>,
  );
  return { subject: `Your pool design is waiting - ${business.name}`, ...mail };
}

const reminderDate = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, weekday: "long", month: "long", day: "numeric" });
