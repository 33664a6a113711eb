import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describeDesign } from "#app/features/design/description.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import type { Locale } from "#app/i18n/locale.ts";

/** Pixel width of the attached plan: sharp at 2× the e-mail's 560 px column. */
const PLAN_WIDTH = 1120;

/**
 * The design's to-scale plan as a PNG for e-mail: the same SVG the site draws (one picture
 * maker), rasterised on the server, because most mail clients show no SVG. Its labels ("ft",
 * "Spa") are in the mail's language.
 */
export async function planPng(quote: QuoteDesign, locale: Locale): Promise<Buffer> {
  const text = designerText(locale);
  const svg = renderToStaticMarkup(<DesignPlan design={quote.design} description={describeDesign(quote.design, text)} text={text} id="mail-plan" />)
    // A standalone file needs its namespace, a size and a real font (the page's is inherited).
    .replace("<svg ", `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN_WIDTH}" `)
    .replace('font-family="inherit"', 'font-family="DejaVu Sans, Arial, sans-serif"');
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png({ compressionLevel: 9 }).toBuffer();
}
