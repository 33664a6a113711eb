import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { termsOfService } from "#app/content/legal.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/terms";

/** `/terms` and its Spanish twin (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const { title, summary } = messagesFor(locale, "legal").terms;
  return pageMeta({ title, description: summary, path: localizedPath("/terms", locale) });
}

export default function Terms() {
  return <LegalDocumentView document={messagesFor(useLocale(), "legal").terms} updated={termsOfService.updated} />;
}
