import { lightCount, measure } from "#app/features/design/geometry.ts";
import { lowerFirst, type DesignerText } from "#app/features/design/designer-words.ts";
import { fill } from "#app/i18n/catalog.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from "#app/i18n/locale.ts";
import type { Design } from "#app/features/design/model.ts";
import type { Financing, PriceRange, Pricing } from "#app/features/design/pricing.ts";

/**
 * The design's price range: one line per cost, each the quantity times the table's low and high
 * figures, so a visitor (and the owner) can see where every dollar comes from. Pure: the server
 * renders it and the island recomputes it on every change with the same table.
 */

export interface LineItem {
  label: string;
  /** Quantity and rate, in words: "512 sq ft × $50–60". */
  detail: string;
  low: number;
  high: number;
}

export interface Estimate {
  lines: LineItem[];
  low: number;
  high: number;
  monthly: { low: number; high: number; apr: number; termYears: number };
}

/** Depth past this average is priced by the depth adder. */
export const BASE_AVERAGE_DEPTH = 3.5;
/** Totals are rounded to this many dollars: a ballpark, not a quote. */
const ROUNDING = 500;

// One formatter per language: `toLocaleString` builds one per call, which was most of a render
// of the price table (about a hundred amounts) on a slow phone. en-US and es-US both write $45,000.
const formats = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    { whole: new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 }), quantity: new Intl.NumberFormat(LOCALE_TAGS[locale]) },
  ]),
) as Record<Locale, { whole: Intl.NumberFormat; quantity: Intl.NumberFormat }>;
const dollars = (value: number, locale: Locale) => `$${formats[locale].whole.format(Math.round(value))}`;
const rate = (range: PriceRange, locale: Locale) =>
  range.low === range.high ? dollars(range.low, locale) : `${dollars(range.low, locale)}–${dollars(range.high, locale).slice(1)}`;

export function formatMoney(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return dollars(value, locale);
}

export function formatRange(low: number, high: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${dollars(low, locale)} – ${dollars(high, locale)}`;
}

/** A range in thousands, as an owner triages by it: "$85k–115k". */
export function formatBallpark(low: number, high: number): string {
  const k = (value: number) => `${Math.round(value / 1000)}k`;
  return `$${k(low)}–${k(high)}`;
}

/** Fixed-rate loan payment per month; a zero rate divides evenly. */
export function monthlyPayment(principal: number, financing: Financing): number {
  const months = financing.termYears * 12;
  const r = financing.apr / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** The estimate, its lines in `text`'s language (a stored quote's are the owner's: English). */
export function estimateDesign(design: Design, pricing: Pricing, text: DesignerText<"estimate" | "units" | "options">): Estimate {
  const { prices } = pricing;
  const { locale, words } = text;
  const t = words.estimate.lines;
  const units = words.units;
  const quantities = formats[locale].quantity;
  // Depths as English always wrote them; Spanish through Intl es-US.
  const depthFigure = (value: number) => (locale === "en" ? String(value) : quantities.format(value));
  // English names an option as its label says ("White plaster finish"); Spanish after a colon, in lower case.
  const option = (label: string) => (locale === "en" ? label : lowerFirst(label));
  const labels = words.options;
  const m = measure(design);
  const lines: LineItem[] = [];
  const price = (key: string): PriceRange => prices[key] ?? { low: 0, high: 0 };
  const scaled = (label: string, quantity: number, unit: string, key: string) => {
    const range = price(key);
    const q = Math.round(quantity);
    lines.push({ label, detail: `${quantities.format(q)} ${unit} × ${rate(range, locale)}`, low: q * range.low, high: q * range.high });
  };
  const fixed = (label: string, key: string, count = 1) => {
    const range = price(key);
    lines.push({
      label,
      detail: count === 1 ? "" : `${count} × ${rate(range, locale)}`,
      low: count * range.low,
      high: count * range.high,
    });
  };

  scaled(fill(t.shell, { shape: option(labels.shape[design.shape]) }), m.surfaceArea, units.sqft, `shell.${design.shape}`);
  scaled(t.perimeter, m.perimeter, units.ft, "perimeter");
  const extraDepth = Math.max(0, m.averageDepth - BASE_AVERAGE_DEPTH);
  if (extraDepth > 0) {
    const range = price("depth");
    const area = Math.round(m.surfaceArea);
    lines.push({
      label: fill(t.depth, { depth: depthFigure(m.averageDepth) }),
      detail: `${quantities.format(area)} ${units.sqft} × ${depthFigure(extraDepth)} ${units.ft} × ${rate(range, locale)}`,
      low: area * extraDepth * range.low,
      high: area * extraDepth * range.high,
    });
  }
  scaled(fill(t.finish, { finish: option(labels.finish[design.finish]) }), m.interiorArea, units.sqft, `finish.${design.finish}`);
  scaled(fill(t.coping, { coping: option(labels.coping[design.coping]) }), m.perimeter, units.ft, `coping.${design.coping}`);
  scaled(fill(t.deck, { deck: option(labels.deck[design.deck]) }), design.deckArea, units.sqft, `deck.${design.deck}`);
  if (design.shelf !== "none") fixed(fill(t.shelf, { shelf: labels.shelf[design.shelf].toLowerCase() }), `shelf.${design.shelf}`);
  if (design.spa !== "none") fixed(fill(t.spa, { spa: labels.spa[design.spa].toLowerCase() }), `spa.${design.spa}`);
  for (const feature of design.features) fixed(labels.features[feature], `feature.${feature}`);
  fixed(fill(t.lights, { lighting: option(labels.lighting[design.lighting]) }), `light.${design.lighting}`, lightCount(m.surfaceArea));
  if (design.fireBowls > 0) fixed(t.fireBowls, "fire-bowl", design.fireBowls);
  if (design.cover) scaled(t.cover, m.surfaceArea, units.sqft, "cover");
  fixed(t.equipment, "equipment");
  fixed(t.permits, "permits");

  const roundedLines = lines.map((line) => ({ ...line, low: Math.round(line.low), high: Math.round(line.high) }));
  const low = Math.floor(roundedLines.reduce((sum, line) => sum + line.low, 0) / ROUNDING) * ROUNDING;
  const high = Math.ceil(roundedLines.reduce((sum, line) => sum + line.high, 0) / ROUNDING) * ROUNDING;
  return {
    lines: roundedLines,
    low,
    high,
    monthly: {
      low: Math.round(monthlyPayment(low, pricing.financing)),
      high: Math.round(monthlyPayment(high, pricing.financing)),
      apr: pricing.financing.apr,
      termYears: pricing.financing.termYears,
    },
  };
}
