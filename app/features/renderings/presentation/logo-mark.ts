import { business } from "#app/config/business.ts";

/** The pool-wave mark (public/favicon.svg, the header's logo), 64 units square. */
const MARK = `<rect width="64" height="64" rx="14" fill="#0b2540"/><path d="M10 38c6-5 10-5 16 0s10 5 16 0 10-5 12-2v14H10z" fill="#3fcfc1"/><path d="M10 30c6-5 10-5 16 0s10 5 16 0 10-5 12-2" fill="none" stroke="#7fd3ff" stroke-width="4" stroke-linecap="round"/><circle cx="44" cy="18" r="6" fill="#f5efe4"/>`;

export const LOGO_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true">${MARK}</svg>`;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/**
 * The logo a presentation's picture carries in its lower right corner: the mark and the
 * company's name in white on a navy pill, `height` pixels tall. The pill's width allows DejaVu
 * Sans Bold's average letter (0.6 em) with a little to spare.
 */
export function logoBadgeSvg(height: number): { svg: string; width: number } {
  const font = height * 0.42;
  const pad = height * 0.2;
  const mark = height - pad * 2;
  const width = Math.ceil(pad * 3 + mark + business.name.length * font * 0.62);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" rx="${height / 2}" fill="#0b2540" fill-opacity="0.82"/>
<svg x="${pad * 1.5}" y="${pad}" width="${mark}" height="${mark}" viewBox="0 0 64 64">${MARK}</svg>
<text x="${pad * 2.5 + mark}" y="${height / 2}" dominant-baseline="central" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${font}" fill="#ffffff">${escape(business.name)}</text>
</svg>`;
  return { svg, width };
}
