import { redirect } from "react-router";
import { LOGIN_PATH } from "~/config/admin-paths";
import { clientError } from "~/features/http/request-body.server";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { clearedSessionCookie, readSessionToken } from "~/features/auth/session-cookie.server";
import { deleteSession } from "~/features/auth/sessions.server";
import type { Route } from "./+types/logout";
import { adminHeaders } from "./admin-page";

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
