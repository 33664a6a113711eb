import type { Locale } from "#app/i18n/locale.ts";

/**
 * How the team is told a lead came from a Spanish page: the same words in the inbox, the CSV and
 * the owner's alerts, which stay in English (the team's language) whatever the visitor's.
 */
export const PREFERS_SPANISH = "Prefers Spanish";

/** The lead's language as the inbox and the CSV name it. */
export const localeLabel: Record<Locale, string> = { en: "English", es: "Spanish" };

/** The owner's e-mail, push and text say so for a Spanish lead; nothing for an English one. */
export function languageNote(locale: Locale, { confirmationSent }: { confirmationSent: boolean }): string | null {
  if (locale !== "es") return null;
  return confirmationSent ? `${PREFERS_SPANISH} — their confirmation was sent in Spanish` : PREFERS_SPANISH;
}
