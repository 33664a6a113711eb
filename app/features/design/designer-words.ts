import type { Locale } from "#app/i18n/locale.ts";
import type { Messages } from "#app/i18n/resources.ts";

/** The designer's namespace in one language (a type only: islands get the strings as a prop). */
export type DesignerWords = Messages<"designer">;

/** The parts of the namespace the designer's island uses: its props carry these, not the pages' words. */
export type DesignerIslandKey = "options" | "form" | "units" | "errors" | "description" | "estimate" | "plan" | "share" | "save" | "rendering";

/** What the designer's pure functions (description, estimate, messages) and its island need of a language. */
export interface DesignerText<K extends keyof DesignerWords = DesignerIslandKey> {
  locale: Locale;
  words: Pick<DesignerWords, K>;
}

/** Spanish writes a label after a colon or a comma in lower case: "Acabado: yeso blanco". */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
