import { Text } from "@react-email/components";
import { business } from "#app/config/business.ts";
import type { ContactSubmission, QuoteRequest } from "#app/features/lead-records/repository.server.ts";
import { emailCopy } from "#app/features/notifications/email-copy/email-copy.ts";
import type { EmailCopy } from "#app/features/notifications/email-copy/shape.ts";
import { optionLabel } from "#app/i18n/option-words.ts";
import { colours, MailLayout, MailQuote, renderMail, type RenderedMail } from "#app/features/notifications/mail-layout.server.tsx";

export type RepliedLead = { table: "contact_submissions"; row: ContactSubmission } | { table: "quote_requests"; row: QuoteRequest };

/**
 * A reply from the inbox as the visitor reads it: the team's words, the business's signature,
 * then the request it answers, quoted as mail clients quote (the visitor wrote it; a person on
 * the team chose to answer it). Around the team's words, the lead's language.
 */
export async function replyEmail(body: string, lead: RepliedLead): Promise<RenderedMail> {
  const copy = emailCopy(lead.row.locale);
  const paragraphs = body.replace(/\r\n/g, "\n").split(/\n{2,}/).filter((paragraph) => paragraph.trim());
  return renderMail(
    <MailLayout
      copy={copy}
      preview={paragraphs[0]?.slice(0, 120) ?? business.name}
      after={
        <MailQuote intro={copy.reply.wroteIntro(lead.row.createdAt)}>
          {requestLines(lead, copy).join("\n\n")}
        </MailQuote>
      }
    >
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ color: colours.ink, fontSize: 15, lineHeight: "23px", margin: "0 0 12px", whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
    </MailLayout>,
  );
}

function requestLines(lead: RepliedLead, copy: EmailCopy): string[] {
  if (lead.table === "quote_requests") {
    const quote = lead.row;
    const { options } = copy;
    const wants = [
      optionLabel(options.projectType, quote.projectType),
      quote.design ? copy.design.size(quote.design) : optionLabel(options.poolSize, quote.poolSize),
      ...quote.features.map((feature) => optionLabel(options.features, feature)),
    ]
      .filter(Boolean)
      .join(", ");
    return [wants && copy.reply.quoteRequest(wants), quote.design && copy.design.describe(quote.design), quote.notes].filter((line): line is string => Boolean(line));
  }
  const contact = lead.row;
  return [contact.subject, contact.message].filter((line): line is string => Boolean(line));
}
