import {
  coverShapes,
  copingOptions,
  deckOptions,
  deckAreaLimits,
  defaultDesign,
  depthLimits,
  fireBowlLimits,
  designFields,
  designIssues,
  featureOptions,
  finishOptions,
  lightingOptions,
  shapeOptions,
  shelfOptions,
  sizeLimits,
  spaOptions,
  type Design,
  type DesignError,
  type DesignErrors,
  type DesignField,
  type Option,
} from "#app/features/design/model.ts";
import { defaultYardStyle, yardFields, yardOptions, type YardField } from "#app/features/design/yard-style.ts";

/**
 * The design ⇄ its URL query string. The `/design` page's GET form submits exactly these
 * names, so the query string is the design: shareable, bookmarkable, restored on reload.
 * Parsing never throws: each bad field gets an error (a code, worded by the catalogs); an unreadable one falls back to its
 * default, a number past a limit is priced at the limit; the other fields are kept. The yard
 * ("Your yard": house, colour, fence, planting) rides beside the pool's fields under its own
 * keys; a link without them (every link made before them) shows the default yard.
 */

/** Longest query accepted whole; a longer one is refused, its known fields still read. */
export const MAX_QUERY_LENGTH = 1024;
const MAX_VALUE_LENGTH = 32;

/** Every key of a design's query: the pool's fields, then the yard's. */
export const designQueryKeys: readonly string[] = [...designFields, ...yardFields];

export interface ParsedDesign {
  /** The design to show: every valid field as given, every invalid one at its default. */
  design: Design;
  /** Field → what is wrong with it; empty when the query was a sound design. */
  errors: DesignErrors;
  /** What the visitor sent for each refused field, to show back in the form. */
  submitted: Partial<Record<DesignField | YardField, string>>;
}

function pick<T extends string>(options: readonly Option<T>[], raw: string): T | undefined {
  return options.find((option) => option.value === raw)?.value;
}

type Reader = (raw: string) => { value: unknown } | { error: DesignError };

function option<T extends string>(options: readonly Option<T>[]): Reader {
  return (raw) => {
    const value = pick(options, raw);
    return value === undefined ? { error: { code: "option" } } : { value };
  };
}

function number(kind: "whole" | "half" | "count"): Reader {
  return (raw) => {
    if (!/^\s*\d+(\.\d+)?\s*$/.test(raw)) {
      return { error: { code: kind === "count" ? "wholeNumber" : "number" } };
    }
    const value = Number(raw);
    if (kind === "half" && !Number.isInteger(value * 2)) return { error: { code: "halfFeet" } };
    if (kind !== "half" && !Number.isInteger(value)) {
      return { error: { code: kind === "whole" ? "wholeFeet" : "wholeNumber" } };
    }
    return { value };
  };
}

const readers: Record<Exclude<DesignField, "features" | "cover" | "yard">, Reader> = {
  shape: option(shapeOptions),
  length: number("whole"),
  width: number("whole"),
  shallow: number("half"),
  deep: number("half"),
  shelf: option(shelfOptions),
  spa: option(spaOptions),
  lighting: option(lightingOptions),
  fireBowls: number("count"),
  finish: option(finishOptions),
  coping: option(copingOptions),
  deck: option(deckOptions),
  deckArea: number("count"),
};

const ON = new Set(["on", "1", "true"]);
const OFF = new Set(["off", "0", "false", ""]);

export function parseDesignQuery(params: URLSearchParams): ParsedDesign {
  const design: Design = { ...defaultDesign, features: [], yard: { ...defaultYardStyle } };
  const errors: DesignErrors = {};
  const submitted: ParsedDesign["submitted"] = {};
  if (params.toString().length > MAX_QUERY_LENGTH) errors.form = { code: "oversized" };

  const refuse = (field: DesignField | YardField, raw: string, error: DesignError) => {
    errors[field] ??= error;
    submitted[field] ??= raw.slice(0, MAX_VALUE_LENGTH);
  };

  for (const field of designFields) {
    if (field === "features") {
      const raws = params.getAll("features");
      const chosen = new Set<Design["features"][number]>();
      for (const raw of raws.slice(0, featureOptions.length * 2)) {
        const value = raw.length <= MAX_VALUE_LENGTH ? pick(featureOptions, raw) : undefined;
        if (value) chosen.add(value);
        else refuse("features", raw, { code: "option" });
      }
      if (raws.length > featureOptions.length * 2) refuse("features", "", { code: "tooLong" });
      design.features = featureOptions.map((o) => o.value).filter((value) => chosen.has(value));
      continue;
    }
    const raw = params.get(field);
    if (raw === null) continue;
    if (raw.length > MAX_VALUE_LENGTH) {
      refuse(field, raw, { code: "tooLong" });
      continue;
    }
    if (field === "cover") {
      if (ON.has(raw)) design.cover = true;
      else if (!OFF.has(raw)) refuse("cover", raw, { code: "option" });
      continue;
    }
    const result = readers[field](raw);
    if ("error" in result) refuse(field, raw, result.error);
    else (design as unknown as Record<string, unknown>)[field] = result.value;
  }
  // The yard: an unreadable choice keeps the default yard's (it prices nothing, so no note).
  for (const field of yardFields) {
    const raw = params.get(field);
    if (raw === null) continue;
    const value = raw.length <= MAX_VALUE_LENGTH ? pick<string>(yardOptions[field], raw) : undefined;
    if (value === undefined) refuse(field, raw, { code: raw.length > MAX_VALUE_LENGTH ? "tooLong" : "option" });
    else (design.yard as unknown as Record<string, string>)[field] = value;
  }

  // A value that could not be read falls back to its default; one over a limit (or against
  // another field) is priced at the nearest allowed value, and the error carries it.
  const unreadable = new Set(Object.keys(errors));
  const fixed = { ...design };
  for (const field of designFields) {
    if (unreadable.has(field)) (fixed as unknown as Record<string, unknown>)[field] = defaultDesign[field];
  }
  const fitted = fitDesign(fixed);
  for (const [field, error] of Object.entries(designIssues(fixed)) as [DesignField, DesignError][]) {
    const nearest = fitted[field];
    const moved = typeof nearest === "number" && nearest !== fixed[field];
    refuse(field, params.get(field) ?? String(design[field]), moved ? { ...error, nearest } : error);
  }
  return { design: fitted, errors, submitted };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The nearest sound design: sizes clamped into the shape's limits, depths, fire bowls and deck
 * area into theirs, the deep end at least as deep as the shallow, the cover dropped for a shape that cannot take one. The island applies
 * it when the visitor switches shape, so the plan never shows an impossible pool.
 */
export function fitDesign(design: Design): Design {
  const fixed = { ...design, features: [...new Set(design.features)] };
  const issues = designIssues(fixed);
  if (issues.length || issues.width) {
    const size = sizeLimits[fixed.shape];
    fixed.length = clamp(fixed.length, size.length.min, size.length.max);
    fixed.width = clamp(fixed.width, size.width.min, Math.min(size.width.max, fixed.length));
  }
  fixed.shallow = clamp(fixed.shallow, depthLimits.shallow.min, depthLimits.shallow.max);
  fixed.deep = Math.max(fixed.shallow, clamp(fixed.deep, depthLimits.deep.min, depthLimits.deep.max));
  fixed.fireBowls = clamp(fixed.fireBowls, fireBowlLimits.min, fireBowlLimits.max);
  fixed.deckArea = clamp(fixed.deckArea, deckAreaLimits.min, deckAreaLimits.max);
  if (!coverShapes.includes(fixed.shape)) fixed.cover = false;
  return fixed;
}

/** The design's query string, fields in form order; the cover only when chosen, the yard's choices only where not the default yard's. */
export function designQuery(design: Design): string {
  const params = new URLSearchParams();
  for (const field of designFields) {
    if (field === "features") {
      for (const feature of design.features) params.append("features", feature);
    } else if (field === "cover") {
      if (design.cover) params.set("cover", "on");
    } else {
      params.set(field, String(design[field]));
    }
  }
  for (const field of yardFields) {
    if (design.yard[field] !== defaultYardStyle[field]) params.set(field, design.yard[field]);
  }
  return params.toString();
}

export function designPath(design: Design): string {
  return `/design?${designQuery(design)}`;
}
