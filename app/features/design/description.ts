import { fill } from "#app/i18n/catalog.ts";
import { LOCALE_TAGS } from "#app/i18n/locale.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { Design } from "#app/features/design/model.ts";
import type { YardStyle } from "#app/features/design/yard-style.ts";

/**
 * The design in one plain-language paragraph: the plan's and the 3-D view's text alternative,
 * the quote request's summary and the e-mails' first line. The words are the catalog's
 * (`designer.description`); how they are put together is each language's grammar: English puts
 * the size and shape before "pool" with "a"/"an", Spanish says "Alberca rectangular de 16 × 32 pies".
 */

const FIRE_BOWL_WORDS = ["one", "two", "three", "four"] as const;

export function feet(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "a, b and c", without the serial comma the site never wrote (Intl's en-US list has one). */
function englishList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const lists = new Map<string, Intl.ListFormat>();
function list(items: string[], { locale }: DescriptionText): string {
  if (locale === "en") return englishList(items);
  const tag = LOCALE_TAGS[locale];
  let format = lists.get(tag);
  if (!format) lists.set(tag, (format = new Intl.ListFormat(tag, { type: "conjunction" })));
  return format.format(items);
}

function withArticle(phrase: string): string {
  // "an" before a vowel sound, including numbers read "eight…", "eleven", "eighteen".
  return /^([aeiou]|8|11\b|18\b)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** Spanish areas through Intl es-US ("1,760"); English keeps the digits it has always written ("1760"). */
function number(value: number, { locale }: DescriptionText): string {
  return locale === "en" ? String(value) : new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}

/** The words a description needs: the 3-D view's island gets just these. */
export type DescriptionText = DesignerText<"description">;

export function describeDesign(design: Design, text: DescriptionText): string {
  const w = text.words.description;
  const depth =
    design.shallow === design.deep
      ? fill(w.depth, { depth: feet(design.shallow) })
      : fill(w.depthRange, { shallow: feet(design.shallow), deep: feet(design.deep) });
  const fireBowls = FIRE_BOWL_WORDS[design.fireBowls - 1];
  const extras = [
    design.spa === "none" ? null : w.spa[design.spa],
    design.shelf === "none" ? null : w.shelf[design.shelf],
    ...design.features.map((feature) => w.features[feature]),
    w.lighting[design.lighting],
    fireBowls ? w.fireBowls[fireBowls] : null,
    design.cover ? w.cover : null,
  ].filter((phrase): phrase is string => phrase !== null);
  const surfaces = [
    w.finish[design.finish],
    w.coping[design.coping],
    fill(w.deckArea, { area: number(design.deckArea, text), material: w.deck[design.deck] }),
  ];
  let pool = fill(w.pool, { size: designDimensions(design, text), shape: w.shape[design.shape] });
  if (text.locale === "en") pool = withArticle(pool).replace(/^./, (c) => c.toUpperCase());
  return fill(w.sentence, { pool, depth, extras: list(extras, text), surfaces: list(surfaces, text) });
}

/**
 * The yard the pool is drawn in, in one sentence ("Drawn in a yard with a cream stucco house, a
 * wood privacy fence and native planting (not priced)."): the quote's e-mail carries it after
 * the design's own sentence, so the yard chosen reaches the visitor's copy and the owner's.
 */
export function describeYard(yard: YardStyle, text: DescriptionText): string {
  const w = text.words.description.yard;
  const house = fill(w.house[yard.house], { color: w.color[yard.houseColor] });
  return fill(w.sentence, { house, fence: w.fence[yard.fence], planting: w.planting[yard.planting] });
}

/** "16 × 32 ft" / "16 × 32 pies". */
function designDimensions(design: Design, text: DescriptionText): string {
  return fill(text.words.description.size, { width: design.width, length: design.length });
}

/** Every option of the design as label and value, for the inbox's lead page (the owner's, in English); options in the catalog's words. */
export function designFacts(design: Design, { words }: DesignerText<"options">): { label: string; value: string }[] {
  const o = words.options;
  return [
    { label: "Shape", value: o.shape[design.shape] },
    { label: "Size", value: `${design.width} × ${design.length} ft` },
    { label: "Depth", value: `${feet(design.shallow)}–${feet(design.deep)} ft` },
    { label: "Sun shelf", value: o.shelf[design.shelf] },
    { label: "Spa", value: o.spa[design.spa] },
    { label: "Water features", value: design.features.map((f) => o.features[f]).join(", ") || "None" },
    { label: "LED lights", value: o.lighting[design.lighting] },
    { label: "Fire bowls", value: design.fireBowls === 0 ? "None" : String(design.fireBowls) },
    { label: "Automatic safety cover", value: design.cover ? "Yes" : "No" },
    { label: "Interior finish", value: o.finish[design.finish] },
    { label: "Coping", value: o.coping[design.coping] },
    { label: "Deck", value: `${design.deckArea} sq ft, ${o.deck[design.deck].toLowerCase()}` },
    // "Your yard": what the 3-D view drew behind the pool; it prices nothing.
    { label: "House (not priced)", value: `${o.houseColor[design.yard.houseColor]} ${o.house[design.yard.house].toLowerCase()}` },
    { label: "Fence (not priced)", value: o.fence[design.yard.fence] },
    { label: "Planting (not priced)", value: o.planting[design.yard.planting] },
  ];
}

/** The design's size and shape as the quote's "pool size" everywhere it appears: "16 × 32 ft freeform". */
export function designSize(design: Design, text: DescriptionText): string {
  const shape = text.words.description.shape[design.shape];
  const size = designDimensions(design, text);
  return text.locale === "en" ? `${size} ${shape}` : `${size}, ${shape}`;
}

/**
 * The water area beside the size, and why a curved pool of the same size costs less: its outline
 * holds less water than the rectangle its length and width describe.
 */
export function waterAreaNote(design: Design, surfaceArea: number, text: DescriptionText): string {
  const w = text.words.description;
  const area = Math.round(surfaceArea);
  const box = design.width * design.length;
  if (design.shape === "rectangle" || area >= box) return fill(w.water, { area: number(area, text) });
  return fill(w.waterCurved, { area: number(area, text), shape: w.shape[design.shape], box: number(box, text), width: design.width, length: design.length });
}
