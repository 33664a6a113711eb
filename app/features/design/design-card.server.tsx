import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { business } from "#app/config/business.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { describeDesign } from "#app/features/design/description.ts";
import type { Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { fill } from "#app/i18n/catalog.ts";
import type { Locale } from "#app/i18n/locale.ts";

/** Open Graph's large card: what chat apps and social sites show for a shared design link. */
export const DESIGN_CARD = { width: 1200, height: 630 } as const;

const FONT = "DejaVu Sans, Arial, sans-serif";
/** The card's left column holds about 16 characters of its 40 px bold line: longer words wrap onto lines of their own. */
const LINE_CHARACTERS = 16;

function lines(text: string): string {
  const wrapped: string[] = [];
  // "+ spa" stays together: a line never ends on the plus.
  for (const word of text.replaceAll(" + ", " +\u00a0").split(" ")) {
    const last = wrapped.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARACTERS) wrapped[wrapped.length - 1] = `${last} ${word}`;
    else wrapped.push(word);
  }
  return wrapped.map((line, i) => `<tspan x="48" dy="${i === 0 ? 0 : 48}">${escape(line)}</tspan>`).join("");
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/**
 * A shared design's picture: its to-scale plan (the same SVG the site draws) on the brand's navy,
 * with its size and the company's name. Nothing in it but the design: no visitor's words, no price
 * (which would go stale when the owner's prices move).
 */
export async function designCardJpeg(design: Design, locale: Locale = "en"): Promise<Buffer> {
  const { width, height } = DESIGN_CARD;
  const text = designerText(locale);
  const words = text.words.card;
  const kind = fill(words.kind, { shape: text.words.description.shape[design.shape] });
  const plan = renderToStaticMarkup(<DesignPlan design={design} description={describeDesign(design, text)} text={text} id="card-plan" />)
    .replace("<svg ", `<svg x="470" y="40" width="690" height="550" `)
    .replaceAll('font-family="inherit"', `font-family="${FONT}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0b2540"/>
  <rect x="450" y="24" width="726" height="582" rx="24" fill="#f7f1e6"/>
  ${plan}
  <text x="48" y="110" font-family="${FONT}" font-size="30" font-weight="700" fill="#7dd3d8">${escape(words.badge)}</text>
  <text x="48" y="190" font-family="${FONT}" font-size="54" font-weight="700" fill="#ffffff">${escape(fill(words.size, { width: design.width, length: design.length }))}</text>
  <text x="48" y="250" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">${lines(design.spa === "none" ? kind : fill(words.withSpa, { kind }))}</text>
  <text x="48" y="540" font-family="${FONT}" font-size="25" font-weight="700" fill="#ffffff">${escape(business.name)}</text>
  <text x="48" y="580" font-family="${FONT}" font-size="24" fill="#cfe3ee">${escape(words.cta)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Rendered cards by design query, least recently used dropped first: a shared link is asked for in bursts. */
const KEEP = 200;
const kept = new Map<string, Promise<Buffer>>();

/** Whether a design's card is kept: answered with no render. */
export function isDesignCardKept(design: Design, locale: Locale): boolean {
  return kept.has(`${locale}:${designQuery(design)}`);
}

export function cachedDesignCard(design: Design, locale: Locale = "en"): Promise<Buffer> {
  const key = `${locale}:${designQuery(design)}`;
  let card = kept.get(key);
  if (card) {
    kept.delete(key);
  } else {
    card = designCardJpeg(design, locale);
    card.catch(() => kept.delete(key));
  }
  kept.set(key, card);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEEP) break;
    kept.delete(oldest);
  }
  return card;
}
