import type { Project, ProjectImage } from "#app/features/portfolio/project.ts";

/**
 * The slices of a project each view needs, so loaders send only what the page shows (dates,
 * status and admin fields stay on the server).
 */

export interface PortfolioCardData {
  id: string;
  title: string;
  location: string;
  description: string;
  image: ProjectImage | null;
}

export interface FeaturedCardData {
  id: string;
  title: string;
  location: string;
  category: string;
  /** The first three features: the home page's project card lists three. */
  features: string[];
  image: ProjectImage | null;
}

export type ProjectDetailData = Pick<
  Project,
  "id" | "title" | "subtitle" | "description" | "location" | "category" | "size" | "features" | "benefits" | "images"
>;

export function toPortfolioCard(project: Project): PortfolioCardData {
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    description: project.description,
    image: project.images[0] ?? null,
  };
}

export function toFeaturedCard(project: Project): FeaturedCardData {
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    category: project.category,
    features: project.features.slice(0, 3),
    image: project.images[0] ?? null,
  };
}

export function toProjectDetail(project: Project): ProjectDetailData {
  const { id, title, subtitle, description, location, category, size, features, benefits, images } = project;
  return { id, title, subtitle, description, location, category, size, features, benefits, images };
}
