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

/**
 * The design in one plain-language paragraph: the plan's and the 3-D view's text alternative,
 * the quote request's summary and the notification e-mail's first line.
 */

const spaPhrases: Record<Design["spa"], string | null> = {
  none: null,
  raised: "a raised spa with spillover",
  flush: "a flush spa",
  detached: "a detached spa",
};

const shelfPhrases: Record<Design["shelf"], string | null> = {
  none: null,
  small: "a small sun shelf",
  medium: "a medium sun shelf",
  large: "a large sun shelf",
};

const featurePhrases: Record<Design["features"][number], string> = {
  "sheer-descent": "a sheer descent",
  "rock-waterfall": "a rock waterfall",
  scuppers: "a pair of scuppers",
  "deck-jets": "four deck jets",
};

const shapeWords: Record<Design["shape"], string> = {
  rectangle: "rectangular",
  roman: "Roman",
  kidney: "kidney",
  freeform: "freeform",
  "l-shape": "L-shaped",
  lap: "lap",
};

const numberWords = ["no", "one", "two", "three", "four"];

export function feet(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function withArticle(phrase: string): string {
  // "an" before a vowel sound, including numbers read "eight…", "eleven", "eighteen".
  return /^([aeiou]|8|11\b|18\b)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

export function describeDesign(design: Design): string {
  const shapeWord = shapeWords[design.shape];
  const depth =
    design.shallow === design.deep ? `${feet(design.shallow)} ft deep` : `${feet(design.shallow)}–${feet(design.deep)} ft deep`;
  const lighting = labelOf(lightingOptions, design.lighting).toLowerCase();
  const extras = [
    spaPhrases[design.spa],
    shelfPhrases[design.shelf],
    ...design.features.map((feature) => featurePhrases[feature]),
    `${lighting} LED lights`,
    design.fireBowls > 0 ? `${numberWords[design.fireBowls]} fire bowl${design.fireBowls === 1 ? "" : "s"}` : null,
    design.cover ? "an automatic safety cover" : null,
  ].filter((phrase): phrase is string => phrase !== null);
  const surfaces = [
    `${labelOf(finishOptions, design.finish).toLowerCase()} finish`,
    `${labelOf(copingOptions, design.coping).toLowerCase()} coping`,
    `${design.deckArea} sq ft of ${labelOf(deckOptions, design.deck).toLowerCase()} deck`,
  ];
  return `${withArticle(`${design.width} × ${design.length} ft ${shapeWord} pool`).replace(/^./, (c) => c.toUpperCase())}, ${depth}, with ${list(extras)}; ${list(surfaces)}.`;
}

/** Every option of the design as label and value, for the inbox's lead page. */
export function designFacts(design: Design): { label: string; value: string }[] {
  const choice = <T extends string>(options: readonly { value: T; label: string }[], value: T) => labelOf(options, value);
  return [
    { label: "Shape", value: choice(shapeOptions, design.shape) },
    { label: "Size", value: `${design.width} × ${design.length} ft` },
    { label: "Depth", value: `${feet(design.shallow)}–${feet(design.deep)} ft` },
    { label: "Sun shelf", value: choice(shelfOptions, design.shelf) },
    { label: "Spa", value: choice(spaOptions, design.spa) },
    { label: "Water features", value: design.features.map((f) => choice(featureOptions, f)).join(", ") || "None" },
    { label: "LED lights", value: choice(lightingOptions, design.lighting) },
    { label: "Fire bowls", value: design.fireBowls === 0 ? "None" : String(design.fireBowls) },
    { label: "Automatic safety cover", value: design.cover ? "Yes" : "No" },
    { label: "Interior finish", value: choice(finishOptions, design.finish) },
    { label: "Coping", value: choice(copingOptions, design.coping) },
    { label: "Deck", value: `${design.deckArea} sq ft, ${choice(deckOptions, design.deck).toLowerCase()}` },
  ];
}

/** The design's size and shape as the quote's "pool size" everywhere it appears: "16 × 32 ft freeform". */
export function designSize(design: Design): string {
  return `${design.width} × ${design.length} ft ${shapeWords[design.shape]}`;
}

/**
 * The water area beside the size, and why a curved pool of the same size costs less: its outline
 * holds less water than the rectangle its length and width describe.
 */
export function waterAreaNote(design: Design, surfaceArea: number): string {
  const area = Math.round(surfaceArea);
  const box = design.width * design.length;
  if (design.shape === "rectangle" || area >= box) return `${area} sq ft of water.`;
  return `${area} sq ft of water: a ${shapeWords[design.shape]} outline holds less than the ${box} sq ft of a ${design.width} × ${design.length} ft rectangle, so it costs less to build.`;
}
