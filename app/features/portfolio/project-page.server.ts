import { getService } from "#app/content/services.ts";
import { toPortfolioCard, toProjectDetail } from "#app/features/portfolio/cards.ts";
import type { ProjectPageData } from "#app/features/portfolio/components/project-page.tsx";
import type { Project } from "#app/features/portfolio/project.ts";
import { projectService, relatedProjects } from "#app/features/portfolio/related.ts";
import type { ProjectRepository } from "#app/features/portfolio/repository.server.ts";

/** What `<ProjectPage>` shows for a project: its details, its service and related public projects. */
export async function projectPageData(repository: ProjectRepository, project: Project): Promise<ProjectPageData> {
  const service = getService(projectService(project));
  return {
    project: toProjectDetail(project),
    service: service ? { path: `/${service.slug}`, title: service.title } : null,
    related: relatedProjects(project, await repository.listPublic()).map(toPortfolioCard),
  };
}
