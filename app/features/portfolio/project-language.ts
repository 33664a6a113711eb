import { z } from "zod/mini";
import type { ProjectImage } from "#app/features/portfolio/project-image-schema.ts";

/** A project's words that an owner writes, and so may exist in English only. */
export type ProjectTextField = "title" | "subtitle" | "description" | "category" | "size" | "features" | "benefits";

/** The fields of a project's words, each in one language. */
export const PROJECT_TEXT_FIELDS: readonly ProjectTextField[] = ["title", "subtitle", "description", "category", "size", "features", "benefits"];

/** The owner's Spanish words for a project: any of its text fields, the others falling back to English. */
export type ProjectSpanish = Partial<{ [F in ProjectTextField]: F extends "features" | "benefits" ? string[] : string }>;

const spanishSchema = z.partial(
  z.object({
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    category: z.string(),
    size: z.string(),
    features: z.array(z.string()),
    benefits: z.array(z.string()),
  }),
);

/** The stored column back to the words, or null (none, or unreadable: the page then shows the English). */
export function readProjectSpanish(value: unknown): ProjectSpanish | null {
  if (typeof value !== "string" || value === "") return null;
  try {
    const parsed = spanishSchema.safeParse(JSON.parse(value));
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A part a Spanish page shows in English: a text field or an image's alt text (`alt:<key or id>`). */
export type EnglishPart = ProjectTextField | `alt:${string}`;

/** `lang="en"` for a part left in English, so a reader (and a screen reader) knows; nothing otherwise. */
export function langOf(english: readonly EnglishPart[] | undefined, part: EnglishPart): "en" | undefined {
  return english?.includes(part) ? "en" : undefined;
}

export function altPart(image: ProjectImage): EnglishPart {
  return `alt:${image.kind === "generated" ? image.key : image.id}`;
}
