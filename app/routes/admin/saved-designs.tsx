import { Bookmark, Trash2 } from "lucide-react";
import { Form, redirect } from "react-router";
import { z } from "zod";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { ROLE_REFUSAL, canOpen } from "#app/features/auth/roles.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { SAVED_DESIGNS_PATH } from "#app/config/admin-paths.ts";
import { getDb, getDbHandle } from "#app/db/db.server.ts";
import { eraseVisitor } from "#app/features/inbox/privacy.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { InboxTabs } from "#app/features/inbox/components/inbox-tabs.tsx";
import { LanguageBadge } from "#app/features/inbox/components/badges.tsx";
import { languageMarker } from "#app/features/inbox/presenters.ts";
import { savedDesignKind } from "#app/features/lead-records/lead-kinds.ts";
import { SAVED_DESIGNS_SHOWN, listSavedDesigns } from "#app/features/saved-designs/saved-designs-list.server.ts";
import { mailtoHref } from "#app/utils/email-address.ts";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import type { Route } from "./+types/saved-designs";

export const meta: Route.MetaFunction = () => adminMeta("Saved designs", SAVED_DESIGNS_PATH);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "leads");
  const { total, items } = await listSavedDesigns(getDb());
  return {
    total,
    items: items.map((item) => ({ ...item, language: languageMarker(item) })),
    limit: SAVED_DESIGNS_SHOWN,
    canErase: canOpen(user.role, "privacy"),
  };
}

const EraseSchema = z.object({ intent: z.literal("erase"), id: z.coerce.number().int().positive() });

/** A privacy request: only the owner erases, as on a lead's page, and the same way: the visitor, with every record of their e-mail address. */
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "leads");
  if (!canOpen(user.role, "privacy")) throw new Response(ROLE_REFUSAL, { status: 403 });
  const submission = await parseForm(request, EraseSchema);
  if (!submission.success) throw new Response("Unknown action", { status: 400 });
  if (!(await eraseVisitor(getDbHandle(), user, { table: "saved_designs", id: submission.data.id }))) throw new Response("Not found", { status: 404 });
  throw redirect(SAVED_DESIGNS_PATH);
}

/** The inbox's "Saved designs" tab: leads of their own kind, not on the reply clock; the owner erases one on request. */
export default function SavedDesigns({ loaderData }: Route.ComponentProps) {
  const { total, items, limit, canErase } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">Leads</h1>
        <p className="mt-1 text-muted tabular">
          {total === 1 ? "1 saved design" : `${total} saved designs`}
          {total > limit ? `, the newest ${limit} shown` : ""}. Visitors who e-mailed themselves a design: no reply is
          promised, and each gets at most one reminder.
        </p>
        {canErase ? (
          <p className="mt-1 text-sm text-muted">
            Erase answers a privacy request: it removes everything stored about that e-mail address for good (its saved
            designs, and any lead with it, with their notes and messages); a lead's page lists it all before you confirm.
          </p>
        ) : null}
      </div>
      <InboxTabs current="saved" />
      {items.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-card ring-1 ring-navy-900/5">
          <Bookmark aria-hidden="true" className="mx-auto size-8 text-pool-700" />
          <p className="mt-3 font-semibold text-navy-900">No saved designs yet.</p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Saved designs">
          {items.map((item) => (
            <li key={item.id} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5 sm:p-5" data-testid="saved-design-item">
              <p className="text-sm font-semibold text-pool-700">
                {savedDesignKind.label} · {item.savedAt}
              </p>
              <p className="mt-1 font-semibold text-navy-900 break-words">
                <a href={mailtoHref(item.email)} className="underline underline-offset-4">
                  {item.email}
                </a>
              </p>
              {item.language ? (
                <p className="mt-1">
                  <LanguageBadge label={item.language} />
                </p>
              ) : null}
              <p className="mt-1 text-ink">{item.description}</p>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-muted">Ballpark</dt>
                <dd className="tabular">{item.ballpark}</dd>
                <dt className="font-semibold text-muted">Reminder</dt>
                <dd>{item.reminder}</dd>
                {item.rendering ? (
                  <>
                    <dt className="font-semibold text-muted">Photoreal rendering</dt>
                    <dd data-testid="saved-design-rendering" className={item.rendering.failed ? "font-semibold text-red-800" : undefined}>
                      {item.rendering.time === "dusk" ? "Dusk" : "Day"}: {item.rendering.state}
                      {item.rendering.pageHref ? (
                        <>
                          {" "}
                          <a href={item.rendering.pageHref} className="font-semibold text-pool-700 underline underline-offset-4">
                            Its page
                          </a>
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
              </dl>
              <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
                {item.designHref ? (
                  <a href={item.designHref} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                    Open the design<span className="sr-only"> saved {item.savedAt}</span>
                  </a>
                ) : null}
                {canErase ? (
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="erase" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50">
                      <Trash2 aria-hidden="true" className="size-4" />
                      Erase<span className="sr-only"> everything stored about {item.email}</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
