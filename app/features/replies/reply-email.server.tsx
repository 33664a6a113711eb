import { Text } from "@react-email/components";
import { business } from "#app/config/business.ts";
import { poolSizeText } from "#app/features/lead-records/pool-size.ts";
import { choiceLabel } from "#app/features/lead-records/options.ts";
import type { ContactSubmission, QuoteRequest } from "#app/features/lead-records/repository.server.ts";
import { colours, MailLayout, MailQuote, renderMail, type RenderedMail } from "#app/features/notifications/mail-layout.server.tsx";

export type RepliedLead = { table: "contact_submissions"; row: ContactSubmission } | { table: "quote_requests"; row: QuoteRequest };

const sentFormat = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, dateStyle: "long", timeStyle: "short" });

/**
 * A reply from the inbox as the visitor reads it: the team's words, the business's signature,
 * then the request it answers, quoted as mail clients quote (the visitor wrote it; a person on
 * the team chose to answer it).
 */
export async function replyEmail(body: string, lead: RepliedLead): Promise<RenderedMail> {
  const paragraphs = body.replace(/\r\n/g, "\n").split(/\n{2,}/).filter((paragraph) => paragraph.trim());
  return renderMail(
    <MailLayout
      preview={paragraphs[0]?.slice(0, 120) ?? business.name}
      after={
        <MailQuote intro={`On ${sentFormat.format(lead.row.createdAt)}, you wrote to us:`}>
          {requestLines(lead).join("\n\n")}
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

function requestLines(lead: RepliedLead): string[] {
  if (lead.table === "quote_requests") {
    const quote = lead.row;
    const wants = [choiceLabel.projectType(quote.projectType), poolSizeText(quote.poolSize, quote.design), ...quote.features].filter(Boolean).join(", ");
    return [wants && `Quote request: ${wants}`, quote.design?.description, quote.notes].filter((line): line is string => Boolean(line));
  }
  const contact = lead.row;
  return [contact.subject, contact.message].filter((line): line is string => Boolean(line));
}
