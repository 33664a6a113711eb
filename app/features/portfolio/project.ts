import { z } from "zod";
import type { ProjectStatus } from "../../db/schema.ts";

/** An illustration from the build-time image manifest (`project-<id>-<n>`). */
const generatedImageSchema = z.object({
  kind: z.literal("generated"),
  key: z.string().min(1),
  alt: z.string(),
});

/** A photo the business uploaded through the admin, stored as processed variants under its id. */
const uploadedImageSchema = z.object({
  kind: z.literal("upload"),
  id: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const projectImageSchema = z.discriminatedUnion("kind", [generatedImageSchema, uploadedImageSchema]);
export const projectImagesSchema = z.array(projectImageSchema);

export type ProjectImage = z.infer<typeof projectImageSchema>;
export type { ProjectStatus };

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
  /** Position among the home page's featured projects; null when not featured. */
  featuredOnHome: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** When it first became public; from then on its id, its public URL, never changes. */
  firstPublishedAt: Date | null;
}

export type NewProject = Omit<Project, "createdAt" | "updatedAt" | "firstPublishedAt">;
export type ProjectChanges = Partial<Omit<NewProject, "id">>;

export function projectPath(id: string): string {
  return `/portfolio/${id}`;
}
