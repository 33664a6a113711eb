import { getService } from "#app/content/services.ts";
import { toPortfolioCard, toProjectDetail } from "#app/features/portfolio/cards.ts";
import type { ProjectPageData } from "#app/features/portfolio/components/project-page.tsx";
import type { Project } from "#app/features/portfolio/project.ts";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import { projectService, relatedProjects } from "#app/features/portfolio/related.ts";
import type { ProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

/** What `<ProjectPage>` shows for a project in a language: its details, its service and related public projects. */
export async function projectPageData(repository: ProjectRepository, project: Project, locale: Locale = "en"): Promise<ProjectPageData> {
  const service = getService(projectService(project));
  return {
    project: toProjectDetail(projectInLanguage(project, locale), locale),
    service: service
      ? { path: localizedPath(`/${service.slug}`, locale), title: messagesFor(locale, "servicePages").pages[service.slug].title }
      : null,
    related: relatedProjects(project, await repository.listPublic()).map((related) => toPortfolioCard(projectInLanguage(related, locale))),
  };
}
