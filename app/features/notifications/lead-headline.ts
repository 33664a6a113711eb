import { business } from "#app/config/business.ts";
import { formatBallpark } from "#app/features/design/estimate.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { choiceLabel } from "#app/features/lead-records/choice-label.ts";

/**
 * What an owner triages a quote request by, in one line (the notification's subject): made in
 * the designer or on the form, what it is, the town, the ballpark.
 * "Quote: 16 × 32 freeform + spa, Pearland, $85k–115k". Every part comes from a validated
 * value (the design, an option, a town of the service area), never from free text, so nothing
 * the visitor typed reaches a header.
 */
export function quoteHeadline(quote: {
  design: QuoteDesign | null;
  projectType: string | null;
  poolSize: string | null;
  address: string | null;
}): string {
  const town = townOf(quote.address);
  if (quote.design) {
    const { design, estimate } = quote.design;
    const extras = [design.spa !== "none" ? "spa" : null, design.shelf !== "none" ? "sun shelf" : null].filter(Boolean);
    const what = [`${design.width} × ${design.length} ${shapeWord[design.shape]}`, ...extras].join(" + ");
    return ["Quote: " + what, town, formatBallpark(estimate.low, estimate.high)].filter(Boolean).join(", ");
  }
  const what = [choiceLabel.projectType(quote.projectType), choiceLabel.poolSize(quote.poolSize)].filter(Boolean).join(", ");
  return ["Quote (form)" + (what ? `: ${what}` : ""), town].filter(Boolean).join(", ");
}

const shapeWord: Record<QuoteDesign["design"]["shape"], string> = {
  rectangle: "rectangle",
  roman: "Roman",
  kidney: "kidney",
  freeform: "freeform",
  "l-shape": "L-shape",
  lap: "lap",
};

/** The service-area town an address names, if any. */
export function townOf(address: string | null): string | null {
  if (!address) return null;
  return business.serviceAreas.find((town) => new RegExp(`\\b${town}\\b`, "i").test(address)) ?? null;
}
