import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/book-visit";
import { wideSubmitClass } from "#app/components/ui/button.tsx";
import { business } from "#app/config/business.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { leadBodyContext, leadPageGuard, requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";
import { changeVisit } from "#app/features/booking/book.server.ts";
import { chosenStart, SLOT_FIELD } from "#app/features/booking/slot-field.ts";
import { slotChoices } from "#app/features/booking/slot-labels.ts";
import { BookingPage } from "#app/features/booking/components/booking-page.tsx";
import { TimeChoice } from "#app/features/booking/components/booking-form.tsx";
import { currentOpenSlots, visitFromLink } from "#app/features/booking/visits.server.ts";
import { visitTime } from "#app/features/booking/visit-mail.server.tsx";

/**
 * `/book/visit?t=<signed link>` (Spanish `/es/agendar/visita`): the visitor's own visit, to move
 * or cancel without signing in. Opening the link changes nothing (mail scanners open links);
 * only the buttons do, and each use spends the link (book.server.ts, `changeVisit`).
 */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "booking");
  return pageMeta({ title: t("manage.metaTitle"), description: t("metaDescription", { name: business.name }), path: localizedPath("/book/visit", locale), noIndex: true });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.none, "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const done = url.searchParams.get("done");
  const at = chosenStart(url.searchParams.get("at"));
  if (done === "canceled" || (done === "moved" && at !== null)) return { done, doneAt: at === null ? null : visitTime(at, locale), visit: null, days: [] };
  const db = getDbHandle().db;
  const visit = await visitFromLink(db, url.searchParams.get("t"));
  if (!visit) return data({ done: null, doneAt: null, visit: null, days: [] }, { status: 404 });
  return { done: null, doneAt: null, visit: { when: visitTime(Date.parse(visit.starts_at), locale) }, days: slotChoices(await currentOpenSlots(db), locale) };
}

export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("booking");
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const action = `${localizedPath("/book/visit", locale)}?t=${encodeURIComponent(token)}`;
  const message = actionData?.message;
  let body;
  if (loaderData.done === "canceled") body = <p role="status">{t("manage.canceled")}</p>;
  else if (loaderData.done === "moved") body = <p role="status">{t("manage.moved", { when: loaderData.doneAt ?? "" })}</p>;
  else if (!loaderData.visit) body = <p role="alert">{t("badLink", { phone: business.phone.display })}</p>;
  else {
    body = (
      <>
        {message ? (
          <p role="alert" className="mb-5 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {message}
          </p>
        ) : null}
        <p className="text-lg font-semibold text-navy-900">{t("manage.current", { when: loaderData.visit.when })}</p>
        <form method="post" action={action} className="mt-8">
          <input type="hidden" name="intent" value="move" />
          <h2 className="text-2xl font-semibold text-navy-900">{t("manage.moveHeading")}</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.days.map((day) => (
              <fieldset key={day.label} className="rounded-xl border border-sand-200 p-3">
                <legend className="px-1 font-semibold text-navy-900">{day.label}</legend>
                <div className="grid grid-cols-3 gap-2">
                  {day.slots.map((slot) => (
                    <TimeChoice key={slot.value} slot={slot} checked={false} />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <button type="submit" className={`mt-6 ${wideSubmitClass}`}>
            {t("manage.move")}
          </button>
        </form>
        <form method="post" action={action} className="mt-12 border-t border-sand-200 pt-8">
          <input type="hidden" name="intent" value="cancel" />
          <h2 className="text-2xl font-semibold text-navy-900">{t("manage.cancelHeading")}</h2>
          <p className="mt-2 text-muted">{t("manage.cancelIntro")}</p>
          <button type="submit" className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-red-800 px-5 font-semibold text-red-800 hover:bg-red-50">
            {t("manage.cancel")}
          </button>
        </form>
      </>
    );
  }
  return <BookingPage title={t("manage.title")}>{body}</BookingPage>;
}

/** The lead forms' request limits (type, size) before anything is read. */
export const middleware: Route.MiddlewareFunction[] = [leadPageGuard];

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const t = getT(locale, "booking");
  const handle = getDbHandle();
  const page = localizedPath("/book/visit", locale);
  const visit = await visitFromLink(handle.db, new URL(request.url).searchParams.get("t"));
  const refused = () => data({ message: t("badLink", { phone: business.phone.display }) }, { status: 403, headers: { "Cache-Control": CACHE_CONTROL.none } });
  if (!visit) return refused();
  const body = new URLSearchParams(context.get(leadBodyContext) ?? "");
  const intent = body.get("intent");
  if (intent === "cancel") {
    const outcome = await changeVisit(handle, visit, { kind: "cancel" });
    return outcome.kind === "canceled" ? redirect(`${page}?done=canceled`, 303) : refused();
  }
  const start = chosenStart(body.get(SLOT_FIELD));
  if (intent !== "move" || start === null) return data({ message: t("pickTime") }, { status: 400, headers: { "Cache-Control": CACHE_CONTROL.none } });
  const outcome = await changeVisit(handle, visit, { kind: "move", start });
  if (outcome.kind === "moved") return redirect(`${page}?done=moved&at=${new Date(outcome.start).toISOString()}`, 303);
  if (outcome.kind === "taken") return data({ message: t("taken") }, { status: 409, headers: { "Cache-Control": CACHE_CONTROL.none } });
  return refused();
}
