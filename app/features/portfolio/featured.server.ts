import { getDb } from "#app/db/db.server.ts";
import { toFeaturedCard, type FeaturedCardData } from "#app/features/portfolio/cards.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import type { Locale } from "#app/i18n/locale.ts";

/**
 * Data for `<FeaturedProjects projects={…} />` on the home page, read per request so the admin's
 * changes show at once. Call it from the home route's loader.
 */
export async function loadFeaturedProjects(locale: Locale): Promise<FeaturedCardData[]> {
  const projects = await createProjectRepository(getDb()).listFeatured();
  return projects.map((project) => toFeaturedCard(projectInLanguage(project, locale)));
}
