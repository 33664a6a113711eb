import { Form, data, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { getDb } from "#app/db/db.server.ts";
import { AccountError } from "#app/features/auth/accounts.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { NewPasswordInput } from "#app/features/auth/new-password-input.tsx";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { z } from "zod";
import { parseForm } from "#app/modules/http/parse-form.server.ts";

const PasswordChange = z.object({ current: z.string().catch(""), next: z.string().catch("") });
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#app/features/auth/passwords.server.ts";
import { roleLabels } from "#app/features/auth/roles.ts";
import { Section } from "#app/components/ui/section.tsx";
import { changeOwnPassword } from "#app/features/team/team.server.ts";
import { controlClass } from "#app/components/ui/input.tsx";
import type { Route } from "./+types/account";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";

export const meta: Route.MetaFunction = () => adminMeta("Account", "/admin/account");
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "account");
  return {
    email: user.email,
    role: roleLabels[user.role],
    passwordMin: PASSWORD_MIN_LENGTH,
    passwordMax: PASSWORD_MAX_LENGTH,
    changed: new URL(request.url).searchParams.get("done") === "password",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { user, sessionId } = await requireAdmin(request, "account");
  const submission = await parseForm(request, PasswordChange);
  // Both fields are strings by the schema's fallbacks; the password rules answer what is wrong.
  if (!submission.success) throw new Response(submission.message, { status: 400 });
  try {
    await changeOwnPassword(getDb(), user, sessionId, submission.data);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return data({ error: error.message }, { status: 400, headers: adminHeaders });
  }
  throw redirect("/admin/account?done=password");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, role, changed, passwordMin, passwordMax } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">Account</h1>
        <p className="mt-1 break-all text-muted">
          {email} · {role}
        </p>
      </div>
      <div role="status" className="empty:hidden">
        {changed ? (
          <p className="rounded-lg bg-aqua-100 p-4 text-ink ring-1 ring-aqua-700/30">
            Password changed. Your other signed-in devices have been signed out.
          </p>
        ) : null}
      </div>
      <Section title="Change your password">
        <Form method="post" className="space-y-4">
          <CsrfInput />
          <div>
            <label htmlFor="current-password" className="block text-sm font-semibold text-ink">
              Current password
            </label>
            <input id="current-password" name="current" type="password" autoComplete="current-password" required maxLength={passwordMax} className={controlClass} />
          </div>
          <div>
            <label htmlFor="new-password" className="block text-sm font-semibold text-ink">
              New password (at least {passwordMin} characters)
            </label>
            <NewPasswordInput
              id="new-password"
              name="next"
              minLength={passwordMin}
              maxLength={passwordMax}
              errorId={actionData?.error ? "account-error" : undefined}
            />
          </div>
          {actionData?.error ? (
            <p id="account-error" role="alert" className="text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          ) : null}
          <Button>
            Change password
          </Button>
        </Form>
      </Section>
    </div>
  );
}
