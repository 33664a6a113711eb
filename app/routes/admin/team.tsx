import { Form, data, redirect } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { getDb } from "#app/db/db.server.ts";
import { AccountError, listTeam } from "#app/features/auth/accounts.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { NewPasswordInput } from "#app/features/auth/new-password-input.tsx";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#app/features/auth/passwords.server.ts";
import { adminRoles, roleLabels } from "#app/features/auth/roles.ts";
import { Section } from "#app/components/ui/section.tsx";
import { formatLocal } from "#app/utils/time-zone.ts";
import { addMember, resetMemberPassword, setMemberDisabled } from "#app/features/team/team.server.ts";
import { controlClass } from "#app/components/ui/input.tsx";
import type { Route } from "./+types/team";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Team", "/admin/team");
export const headers: Route.HeadersFunction = () => adminHeaders;

const doneMessages = {
  added: "Account added. Give the person their password in person or by phone.",
  disabled: "Account disabled; its sessions have ended.",
  enabled: "Account enabled.",
  reset: "New password set; that account's sessions have ended.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "team");
  const team = await listTeam(getDb());
  const done = new URL(request.url).searchParams.get("done");
  return {
    selfId: user.id,
    passwordMin: PASSWORD_MIN_LENGTH,
    passwordMax: PASSWORD_MAX_LENGTH,
    members: team.map((member) => ({
      id: member.id,
      email: member.email,
      role: roleLabels[member.role],
      since: formatLocal(member.createdAt),
      disabled: member.disabledAt !== null,
    })),
    done: done && done in doneMessages ? doneMessages[done as keyof typeof doneMessages] : null,
  };
}

const memberId = z.coerce.number().int().positive();
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    email: z.string().trim().min(1, "Enter the person's e-mail address.").max(320),
    role: z.enum(adminRoles, "Choose a role."),
    password: z.string(),
  }),
  z.object({ intent: z.literal("disable"), id: memberId }),
  z.object({ intent: z.literal("enable"), id: memberId }),
  z.object({ intent: z.literal("reset"), id: memberId, password: z.string() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "team");
  const submission = await parseForm(request, ActionSchema);
  if (!submission.success) return data({ error: submission.message, id: null }, { status: 400, headers: adminHeaders });
  const input = submission.data;
  const db = getDb();
  try {
    if (input.intent === "add") await addMember(db, user, input);
    else if (input.intent === "reset") await resetMemberPassword(db, user, input.id, input.password);
    else await setMemberDisabled(db, user, input.id, input.intent === "disable");
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return data({ error: error.message, id: "id" in input ? input.id : null }, { status: 400, headers: adminHeaders });
  }
  const done = { add: "added", disable: "disabled", enable: "enabled", reset: "reset" }[input.intent];
  throw redirect(`/admin/team?done=${done}`);
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { members, selfId, done, passwordMin, passwordMax } = loaderData;
  const addError = actionData && actionData.id === null ? actionData.error : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">Team</h1>
        <p className="mt-1 text-muted">
          Owners can use everything. Staff see and work the leads only: no portfolio, pricing or team.
        </p>
      </div>

      <div role="status" className="empty:hidden">
        {done ? <p className="rounded-lg bg-aqua-100 p-4 text-ink ring-1 ring-aqua-700/30">{done}</p> : null}
      </div>

      <Section title="Accounts">
        <ul className="divide-y divide-sand-200">
          {members.map((member) => {
            const error = actionData && actionData.id === member.id ? actionData.error : null;
            return (
              <li key={member.id} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold break-all text-ink">
                    {member.email}
                    {member.id === selfId ? <span className="font-normal text-muted"> (you)</span> : null}
                  </p>
                  <p className="text-sm text-muted">
                    {member.role} · {member.disabled ? <strong className="text-red-800">Disabled</strong> : "Active"} · since {member.since}
                  </p>
                </div>
                {member.id === selfId ? null : (
                  <div className="mt-3 flex flex-wrap items-end gap-3">
                    <Form method="post">
                      <CsrfInput />
                      <input type="hidden" name="id" value={member.id} />
                      <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
                      <Button variant="outline">
                        {member.disabled ? "Enable" : "Disable"}
                        <span className="sr-only"> {member.email}</span>
                      </Button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <CsrfInput />
                      <input type="hidden" name="id" value={member.id} />
                      <input type="hidden" name="intent" value="reset" />
                      <div>
                        <label htmlFor={`reset-${member.id}`} className="block text-sm font-semibold text-ink">
                          New password for {member.email}
                        </label>
                        <NewPasswordInput
                          id={`reset-${member.id}`}
                          name="password"
                          minLength={passwordMin}
                          maxLength={passwordMax}
                          errorId={error ? `reset-${member.id}-error` : undefined}
                        />
                      </div>
                      <Button>
                        Reset password
                      </Button>
                    </Form>
                  </div>
                )}
                {error ? (
                  <p id={`reset-${member.id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title="Add an account">
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <CsrfInput />
          <input type="hidden" name="intent" value="add" />
          <div className="sm:col-span-2">
            <label htmlFor="member-email" className="block text-sm font-semibold text-ink">
              E-mail address
            </label>
            <input id="member-email" name="email" type="email" required maxLength={320} autoComplete="off" className={controlClass} />
          </div>
          <div>
            <label htmlFor="member-role" className="block text-sm font-semibold text-ink">
              Role
            </label>
            <select id="member-role" name="role" defaultValue="staff" className={controlClass}>
              <SelectOptions options={adminRoles.map((role) => ({ value: role, label: roleLabels[role] }))} />
            </select>
          </div>
          <div>
            <label htmlFor="member-password" className="block text-sm font-semibold text-ink">
              Password (at least {passwordMin} characters)
            </label>
            <NewPasswordInput
              id="member-password"
              name="password"
              minLength={passwordMin}
              maxLength={passwordMax}
              errorId={addError ? "member-error" : undefined}
            />
          </div>
          {addError ? (
            <p id="member-error" role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {addError}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button>
              Add account
            </Button>
          </div>
        </Form>
      </Section>
    </div>
  );
}
