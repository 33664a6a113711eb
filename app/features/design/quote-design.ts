import { z } from "zod/mini";
import { describeDesign } from "#app/features/design/description.ts";
import type { Estimate } from "#app/features/design/estimate.ts";
import { designSchema, type Design } from "#app/features/design/model.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * A design as a quote request carries it: the design, its description and the estimate the
 * visitor saw, frozen at the time of the request (the owner's prices may change later). Stored
 * as JSON with a schema version, so a future shape of the design can still read today's rows.
 */

export const QUOTE_DESIGN_VERSION = 1;

/** The quote form's field that carries the design: its `/design` query string. */
export const QUOTE_DESIGN_FIELD = "design";

const money = z.number().check(z.refine(Number.isFinite));

export const quoteDesignSchema = z.object({
  schemaVersion: z.literal(QUOTE_DESIGN_VERSION),
  design: designSchema,
  description: z.string(),
  estimate: z.object({
    low: money,
    high: money,
    lines: z.array(z.object({ label: z.string(), detail: z.string(), low: money, high: money })),
    monthly: z.object({ low: money, high: money, apr: money, termYears: money }),
  }),
  /** The price table version the estimate came from. */
  pricingVersion: z.int(),
  /** The portfolio project the design started from ("Design one like this"), by id. */
  fromProject: z.optional(z.string()),
});

export type QuoteDesign = z.infer<typeof quoteDesignSchema>;

export function quoteDesignOf(design: Design, estimate: Estimate, pricingVersion: number, fromProject?: string | null): QuoteDesign {
  return {
    schemaVersion: QUOTE_DESIGN_VERSION,
    design,
    description: describeDesign(design, designerText("en")),
    estimate,
    pricingVersion,
    ...(fromProject ? { fromProject } : {}),
  };
}

/** A stored value (JSON text on SQLite, a parsed object on PostgreSQL) back to a design, or null. */
export function readQuoteDesign(value: unknown): QuoteDesign | null {
  if (value === null || value === undefined) return null;
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = quoteDesignSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/**
 * The quote form's own fields, prefilled from a design: a new pool, a custom size (the design's
 * own size is what the request shows, never the nearest listed one) and the listed features the
 * design includes.
 */
export function quotePrefill(design: Design): Record<string, string | string[]> {
  const poolSize = "custom";
  const features = [
    design.spa !== "none" ? "Hot Tub Integration" : null,
    design.features.length > 0 ? "Waterfall/Water Features" : null,
    "LED Lighting",
    design.deck !== "broom-concrete" ? "Custom Decking" : null,
  ].filter((feature): feature is string => feature !== null);
  return { projectType: "new-pool", poolSize, features };
}

/** What the quote form shows of the design it carries, and the fields it prefills. */
export interface QuoteDesignPreview {
  /** The design's canonical `/design` query, posted with the form. */
  query: string;
  description: string;
  /** "16 × 32 ft freeform": the size the request carries in place of the listed sizes. */
  size: string;
  range: string;
  prefill: Record<string, string | string[]>;
}
