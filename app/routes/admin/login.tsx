import { AlertCircle, LockKeyhole } from "lucide-react";
import { Form, data, redirect, useNavigation } from "react-router";
import { LOGIN_PATH } from "#app/config/admin-paths.ts";
import { AdminFrame } from "#app/routes/admin/frame/admin-frame.tsx";
import { getDb } from "#app/db/db.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { ADMIN_RETRY_AFTER_SECONDS } from "#app/features/auth/guard.server.ts";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { readBodyText } from "#app/modules/http/request-body.server.ts";
import { safeRedirectTarget } from "#app/features/auth/redirect-target.ts";
import { isSameOriginRequest } from "#app/features/auth/request-origin.server.ts";
import { readSessionToken, sessionCookie } from "#app/features/auth/session-cookie.server.ts";
import { SESSION_ABSOLUTE_MS, findSession } from "#app/features/auth/sessions.server.ts";
import { signIn } from "#app/features/auth/sign-in.server.ts";
import { controlClass } from "#app/components/ui/input.tsx";
import type { Route } from "./+types/login";
import { adminHandle, adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { wideSubmitClass } from "#app/components/ui/button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Sign in", LOGIN_PATH);
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...adminHeaders, "Retry-After": retryAfter } : adminHeaders;
};
export const handle = adminHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  const token = readSessionToken(request);
  // While the database does not answer, the form is shown; signing in then says why it cannot.
  if (token && (await findSession(getDb(), token).catch(() => null))) throw redirect(redirectTo);
  return { redirectTo, signedOut: url.searchParams.has("signedOut") };
}

/** An e-mail, a password and a return path: a few KB at most, refused before anything is parsed. */
const SIGN_IN_MAX_BODY_BYTES = 4096;

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) throw refusal(403, "Cross-site request refused.");
  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    throw refusal(415, "Send the sign-in form as application/x-www-form-urlencoded.");
  }
  const body = await readBodyText(context, request, SIGN_IN_MAX_BODY_BYTES);
  if (body === "too-large") throw refusal(413, "The sign-in form is too large.");
  if (body === "aborted") throw refusal(400, "The sign-in form did not arrive completely.");
  const form = new URLSearchParams(body);
  const email = form.get("email") ?? "";
  const result = await signIn(getDb(), {
    email,
    password: form.get("password") ?? "",
    address: context.get(clientAddressContext),
    previousToken: readSessionToken(request),
    request,
  }).catch((error: unknown) => {
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, "sign-in refused: database unavailable");
    return null;
  });
  if (!result) {
    const headers: HeadersInit = { ...adminHeaders, "Retry-After": String(ADMIN_RETRY_AFTER_SECONDS) };
    return data({ error: "The database is not answering just now. Please try again in a minute.", email }, { status: 503, headers });
  }
  if (!result.ok) {
    const headers: HeadersInit = { ...adminHeaders, ...(result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {}) };
    return data({ error: result.message, email }, { status: result.retryAfterSeconds ? 429 : 401, headers });
  }
  const headers = new Headers(adminHeaders);
  headers.append("Set-Cookie", sessionCookie(request, result.token, SESSION_ABSOLUTE_MS / 1000));
  headers.append("Set-Cookie", result.deviceCookie);
  return redirect(safeRedirectTarget(form.get("redirectTo")), { headers });
}

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AdminFrame>
      <div className="bg-sand-50 px-4 py-12 sm:py-20">
        <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-full bg-pool-50 text-pool-700">
              <LockKeyhole aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-bold text-navy-900">Admin sign-in</h1>
          </div>
          {loaderData.signedOut && !actionData ? (
            <p role="status" className="mt-5 rounded-lg border border-aqua-700/30 bg-aqua-100 px-4 py-3 text-sm text-ink">
              You are signed out.
            </p>
          ) : null}
          <div role="alert" className="empty:hidden">
            {actionData?.error ? (
              <p className="mt-5 flex gap-3 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-sm text-red-800">
                <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
                <span>{actionData.error}</span>
              </p>
            ) : null}
          </div>
          <Form method="post" className="mt-6 space-y-5">
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <div>
              <label htmlFor="login-email" className="block text-sm font-semibold text-ink">
                E-mail address
              </label>
              <input
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={320}
                defaultValue={actionData?.email}
                aria-invalid={actionData?.error ? true : undefined}
                className={controlClass}
              />
            </div>
            <div>
              <label htmlFor="login-password" className="block text-sm font-semibold text-ink">
                Password
              </label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={256}
                aria-invalid={actionData?.error ? true : undefined}
                className={controlClass}
              />
            </div>
            <button
              type="submit"
              disabled={submitting}
              className={wideSubmitClass}
            >
              {submitting ? "Signing in..." : "Sign in"}
            </button>
          </Form>
        </div>
      </div>
    </AdminFrame>
  );
}
