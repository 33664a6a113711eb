import { ADMIN_HOME, LOGIN_PATH, MANAGEMENT_PATH } from "#app/config/admin-paths.ts";

/**
 * The `redirectTo` of the sign-in page, if it is one of our admin pages; anything else (another
 * site, `//evil.example`, a public page) falls back to the dashboard, so the sign-in form cannot be
 * used as an open redirect.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return ADMIN_HOME;
  }
  const url = new URL(value, "http://localhost");
  const adminPath = url.pathname.startsWith("/admin/") || url.pathname === MANAGEMENT_PATH || url.pathname.startsWith(`${MANAGEMENT_PATH}/`);
  if (url.origin !== "http://localhost" || !adminPath || url.pathname === LOGIN_PATH) return ADMIN_HOME;
  return `${url.pathname}${url.search}`;
}
