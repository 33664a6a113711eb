import { z } from "zod";
import { slugify } from "#app/features/portfolio/admin/slug.ts";

/** What the Add New Project and Edit Project forms send, besides images; and every form's intent. */

export const INTENTS = ["create", "update", "publish", "unpublish", "unlist", "delete", "move", "feature", "unfeature"] as const;
export type Intent = (typeof INTENTS)[number];

export const MOVE_DIRECTIONS = ["top", "up", "down", "bottom"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

const MAX_LIST_ITEMS = 30;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .default("");

/** One entry per line; blank lines dropped. */
const lines = (label: string) =>
  z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, `Each line of ${label} must be at most 200 characters.`))
        .max(MAX_LIST_ITEMS, `${label} can have at most ${MAX_LIST_ITEMS} lines.`),
    );

export const projectFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(120, "Title must be at most 120 characters.")
    .refine((title) => slugify(title) !== "", "The title needs at least one letter or digit."),
  subtitle: text(160, "Subtitle"),
  location: text(120, "Location"),
  category: text(80, "Category"),
  size: text(80, "Size"),
  description: text(2000, "Description"),
  features: lines("Features"),
  benefits: lines("Benefits"),
  // The same words in Spanish, each optional (issue 37): a blank one shows the English, marked.
  titleEs: text(120, "Spanish title"),
  subtitleEs: text(160, "Spanish subtitle"),
  categoryEs: text(80, "Spanish category"),
  sizeEs: text(80, "Spanish size"),
  descriptionEs: text(2000, "Spanish description"),
  featuresEs: lines("Spanish features"),
  benefitsEs: lines("Spanish benefits"),
});

export type ProjectFields = z.infer<typeof projectFieldsSchema>;
export type ProjectFieldName = keyof ProjectFields;

/** The form's raw text, sent back with errors so nothing typed is lost. */
export type ProjectFormValues = Record<ProjectFieldName, string>;

export const PROJECT_FIELD_NAMES: readonly ProjectFieldName[] = [
  "title",
  "subtitle",
  "location",
  "category",
  "size",
  "description",
  "features",
  "benefits",
  "titleEs",
  "subtitleEs",
  "categoryEs",
  "sizeEs",
  "descriptionEs",
  "featuresEs",
  "benefitsEs",
];

export const ALT_MAX = 250;

/** The project's images as the edit form names them: `g:<key>` or `u:<id>`. */
export function imageRef(image: { kind: "generated"; key: string } | { kind: "upload"; id: string }): string {
  return image.kind === "generated" ? `g:${image.key}` : `u:${image.id}`;
}
