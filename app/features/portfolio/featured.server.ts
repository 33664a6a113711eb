import { getDb } from "#app/db/db.server.ts";
import { toFeaturedCard, type FeaturedCardData } from "#app/features/portfolio/cards.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";

/**
 * Data for `<FeaturedProjects projects={…} />` on the home page, read per request so the admin's
 * changes show at once. Call it from the home route's loader.
 */
export async function loadFeaturedProjects(): Promise<FeaturedCardData[]> {
  const projects = await createProjectRepository(getDb()).listFeatured();
  return projects.map(toFeaturedCard);
}
