import { designSize } from "#app/features/design/description.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { choiceLabel } from "#app/features/lead-records/choice-label.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * A quote's pool size as every place shows it (inbox, e-mails, CSV): a design's own size and
 * shape ("16 × 32 ft freeform"), otherwise the listed size the visitor chose.
 */
export function poolSizeText(poolSize: string | null, design: QuoteDesign | null): string | null {
  return design ? designSize(design.design, designerText("en")) : choiceLabel.poolSize(poolSize);
}
