import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { localeFromPath, type Locale } from "#app/i18n/locale.ts";
import type { Namespace } from "#app/i18n/resources.ts";

/** The page's language, from its path (decision 032). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The `t` of a namespace in the page's language (the root layout provides the instance). */
export function useT<N extends Namespace>(namespace: N) {
  return useTranslation(namespace).t;
}
