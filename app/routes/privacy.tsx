import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { privacyPolicy } from "#app/content/legal.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { backupRetentionDays, getEnv } from "#app/utils/env.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/privacy";

/** The section that says how long data is kept; the backups' sentence joins it (same place in both languages). */
const RETENTION_SECTION = privacyPolicy.sections.findIndex((section) => section.heading === "How long we keep it");

/** `/privacy` and its Spanish twin (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const { title, summary } = messagesFor(locale, "legal").privacy;
  return pageMeta({ title, description: summary, path: localizedPath("/privacy", locale) });
}

/** How long erased data lives on in backups, from the server's own settings (decision 035). */
export function loader() {
  const env = getEnv();
  return { backupDays: backupRetentionDays(env), backupKeep: env.BACKUP_KEEP };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const t = useT("legal");
  const document = messagesFor(useLocale(), "legal").privacy;
  const { backupDays, backupKeep } = loaderData;
  const backups = backupDays === null ? t("privacyBackups.manual", { copies: backupKeep }) : t("privacyBackups.scheduled", { days: backupDays });
  const sections = document.sections.map((section, index) => (index === RETENTION_SECTION ? { ...section, blocks: [...section.blocks, backups] } : section));
  return <LegalDocumentView document={{ ...document, sections }} updated={privacyPolicy.updated} />;
}
