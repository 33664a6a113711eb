import { timingSafeEqual } from "node:crypto";
import { redirect } from "react-router";
import { LOGIN_PATH } from "#app/config/admin-paths.ts";
import { getDb } from "#app/db/db.server.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { CSRF_FIELD, CSRF_HEADER } from "#app/features/auth/csrf-field.ts";
import { isSameOriginRequest } from "#app/features/auth/request-origin.server.ts";
import { ROLE_REFUSAL, canOpen, type AdminArea } from "#app/features/auth/roles.ts";
import { readSessionToken } from "#app/features/auth/session-cookie.server.ts";
import { findSession, touchSession } from "#app/features/auth/sessions.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { logger } from "#app/utils/logger.server.ts";

export interface AdminAuth {
  user: AdminUser;
  /** The session's database id (a hash, not the cookie's secret). */
  sessionId: string;
  /** For `<CsrfInput />` and the `X-CSRF-Token` header of fetch requests. */
  csrfToken: string;
}


/**
 * For admin page loaders and actions. Without a valid session a page load redirects to the
 * sign-in page (and back afterwards); a state-changing request is answered 401, because
 * replaying a form after signing in is not something a redirect can do safely. Cross-site
 * requests and requests without the session's CSRF token are answered 403, and so is an
 * account whose role may not open `area`. Without an area only the owner passes: a new admin
 * route stays closed to staff until it names the area it belongs to.
 */
export function requireAdmin(request: Request, area?: AdminArea): Promise<AdminAuth> {
  return authorize(request, "page", area);
}

/**
 * For resource routes called by scripts or links on our pages (uploads, fetch, the CSV and JSON
 * exports): 401/403 as JSON, never a redirect; a request another site started is refused.
 */
export function requireAdminApi(request: Request, area?: AdminArea): Promise<AdminAuth> {
  return authorize(request, "api", area);
}

async function authorize(request: Request, mode: "page" | "api", area: AdminArea | undefined): Promise<AdminAuth> {
  const mutation = isMutation(request);
  if (mutation && !isSameOriginRequest(request)) throw refusal(mode, 403, "Cross-site request refused.");
  // Resource routes (downloads that write an export entry to the audit log) are only ever
  // opened from our own pages: a link on another site, followed with the Lax session cookie,
  // is refused as browsers mark it.
  if (mode === "api" && request.headers.get("Sec-Fetch-Site") === "cross-site") throw refusal(mode, 403, "Cross-site request refused.");
  const token = readSessionToken(request);
  const db = getDb();
  const session = token ? await findSession(db, token).catch(databaseAway(mode)) : null;
  if (!session) {
    if (mode === "page" && !mutation) throw redirect(loginUrl(request));
    throw refusal(mode, 401, "Your session has ended. Please sign in again.");
  }
  if (mutation && !(await verifyCsrf(request, session.csrfToken))) {
    throw refusal(mode, 403, "This form has expired. Please reload the page and try again.");
  }
  await touchSession(db, session).catch(databaseAway(mode));
  const allowed = area ? canOpen(session.user.role, area) : session.user.role === "owner";
  if (!allowed) throw refusal(mode, 403, ROLE_REFUSAL);
  return { user: session.user, sessionId: session.id, csrfToken: session.csrfToken };
}

/**
 * Whether the request carries the session's CSRF token, in the `X-CSRF-Token` header or in the
 * `csrf` form field. The form is read from a clone, so the action can still read the body.
 * Only reached with a valid session, so an anonymous client cannot make us parse its body.
 */
export async function verifyCsrf(request: Request, expected: string): Promise<boolean> {
  let presented = request.headers.get(CSRF_HEADER);
  if (presented === null && isFormBody(request)) {
    const value = await request
      .clone()
      .formData()
      .then((form) => form.get(CSRF_FIELD))
      .catch(() => null);
    presented = typeof value === "string" ? value : null;
  }
  if (presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isMutation(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

function isFormBody(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The sign-in page, remembering where to come back to (`.data` is React Router's data-request suffix). */
function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const back = `${path}${url.search}`;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: back })}`;
}

/** Retry-After of an admin request answered 503 because the database did not answer. */
export const ADMIN_RETRY_AFTER_SECONDS = 30;

/**
 * Every admin request reads its session first: when the database does not answer (within the
 * pool's timeouts, decision 033) the request is answered 503, not a 500 or a wait.
 */
function databaseAway(mode: "page" | "api") {
  return (error: unknown): never => {
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, "admin request refused: database unavailable");
    throw refusal(mode, 503, "The database is not answering just now. Please try again in a minute.", { "Retry-After": String(ADMIN_RETRY_AFTER_SECONDS) });
  };
}

function refusal(mode: "page" | "api", status: 401 | 403 | 503, message: string, extra: Record<string, string> = {}): Response {
  const headers = { "Cache-Control": CACHE_CONTROL.none, ...extra };
  if (mode === "api") return Response.json({ error: message }, { status, headers });
  return new Response(message, { status, statusText: message, headers });
}
