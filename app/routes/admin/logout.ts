import { redirect } from "react-router";
import { LOGIN_PATH } from "#app/config/admin-paths.ts";
import { clientError } from "#app/modules/http/request-body.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { clearedSessionCookie, readSessionToken } from "#app/features/auth/session-cookie.server.ts";
import { deleteSession } from "#app/features/auth/sessions.server.ts";
import type { Route } from "./+types/logout";
import { adminHeaders } from "#app/routes/admin/admin-page.ts";

/** Sign out: a POST with the session's CSRF token (a cross-site page must not be able to sign us out). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, "account");
  const token = readSessionToken(request);
  if (token) await deleteSession(getDb(), token);
  return redirect(`${LOGIN_PATH}?signedOut=1`, {
    headers: { ...adminHeaders, "Set-Cookie": clearedSessionCookie(request) },
  });
}

/** Signing out changes state, so a link or a typed address cannot do it. */
export function loader() {
  throw clientError(405, "Sign out with the Sign out button (a POST request).", { Allow: "POST" });
}
