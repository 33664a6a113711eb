import { serviceProjectWords } from "#app/content/service-projects.ts";
import { serviceSlugs, type ServiceSlug } from "#app/content/service-slugs.ts";
import type { Project } from "#app/features/portfolio/project.ts";

/**
 * Links between the portfolio and the service pages: the projects that show a service's work,
 * the service a project shows, and projects like it. Published projects come before unlisted
 * ones, then the portfolio's own order.
 */

const EXAMPLES = 3;

function projectText(project: Project): string {
  return [project.title, project.subtitle, ...project.features].join(" ");
}

function relevance(project: Project, slug: ServiceSlug): number {
  const words = serviceProjectWords[slug];
  return (words.category.test(project.category) ? 2 : 0) + (words.text.test(projectText(project)) ? 1 : 0);
}

function byListing(a: Project, b: Project): number {
  return Number(a.status !== "published") - Number(b.status !== "published") || a.sortOrder - b.sortOrder;
}

/** Up to three public projects that show the service's work, best first. */
export function serviceExamples(slug: ServiceSlug, projects: readonly Project[]): Project[] {
  return projects
    .map((project) => ({ project, score: relevance(project, slug) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || byListing(a.project, b.project))
    .slice(0, EXAMPLES)
    .map(({ project }) => project);
}

/** The service whose work the project shows best: its category first, then its description. */
export function projectService(project: Project): ServiceSlug {
  let best: { slug: ServiceSlug; score: number } = { slug: serviceSlugs[0], score: -1 };
  for (const slug of serviceSlugs) {
    const score = relevance(project, slug);
    if (score > best.score) best = { slug, score };
  }
  return best.slug;
}

/** Up to three other public projects like this one: same category, same service, same town. */
export function relatedProjects(project: Project, projects: readonly Project[]): Project[] {
  const service = projectService(project);
  return projects
    .filter((other) => other.id !== project.id)
    .map((other) => ({
      other,
      score:
        (other.category === project.category ? 3 : 0) + (projectService(other) === service ? 2 : 0) + (other.location === project.location ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score || byListing(a.other, b.other))
    .slice(0, EXAMPLES)
    .map(({ other }) => other);
}
