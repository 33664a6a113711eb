import type { ProjectImage } from "#app/features/portfolio/project.ts";

/** A project's words that an owner writes, and so may exist in English only. */
export type ProjectTextField = "title" | "subtitle" | "description" | "category" | "size" | "features" | "benefits";

/** A part a Spanish page shows in English: a text field or an image's alt text (`alt:<key or id>`). */
export type EnglishPart = ProjectTextField | `alt:${string}`;

/** `lang="en"` for a part left in English, so a reader (and a screen reader) knows; nothing otherwise. */
export function langOf(english: readonly EnglishPart[] | undefined, part: EnglishPart): "en" | undefined {
  return english?.includes(part) ? "en" : undefined;
}

export function altPart(image: ProjectImage): EnglishPart {
  return `alt:${image.kind === "generated" ? image.key : image.id}`;
}
