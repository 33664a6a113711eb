import i18next, { type i18n, type TFunction } from "i18next";
import { LOCALES, type Locale } from "#app/i18n/locale.ts";
import { namespaces, resources, type Messages, type Namespace } from "#app/i18n/resources.ts";

/**
 * One i18next instance per language, built once and synchronously from the bundled catalogs:
 * the language is the page's path's (decision 032), never detected. No fallback language: a
 * missing Spanish key would show its key, and the catalog test and the types stop that first.
 */
const instances = new Map<Locale, i18n>(
  LOCALES.map((locale) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      resources: { [locale]: resources[locale] },
      ns: namespaces,
      defaultNS: "common",
      fallbackLng: false,
      initAsync: false,
      // React escapes what it renders; JSON-LD and meta tags are escaped by their writers.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return [locale, instance];
  }),
);

export function i18nFor(locale: Locale): i18n {
  return instances.get(locale)!;
}

/** A `t` for one language and namespace: for loaders, `meta` and anything outside React. */
export function getT<N extends Namespace>(locale: Locale, namespace: N): TFunction<N> {
  return i18nFor(locale).getFixedT(locale, namespace);
}

/** A namespace's strings as they are, for an island's props (it carries no i18next). */
export function messagesFor<N extends Namespace>(locale: Locale, namespace: N): Messages<N> {
  return resources[locale][namespace];
}
