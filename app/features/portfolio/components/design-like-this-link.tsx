import { PencilRuler } from "lucide-react";
import { Link } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import type { PortfolioCardData } from "#app/features/portfolio/cards.ts";
import { langOf } from "#app/features/portfolio/project-language.ts";

/**
 * "Design one like this" on a project's card: the designer opened on the project's pool, in the
 * page's language; nothing for a project without a design.
 */
export function DesignLikeThisLink({ project, className = "" }: { project: Pick<PortfolioCardData, "designPath" | "title" | "english">; className?: string }) {
  const t = useT("portfolio");
  const locale = useLocale();
  if (!project.designPath) return null;
  const titleLang = langOf(project.english, "title");
  return (
    <Link
      to={localizedPath(project.designPath, locale)}
      className={`inline-flex min-h-11 items-center gap-1.5 font-semibold text-pool-700 underline underline-offset-4 hover:text-pool-800 ${className}`.trim()}
    >
      <PencilRuler aria-hidden="true" className="size-4" />
      {t("card.designLikeThis")}
      <span className="sr-only">: {titleLang ? <span lang={titleLang}>{project.title}</span> : project.title}</span>
    </Link>
  );
}
