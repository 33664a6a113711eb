import { getDb } from "#app/db/db.server.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";

/** Every project with a public page (published and unlisted), for the sitemaps. */
export async function loadPublicProjectLinks(): Promise<{ path: string; title: string; updatedAt: Date }[]> {
  const projects = await createProjectRepository(getDb()).listPublic();
  return projects.map((project) => ({ path: projectPath(project.id), title: project.title, updatedAt: project.updatedAt }));
}
