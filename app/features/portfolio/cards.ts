import type { Locale } from "#app/i18n/locale.ts";
import { describeDesign } from "#app/features/design/description.ts";
import { designLikeThisPath } from "#app/features/portfolio/project-design.ts";
import type { Project, ProjectImage } from "#app/features/portfolio/project.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import type { EnglishPart } from "#app/features/portfolio/project-language.ts";

/** A project in the page's language: on a Spanish page, the parts still in English are named. */
type ShownProject = Project & { english?: EnglishPart[] };

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
  /** The owner uploaded photos of the job: its renderings are "the design we presented". */
  photographed: boolean;
  /** "Design one like this": the designer opened on the project's pool; null without a design. */
  designPath: string | null;
  /** On a Spanish page, the parts shown in English (marked `lang="en"`). */
  english?: EnglishPart[];
}

export interface FeaturedCardData {
  id: string;
  title: string;
  location: string;
  category: string;
  /** The first three features: the home page's project card lists three. */
  features: string[];
  image: ProjectImage | null;
  photographed: boolean;
  designPath: string | null;
  /** On a Spanish page, the parts shown in English (marked `lang="en"`). */
  english?: EnglishPart[];
}

/** The project's pool in the designer: where "Design one like this" goes, and what it is. */
export interface ProjectDesignLink {
  path: string;
  summary: string;
}

export type ProjectDetailData = Pick<
  Project,
  "id" | "title" | "subtitle" | "description" | "location" | "category" | "size" | "features" | "benefits" | "images"
> & { design: ProjectDesignLink | null; photographed: boolean; english?: EnglishPart[] };

/**
 * Photos of the built job lead, the renderings of its design follow (decision 031, amended); each
 * kind keeps the owner's order.
 */
export function photosFirst(images: readonly ProjectImage[]): ProjectImage[] {
  return [...images.filter((image) => image.kind === "upload"), ...images.filter((image) => image.kind === "generated")];
}

function isPhotographed(project: Project): boolean {
  return project.images.some((image) => image.kind === "upload");
}

function designPathOf(project: Project): string | null {
  return project.design ? designLikeThisPath(project.id, project.design) : null;
}

export function toPortfolioCard(project: ShownProject): PortfolioCardData {
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    description: project.description,
    image: photosFirst(project.images)[0] ?? null,
    photographed: isPhotographed(project),
    designPath: designPathOf(project),
    ...(project.english ? { english: project.english } : {}),
  };
}

export function toFeaturedCard(project: ShownProject): FeaturedCardData {
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    category: project.category,
    features: project.features.slice(0, 3),
    image: photosFirst(project.images)[0] ?? null,
    photographed: isPhotographed(project),
    designPath: designPathOf(project),
    ...(project.english ? { english: project.english } : {}),
  };
}

export function toProjectDetail(project: ShownProject, locale: Locale = "en"): ProjectDetailData {
  const { id, title, subtitle, description, location, category, size, features, benefits, images, english } = project;
  const design = project.design ? { path: designLikeThisPath(id, project.design), summary: describeDesign(project.design, designerText(locale)) } : null;
  const detail = { id, title, subtitle, description, location, category, size, features, benefits, design };
  return { ...detail, images: photosFirst(images), photographed: isPhotographed(project), ...(english ? { english } : {}) };
}
