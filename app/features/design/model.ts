import { z } from "zod/mini";
import { defaultYardStyle, fenceOptions, houseColorOptions, houseStyleOptions, plantingOptions, type YardField, type YardStyle } from "#app/features/design/yard-style.ts";
import { optionList, optionValues } from "#app/utils/option-list.ts";

/**
 * The pool design: one typed value shared by the `/design` page (server and island), the price
 * estimate, the 2-D plan, the 3-D view and the quote request that stores it. Lengths are in
 * feet. zod/mini keeps the island's bundle small.
 */

/** An option by its id; its words are the designer catalog's (`designer.options`), in each language. */
export interface Option<Value extends string = string> {
  value: Value;
}

export const shapeOptions = optionList("rectangle", "roman", "kidney", "freeform", "l-shape", "lap");

export const shelfOptions = optionList("none", "small", "medium", "large");

export const spaOptions = optionList("none", "raised", "flush", "detached");

export const featureOptions = optionList("sheer-descent", "rock-waterfall", "scuppers", "deck-jets");

export const lightingOptions = optionList("white", "blue", "aqua", "violet", "amber", "color-changing");

export const finishOptions = optionList("white-plaster", "quartz-aqua", "pebble-blue", "pebble-midnight", "glass-bead");

export const copingOptions = optionList("concrete", "brick", "travertine", "limestone");

export const deckOptions = optionList("broom-concrete", "stamped-concrete", "travertine", "porcelain", "flagstone");

export type Shape = (typeof shapeOptions)[number]["value"];
export type Shelf = (typeof shelfOptions)[number]["value"];
export type Spa = (typeof spaOptions)[number]["value"];
export type Feature = (typeof featureOptions)[number]["value"];
export type Lighting = (typeof lightingOptions)[number]["value"];
export type Finish = (typeof finishOptions)[number]["value"];
export type Coping = (typeof copingOptions)[number]["value"];
export type Deck = (typeof deckOptions)[number]["value"];

export interface Range {
  min: number;
  max: number;
}

/** Length (the long side) and width in whole feet, per shape. */
export const sizeLimits: Record<Shape, { length: Range; width: Range }> = {
  rectangle: { length: { min: 20, max: 50 }, width: { min: 10, max: 25 } },
  roman: { length: { min: 24, max: 50 }, width: { min: 12, max: 25 } },
  kidney: { length: { min: 20, max: 45 }, width: { min: 12, max: 24 } },
  freeform: { length: { min: 20, max: 50 }, width: { min: 12, max: 28 } },
  "l-shape": { length: { min: 28, max: 55 }, width: { min: 16, max: 32 } },
  lap: { length: { min: 40, max: 75 }, width: { min: 8, max: 14 } },
};

/** Depths in half feet. */
export const depthLimits = {
  shallow: { min: 3, max: 4.5 },
  deep: { min: 3.5, max: 9 },
} as const satisfies Record<string, Range>;

export const deckAreaLimits: Range = { min: 250, max: 3000 };
export const fireBowlLimits: Range = { min: 0, max: 4 };

/** An automatic cover runs in tracks along two straight, parallel sides. */
export const coverShapes: readonly Shape[] = ["rectangle", "roman", "lap"];

export interface Design {
  shape: Shape;
  /** Feet, along the plan's x axis; the shallow end is at x = 0. */
  length: number;
  /** Feet, along the plan's y axis. */
  width: number;
  shallow: number;
  deep: number;
  shelf: Shelf;
  spa: Spa;
  features: Feature[];
  lighting: Lighting;
  fireBowls: number;
  cover: boolean;
  finish: Finish;
  coping: Coping;
  deck: Deck;
  /** Square feet of deck around the pool. */
  deckArea: number;
  /** The house, fence and planting the pool is drawn with ("Your yard", ./yard-style.ts): priced nothing. */
  yard: YardStyle;
}

export type DesignField = keyof Design;

/** Field order: the form's order, the query string's order and the messages' order. */
export const designFields = [
  "shape",
  "length",
  "width",
  "shallow",
  "deep",
  "shelf",
  "spa",
  "features",
  "lighting",
  "fireBowls",
  "cover",
  "finish",
  "coping",
  "deck",
  "deckArea",
] as const satisfies readonly DesignField[];

export const defaultDesign: Design = {
  shape: "rectangle",
  length: 32,
  width: 16,
  shallow: 3.5,
  deep: 6,
  shelf: "none",
  spa: "none",
  features: [],
  lighting: "white",
  fireBowls: 0,
  cover: false,
  finish: "white-plaster",
  coping: "concrete",
  deck: "broom-concrete",
  deckArea: 600,
  yard: defaultYardStyle,
};

/**
 * What is wrong with a field: a code and the figures its message needs. The model words nothing;
 * each language's catalog says it (`errors` in the designer's namespace, design-errors.ts). A
 * number past a limit, or against another field, is priced at `nearest`, and the message says so.
 */
export type DesignError = (
  | { code: "option" | "number" | "wholeFeet" | "halfFeet" | "wholeNumber" | "tooLong" | "oversized" }
  | { code: "widthOverLength" | "deepShallower" | "cover" | "duplicateFeature" }
  | { code: "lengthRange" | "widthRange"; shape: Shape; min: number; max: number }
  | { code: "shallowRange" | "deepRange" | "fireBowlsRange" | "deckAreaRange"; min: number; max: number }
) & { nearest?: number };

export type DesignErrorCode = DesignError["code"];

/** Rules between fields, and the per-shape limits: field → what is wrong. Empty when the design is sound. */
export function designIssues(design: Design): Partial<Record<DesignField, DesignError>> {
  const issues: Partial<Record<DesignField, DesignError>> = {};
  const size = sizeLimits[design.shape];
  const { shape } = design;
  if (design.length < size.length.min || design.length > size.length.max) {
    issues.length = { code: "lengthRange", shape, ...size.length };
  }
  if (design.width < size.width.min || design.width > size.width.max) {
    issues.width = { code: "widthRange", shape, ...size.width };
  } else if (!issues.length && design.width > design.length) {
    issues.width = { code: "widthOverLength" };
  }
  if (design.shallow < depthLimits.shallow.min || design.shallow > depthLimits.shallow.max) {
    issues.shallow = { code: "shallowRange", ...depthLimits.shallow };
  }
  if (design.deep < depthLimits.deep.min || design.deep > depthLimits.deep.max) {
    issues.deep = { code: "deepRange", ...depthLimits.deep };
  } else if (!issues.shallow && design.deep < design.shallow) {
    issues.deep = { code: "deepShallower" };
  }
  if (design.fireBowls < fireBowlLimits.min || design.fireBowls > fireBowlLimits.max) {
    issues.fireBowls = { code: "fireBowlsRange", ...fireBowlLimits };
  }
  if (design.deckArea < deckAreaLimits.min || design.deckArea > deckAreaLimits.max) {
    issues.deckArea = { code: "deckAreaRange", ...deckAreaLimits };
  }
  if (design.cover && !coverShapes.includes(design.shape)) issues.cover = { code: "cover" };
  if (new Set(design.features).size !== design.features.length) issues.features = { code: "duplicateFeature" };
  return issues;
}

const halfFeet = (value: number) => Number.isInteger(value * 2);

/**
 * The design as stored (quote requests) and exchanged: every rule of `designIssues` applies. An
 * issue's message is its error's code (the stored data is read by code, never shown), its
 * figures in the issue's `params`.
 */
const code = (error: DesignErrorCode) => error;
export const designSchema = z
  .object({
    shape: z.enum(optionValues(shapeOptions), code("option")),
    length: z.int(code("wholeFeet")),
    width: z.int(code("wholeFeet")),
    shallow: z.number(code("number")).check(z.refine(halfFeet, code("halfFeet"))),
    deep: z.number(code("number")).check(z.refine(halfFeet, code("halfFeet"))),
    shelf: z.enum(optionValues(shelfOptions), code("option")),
    spa: z.enum(optionValues(spaOptions), code("option")),
    features: z.array(z.enum(optionValues(featureOptions), code("option"))).check(z.maxLength(featureOptions.length)),
    lighting: z.enum(optionValues(lightingOptions), code("option")),
    fireBowls: z.int(code("wholeNumber")),
    cover: z.boolean(),
    finish: z.enum(optionValues(finishOptions), code("option")),
    coping: z.enum(optionValues(copingOptions), code("option")),
    deck: z.enum(optionValues(deckOptions), code("option")),
    deckArea: z.int(code("wholeNumber")),
    // Designs stored before the yard was part of them (quote requests, saved designs) read with the default yard.
    yard: z._default(
      z.object({
        house: z.enum(optionValues(houseStyleOptions), code("option")),
        houseColor: z.enum(optionValues(houseColorOptions), code("option")),
        fence: z.enum(optionValues(fenceOptions), code("option")),
        planting: z.enum(optionValues(plantingOptions), code("option")),
      }),
      () => ({ ...defaultYardStyle }),
    ),
  })
  .check(
    z.superRefine((design, ctx) => {
      for (const [field, error] of Object.entries(designIssues(design))) {
        ctx.issues.push({ code: "custom", path: [field], message: error.code, params: error, input: design[field as DesignField] });
      }
    }),
  );

/** Field name → the first thing wrong with it. */
export type DesignErrors = Partial<Record<DesignField | YardField | "form", DesignError>>;
