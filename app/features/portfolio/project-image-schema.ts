import { z } from "zod";

/**
 * The images column's schema, apart from `project.ts` so that pages importing `projectPath`
 * do not carry zod to the browser; only the repository validates images.
 */

/** A picture rendered from the project's design, from the build-time image manifest (`project-<id>-<n>`). */
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
