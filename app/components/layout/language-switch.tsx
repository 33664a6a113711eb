import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { LOCALE_TAGS, localeFromPath } from "#app/i18n/locale.ts";
import { otherLanguagePath, pagePair } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";

/**
 * The link to this page in the other language, named in that language ("Español" on an English
 * page). Only a link: the site never redirects by the browser's language (decision 032). In the
 * The query goes with it (the page's state), kept current by the loader's script as an island
 * rewrites the address (./language-switch-query.ts). In the
 * header's tight widths (phones, and xl beside the full navigation) it shows its short form, with
 * the full name for assistive technology.
 */
export function LanguageSwitch({ className, compact = false }: { className: string; compact?: boolean }) {
  const { pathname, search } = useLocation();
  const other = localeFromPath(pathname) === "es" ? "en" : "es";
  const t = useT("common");
  const twinned = pagePair(pathname) !== undefined;
  return (
    <a href={otherLanguagePath(pathname, search)} lang={LOCALE_TAGS[other]} hrefLang={LOCALE_TAGS[other]} className={className} data-language-switch={twinned ? "" : undefined}>
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      {compact ? (
        <>
          <span aria-hidden="true" className="sm:hidden xl:inline 2xl:hidden">
            {t("languageSwitch.short")}
          </span>
          <span className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">{t("languageSwitch.label")}</span>
        </>
      ) : (
        t("languageSwitch.label")
      )}
    </a>
  );
}
