import type { ProjectStatus } from "#app/db/schema.ts";
import type { Design } from "#app/features/design/model.ts";
import type { ProjectImage } from "#app/features/portfolio/project-image-schema.ts";
import type { ProjectSpanish } from "#app/features/portfolio/project-language.ts";

export type { ProjectImage, ProjectStatus };

/** One portfolio project: the grid card, the home card and the detail page all derive from it. */
export interface Project {
  /** URL slug: /portfolio/<id>. */
  id: string;
  status: ProjectStatus;
  /** Position in the portfolio grid, ascending. */
  sortOrder: number;
  title: string;
  subtitle: string;
  description: string;
  location: string;
  category: string;
  size: string;
  features: string[];
  benefits: string[];
  images: ProjectImage[];
  /** Shown among the home page's featured projects (in grid order) while public. */
  featuredOnHome: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** When it first became public; from then on its id, its public URL, never changes. */
  firstPublishedAt: Date | null;
  /** The pool as the designer draws it: its 3-D view and the start of "Design one like this". */
  design: Design | null;
  /** The owner's Spanish words (the admin's "In Spanish" fields); null when none were written. */
  spanish: ProjectSpanish | null;
}

export type NewProject = Omit<Project, "createdAt" | "updatedAt" | "firstPublishedAt" | "design" | "spanish"> & {
  design?: Design | null;
  spanish?: ProjectSpanish | null;
};
export type ProjectChanges = Partial<Omit<NewProject, "id">>;

/** The home page's featured section is one row of three cards on a desktop. */
export const HOME_FEATURED_LIMIT = 3;

export function projectPath(id: string): string {
  return `/portfolio/${id}`;
}
