import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { estimateDesign } from "./estimate.ts";
import { loadPricing } from "./pricing-store.server.ts";
import { parseDesignQuery } from "./query.ts";
import { quoteDesignOf, type QuoteDesign } from "./quote-design.ts";

export const quoteDesignMessages = {
  invalid: "The design attached to this request could not be read. Please open it again from the designer.",
} as const;

/** The design query a quote form carried, priced with the current table; a message if it is not a sound design. */
export async function priceQuoteDesign(
  db: Kysely<Database>,
  query: string,
): Promise<{ ok: true; value: QuoteDesign } | { ok: false; message: string }> {
  const parsed = parseDesignQuery(new URLSearchParams(query));
  if (Object.keys(parsed.errors).length > 0) return { ok: false, message: quoteDesignMessages.invalid };
  const { pricing, version } = await loadPricing(db);
  return { ok: true, value: quoteDesignOf(parsed.design, estimateDesign(parsed.design, pricing), version) };
}
