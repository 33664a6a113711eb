import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { loadPricing } from "#app/features/design/pricing-store.server.ts";
import { describeDesign, designSize } from "#app/features/design/description.ts";
import { FROM_PROJECT_PARAM, projectOriginOf, withProjectOrigin } from "#app/features/design/project-origin.ts";
import { designQuery, designQueryKeys, parseDesignQuery } from "#app/features/design/query.ts";
import { quoteDesignOf, quotePrefill, readQuoteDesign, type QuoteDesign, type QuoteDesignPreview } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locale.ts";

/** The design query a quote form carried, priced with the current table; a message in `locale` if it is not a sound design. */
export async function priceQuoteDesign(
  db: Kysely<Database>,
  query: string,
  locale: Locale = "en",
): Promise<{ ok: true; value: QuoteDesign } | { ok: false; message: string }> {
  const unreadable = { ok: false, message: messagesFor(locale, "leads").validation.designUnreadable } as const;
  const params = new URLSearchParams(query);
  // The designer always writes every field: a query without a shape, or with keys of its own,
  // is not one of its designs (parsed, it would be the default design the visitor never made).
  // Beside them it may name the project the design started from.
  const fields: readonly string[] = [...designQueryKeys, FROM_PROJECT_PARAM];
  if (!params.has("shape") || [...params.keys()].some((key) => !fields.includes(key))) {
    return unreadable;
  }
  const parsed = parseDesignQuery(params);
  if (Object.keys(parsed.errors).length > 0) return unreadable;
  if (params.has(FROM_PROJECT_PARAM) && !projectOriginOf(params)) return unreadable;
  const { pricing, version } = await loadPricing(db);
  return { ok: true, value: quoteDesignOf(parsed.design, estimateDesign(parsed.design, pricing, designerText("en")), version, projectOriginOf(params)) };
}

/** `/get-quote?design=…`: the design the quote form will carry, or why it cannot. */
export async function previewQuoteDesign(
  db: Kysely<Database>,
  query: string,
  locale: Locale = "en",
): Promise<{ ok: true; preview: QuoteDesignPreview } | { ok: false; message: string }> {
  const priced = await priceQuoteDesign(db, query, locale);
  if (!priced.ok) return priced;
  const { design, estimate, fromProject } = priced.value;
  // The stored description is the owner's (English, decision 032); the visitor reads their own language.
  const text = designerText(locale);
  return {
    ok: true,
    preview: {
      query: withProjectOrigin(designQuery(design), fromProject),
      description: describeDesign(design, text),
      size: designSize(design, text),
      range: formatRange(estimate.low, estimate.high),
      prefill: quotePrefill(design),
    },
  };
}

/** The design stored with a quote request, or null (none, or unreadable). */
export async function findQuoteDesign(db: Kysely<Database>, id: number): Promise<QuoteDesign | null> {
  const row = await db.selectFrom("quote_requests").select("design").where("id", "=", id).executeTakeFirst();
  return row ? readQuoteDesign(row.design) : null;
}
