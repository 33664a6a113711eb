import { fill } from "#app/i18n/catalog.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { deckAreaLimits, depthLimits, designMessages, fireBowlLimits, sizeLimits, type Design, type DesignErrors, type Range } from "#app/features/design/model.ts";
import { priceNote, queryMessages } from "#app/features/design/query.ts";

type ErrorWords = DesignerText<"errors" | "options" | "units">;
type RangeField = keyof ErrorWords["words"]["errors"]["range"];

type FixedKey = Exclude<keyof ErrorWords["words"]["errors"], "range" | "nearest">;
const fixedKeys = (Object.entries({ ...designMessages, ...queryMessages }) as [string, unknown][]).filter(
  (entry): entry is [FixedKey, string] => typeof entry[1] === "string",
);

function rangeOf(field: RangeField, design: Design): Range {
  if (field === "length" || field === "width") return sizeLimits[design.shape][field];
  if (field === "shallow" || field === "deep") return depthLimits[field];
  return field === "fireBowls" ? fireBowlLimits : deckAreaLimits;
}

/**
 * The form's messages in the page's language. The model (`model.ts`, `query.ts`) validates and
 * keeps its English messages for stored data; this reads which message it chose (a fixed one by
 * its text, a limit by its field) and says it with the catalog's words and the same limits.
 */
export function designErrorText(errors: DesignErrors, design: Design, { words }: ErrorWords): DesignErrors {
  const said: DesignErrors = {};
  for (const [field, whole] of Object.entries(errors) as [keyof DesignErrors, string][]) {
    // A number past its limit is priced at the nearest allowed value (the design's), and says so.
    const value = field === "form" || !(field in design) ? undefined : design[field as keyof Design];
    const unit = field === "deckArea" ? ` ${words.units.sqft}` : field === "fireBowls" ? "" : ` ${words.units.ft}`;
    const englishNote = typeof value === "number" ? ` ${priceNote(value, field === "deckArea" ? " sq ft" : field === "fireBowls" ? "" : " ft")}` : "";
    const noted = englishNote !== "" && whole.endsWith(englishNote);
    const message = noted ? whole.slice(0, -englishNote.length) : whole;
    const note = noted ? ` ${fill(words.errors.nearest, { value: `${String(value)}${unit}` })}` : "";
    const fixed = fixedKeys.find(([, text]) => text === message);
    if (fixed) said[field] = words.errors[fixed[0]] + note;
    else if (field in words.errors.range) {
      const range = rangeOf(field as RangeField, design);
      const shape = words.options.shape[design.shape].toLowerCase();
      said[field] = fill(words.errors.range[field as RangeField], { shape, min: range.min, max: range.max }) + note;
    } else said[field] = whole;
  }
  return said;
}
