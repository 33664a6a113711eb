import type { DesignerIslandKey, DesignerText, DesignerWords } from "#app/features/design/designer-words.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { LOCALES, type Locale } from "#app/i18n/locale.ts";

const ISLAND_KEYS: readonly DesignerIslandKey[] = ["options", "form", "units", "errors", "description", "estimate", "plan", "share", "save", "rendering"];

const texts = new Map<Locale, DesignerText<keyof DesignerWords>>(LOCALES.map((locale) => [locale, { locale, words: messagesFor(locale, "designer") }]));
const islandTexts = new Map<Locale, DesignerText>(
  LOCALES.map((locale) => {
    const words = messagesFor(locale, "designer");
    return [locale, { locale, words: Object.fromEntries(ISLAND_KEYS.map((key) => [key, words[key]])) as DesignerText["words"] }];
  }),
);

/**
 * The designer's words in `locale`, for server code (routes, e-mails, the owner's pages). Islands
 * never import this module: they receive `designerIslandText` as a prop (decision 032).
 */
export function designerText(locale: Locale): DesignerText<keyof DesignerWords> {
  return texts.get(locale)!;
}

/** Only what the designer's island reads, so its props (in every designer page's HTML) stay small. */
export function designerIslandText(locale: Locale): DesignerText {
  return islandTexts.get(locale)!;
}
