import type { z } from "zod";
import { readForm } from "#app/modules/http/request-body.server.ts";

/**
 * A submitted form checked against its schema: the data, or every field's first error with the
 * values as sent (for the form to show again). Text fields only: uploads have their own reader.
 */
export type FormSubmission<T> =
  | { success: true; data: T; values: Record<string, string> }
  | { success: false; errors: Record<string, string>; message: string; values: Record<string, string> };

/**
 * The one way an admin action reads its form: the shared body reader (415 for a body that is
 * not a form, 400 for one that does not parse, never a 500), then the schema. `field` names the
 * form field an issue concerns, where the schema's shape is not the form's.
 */
export async function parseForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { field = (path) => path.map(String).join(".") }: { field?: (path: readonly PropertyKey[]) => string } = {},
): Promise<FormSubmission<z.output<Schema>>> {
  const form = await readForm(request);
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return { success: true, data: parsed.data, values };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[field(issue.path)] ??= issue.message;
  return { success: false, errors, message: parsed.error.issues[0]?.message ?? "Please check the form.", values };
}
