import { redirect } from "react-router";
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
  return redirect("/admin/login?signedOut=1", {
    headers: { ...adminHeaders, "Set-Cookie": clearedSessionCookie(request) },
  });
}
