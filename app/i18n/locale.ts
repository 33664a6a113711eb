/**
 * The site's languages. English keeps the site's original URLs; Spanish lives under `/es/`
 * (decision 032). A page's language comes from its path alone: never from `Accept-Language`,
 * which may only suggest the other language.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for `Intl`, `lang` and `hreflang`: the site serves Houston, so US English and US Spanish. */
export const LOCALE_TAGS: Record<Locale, "en-US" | "es-US"> = { en: "en-US", es: "es-US" };

/** The language of a URL path: `/es` and everything under `/es/` is Spanish. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}
