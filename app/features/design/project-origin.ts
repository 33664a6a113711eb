/**
 * Where a design started: a portfolio project's "Design one like this" opens the designer with
 * `from=<project id>`, the designer carries it in its form, and a quote sent from it stores it
 * (decision 028). Only the id travels; the portfolio knows the rest.
 */

/** The designer's query key that says which portfolio project a design started from. */
export const FROM_PROJECT_PARAM = "from";

/** A project id as it appears in a URL: the slug alphabet, bounded. */
export const PROJECT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** The project a query names as its origin, if the name is a well-formed id. */
export function projectOriginOf(params: URLSearchParams): string | null {
  const id = params.get(FROM_PROJECT_PARAM);
  return id && PROJECT_ID_PATTERN.test(id) ? id : null;
}

/** The query with its origin appended (none: unchanged). */
export function withProjectOrigin(query: string, projectId: string | null | undefined): string {
  return projectId ? `${query}&${new URLSearchParams({ [FROM_PROJECT_PARAM]: projectId })}` : query;
}
