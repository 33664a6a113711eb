import type { Design } from "#app/features/design/model.ts";
import { FROM_PROJECT_PARAM, withProjectOrigin } from "#app/features/design/project-origin.ts";
import { designPath, designQueryKeys, parseDesignQuery } from "#app/features/design/query.ts";

export { FROM_PROJECT_PARAM, PROJECT_ID_PATTERN } from "#app/features/design/project-origin.ts";

/** The designer's query key of the owner editing a project's design ("Save to project"). */
export const EDIT_PROJECT_PARAM = "project";

/** A stored design query back to a design; null when there is none or it is no longer sound. */
export function readStoredDesign(query: string | null): Design | null {
  if (!query) return null;
  const parsed = parseDesignQuery(new URLSearchParams(query));
  return Object.keys(parsed.errors).length === 0 ? parsed.design : null;
}

/**
 * A design sent from the designer's form: every key one of the designer's own (or the two
 * project keys), a shape given, every value sound. Null otherwise: a half-read query would be
 * a pool the owner never drew.
 */
export function designFromForm(params: URLSearchParams): Design | null {
  const known: readonly string[] = [...designQueryKeys, FROM_PROJECT_PARAM, EDIT_PROJECT_PARAM];
  if (!params.has("shape") || [...params.keys()].some((key) => !known.includes(key))) return null;
  const parsed = parseDesignQuery(params);
  return Object.keys(parsed.errors).length === 0 ? parsed.design : null;
}

/** "Design one like this": the designer opened on the project's pool, remembering where it started. */
export function designLikeThisPath(projectId: string, design: Design): string {
  return withProjectOrigin(designPath(design), projectId);
}

/** The owner's "Open in the designer" for a project: its pool (or the default one) with "Save to project". */
export function editProjectDesignPath(projectId: string, design: Design | null): string {
  const params = new URLSearchParams({ [EDIT_PROJECT_PARAM]: projectId });
  return design ? `${designPath(design)}&${params}` : `/design?${params}`;
}
