import { fill } from "#app/i18n/catalog.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { DesignError, DesignErrorCode, DesignErrors } from "#app/features/design/model.ts";

type ErrorWords = DesignerText<"errors" | "description" | "units">;

/** The unit a message's nearest allowed value is said in: its limit's (feet but for the deck's area; fire bowls are counted). */
function nearestUnit(code: DesignErrorCode, units: ErrorWords["words"]["units"]): string | undefined {
  if (code === "deckAreaRange") return units.sqft;
  return code === "fireBowlsRange" ? undefined : units.ft;
}

/** One error in the page's language: the catalog's message for its code, filled with its figures. */
export function designErrorMessage(error: DesignError, { words }: ErrorWords): string {
  const figures: Record<string, string | number> = {};
  if ("min" in error) Object.assign(figures, { min: error.min, max: error.max });
  // The shape as an adjective in the sentence ("L-shaped", "en forma de L"), not the option's label.
  if ("shape" in error) figures.shape = words.description.shape[error.shape];
  const message = fill(words.errors[error.code], figures);
  if (error.nearest === undefined) return message;
  const unit = nearestUnit(error.code, words.units);
  const value = unit === undefined ? String(error.nearest) : `${error.nearest} ${unit}`;
  return `${message} ${fill(words.errors.nearest, { value })}`;
}

/** The form's messages in the page's language: field → what the model found wrong with it, said. */
export function designErrorText(errors: DesignErrors, text: ErrorWords): Partial<Record<keyof DesignErrors, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, designErrorMessage(error, text)]));
}
