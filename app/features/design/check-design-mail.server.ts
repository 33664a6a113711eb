import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { EMAIL_ADDRESS } from "#app/utils/email-address.ts";
import { priceQuoteDesign } from "#app/features/design/quote-design.server.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";

/**
 * The address and the design of a designer form that mails the design (save, rendering), checked
 * alike: the address's error in the form's own words, the design priced now as a quote would be
 * (or why it cannot be). Reads the price table: a database that fails throws, for the caller's 503.
 */
export async function checkDesignMail(
  db: Kysely<Database>,
  { email, query }: { email: string; query: string },
  locale: Locale,
  words: { emailMissing: string; emailInvalid: string },
): Promise<{ errors: { email?: string; design?: string }; design: QuoteDesign | null }> {
  const errors: { email?: string; design?: string } = {};
  if (!email) errors.email = words.emailMissing;
  else if (email.length > 254 || !EMAIL_ADDRESS.test(email)) errors.email = words.emailInvalid;
  const priced = await priceQuoteDesign(db, query, locale);
  if (!priced.ok) errors.design = priced.message;
  return { errors, design: priced.ok ? priced.value : null };
}
