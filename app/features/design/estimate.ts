import { lightCount, measure } from "#app/features/design/geometry.ts";
import {
  copingOptions,
  deckOptions,
  featureOptions,
  finishOptions,
  labelOf,
  lightingOptions,
  shapeOptions,
  shelfOptions,
  spaOptions,
  type Design,
} from "#app/features/design/model.ts";
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

// One formatter: `toLocaleString` builds one per call, which was most of a render of the price
// table (about a hundred amounts) on a slow phone.
const wholeDollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const quantities = new Intl.NumberFormat("en-US");
const dollars = (value: number) => `$${wholeDollars.format(Math.round(value))}`;
const rate = (range: PriceRange) =>
  range.low === range.high ? dollars(range.low) : `${dollars(range.low)}–${dollars(range.high).slice(1)}`;

export function formatMoney(value: number): string {
  return dollars(value);
}

export function formatRange(low: number, high: number): string {
  return `${dollars(low)} – ${dollars(high)}`;
}

/** What a price for the pool alone never covers: the costs a homeowner meets beside it. */
export const estimateExclusions = [
  "The barrier fence Texas cities require around a pool",
  "Electrical and gas runs to the equipment",
  "Drainage, and hauling off the dug soil",
  "Landscape repair after construction",
] as const;

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

export function estimateDesign(design: Design, pricing: Pricing): Estimate {
  const { prices } = pricing;
  const m = measure(design);
  const lines: LineItem[] = [];
  const price = (key: string): PriceRange => prices[key] ?? { low: 0, high: 0 };
  const scaled = (label: string, quantity: number, unit: string, key: string) => {
    const range = price(key);
    const q = Math.round(quantity);
    lines.push({ label, detail: `${quantities.format(q)} ${unit} × ${rate(range)}`, low: q * range.low, high: q * range.high });
  };
  const fixed = (label: string, key: string, count = 1) => {
    const range = price(key);
    lines.push({
      label,
      detail: count === 1 ? "" : `${count} × ${rate(range)}`,
      low: count * range.low,
      high: count * range.high,
    });
  };

  scaled(`${labelOf(shapeOptions, design.shape)} gunite shell`, m.surfaceArea, "sq ft", `shell.${design.shape}`);
  scaled("Walls and waterline tile", m.perimeter, "ft", "perimeter");
  const extraDepth = Math.max(0, m.averageDepth - BASE_AVERAGE_DEPTH);
  if (extraDepth > 0) {
    const range = price("depth");
    const area = Math.round(m.surfaceArea);
    lines.push({
      label: `Depth (average ${m.averageDepth} ft)`,
      detail: `${quantities.format(area)} sq ft × ${extraDepth} ft × ${rate(range)}`,
      low: area * extraDepth * range.low,
      high: area * extraDepth * range.high,
    });
  }
  scaled(`${labelOf(finishOptions, design.finish)} finish`, m.interiorArea, "sq ft", `finish.${design.finish}`);
  scaled(`${labelOf(copingOptions, design.coping)} coping`, m.perimeter, "ft", `coping.${design.coping}`);
  scaled(`${labelOf(deckOptions, design.deck)} deck`, design.deckArea, "sq ft", `deck.${design.deck}`);
  if (design.shelf !== "none") fixed(`Sun shelf, ${labelOf(shelfOptions, design.shelf).toLowerCase()}`, `shelf.${design.shelf}`);
  if (design.spa !== "none") fixed(`Spa: ${labelOf(spaOptions, design.spa).toLowerCase()}`, `spa.${design.spa}`);
  for (const feature of design.features) fixed(labelOf(featureOptions, feature), `feature.${feature}`);
  fixed(
    `${labelOf(lightingOptions, design.lighting)} LED lights`,
    `light.${design.lighting}`,
    lightCount(m.surfaceArea),
  );
  if (design.fireBowls > 0) fixed("Fire bowls", "fire-bowl", design.fireBowls);
  if (design.cover) scaled("Automatic safety cover", m.surfaceArea, "sq ft", "cover");
  fixed("Equipment package", "equipment");
  fixed("Design, engineering and permits", "permits");

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
