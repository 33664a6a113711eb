import { estimateDesign } from "#app/features/design/estimate.ts";
import type { Design } from "#app/features/design/model.ts";
import type { Pricing } from "#app/features/design/pricing.ts";
import { designerText } from "#app/features/design/designer-text.ts";

const ROUND_TO = 5_000;

/**
 * "Most of our pools": the middle half of the given designs by estimated price (at least one),
 * from the lowest low to the highest high among them, widened to whole $5,000. Priced with the
 * owner's table, so it moves when the prices do. Null without designs.
 */
export function typicalPriceRange(designs: readonly Design[], pricing: Pricing): { low: number; high: number } | null {
  if (designs.length === 0) return null;
  const estimates = designs.map((design) => estimateDesign(design, pricing, designerText("en"))).sort((a, b) => a.low + a.high - (b.low + b.high));
  const from = Math.floor(estimates.length / 4);
  const to = Math.max(from + 1, Math.ceil((estimates.length * 3) / 4));
  const middle = estimates.slice(from, to);
  return {
    low: Math.floor(Math.min(...middle.map((estimate) => estimate.low)) / ROUND_TO) * ROUND_TO,
    high: Math.ceil(Math.max(...middle.map((estimate) => estimate.high)) / ROUND_TO) * ROUND_TO,
  };
}
