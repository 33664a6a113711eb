import { data, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/book";
import { CalendarCheck } from "lucide-react";
import { business } from "#app/config/business.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { getT, messagesFor } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { catalogPageMeta } from "#app/utils/meta.ts";
import { handleLeadAction, leadPageHeaders } from "#app/features/leads/capture/action.server.ts";
import { leadPageGuard, requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";
import { leadBodyContext } from "#app/features/leads/capture/lead-guard.server.ts";
import { RefuseLead } from "#app/features/leads/capture/store.server.ts";
import { leadActionDataFor } from "#app/features/leads/form/action-data.ts";
import { isLeadReference } from "#app/features/lead-records/reference.ts";
import { DEFAULT_RULES } from "#app/features/booking/availability.ts";
import { bookForLead, bookingLead, bookingStep, leadContact } from "#app/features/booking/book.server.ts";
import { leadFromLink } from "#app/features/lead-records/book-link.server.ts";
import { leadReference } from "#app/features/lead-records/reference.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { clientAddressContext, limitKeyOf } from "#app/modules/http/client-address.ts";
import { getEnv } from "#app/utils/env.server.ts";
import type { LeadActionData } from "#app/features/leads/form/action-data.ts";
import { chosenStart, SLOT_FIELD } from "#app/features/booking/slot-field.ts";
import { BookingPage } from "#app/features/booking/components/booking-page.tsx";
import { BookingForm, LEAD_FIELD, WEEK_FIELD } from "#app/features/booking/components/booking-form.tsx";
import { slotChoices, weekChoices } from "#app/features/booking/slot-labels.ts";
import { currentOpenSlots } from "#app/features/booking/visits.server.ts";
import { visitTime } from "#app/features/booking/visit-mail.server.tsx";

/** `/book` and its Spanish twin `/es/agendar`: pick a time for the free site visit (issue 42). */
export function meta({ location }: Route.MetaArgs) {
  return catalogPageMeta(location.pathname, "booking", { path: "/book", imageKey: "hero-home" });
}

/** The open times change with every booking: never a kept copy. A refusal says when to try again (Retry-After), as the lead forms do. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({ "Cache-Control": CACHE_CONTROL.privateNoStore, ...leadPageHeaders({ actionHeaders }) });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = getDbHandle().db;
  const at = chosenStart(url.searchParams.get("at"));
  const days = slotChoices(await currentOpenSlots(db), locale);
  return {
    days,
    weeks: weekChoices(days, locale),
    bookedAt: at === null ? null : visitTime(at, locale),
    lead: await bookingLead(db, url.searchParams.get(LEAD_FIELD), locale),
  };
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const t = useT("booking");
  const locale = useLocale();
  const copy = messagesFor(locale, "booking");
  const reply = leadActionDataFor(useActionData(), "consultation");
  const [params] = useSearchParams();
  const reference = params.get("ref");
  const booked = params.get("sent") === "consultation" && isLeadReference(reference) && loaderData.bookedAt;
  const { lead } = loaderData;
  let body;
  if (booked) {
    body = (
      <div id="booked" tabIndex={-1} role="status" className="scroll-mt-24 rounded-xl bg-aqua-100 p-5 text-ink ring-1 ring-aqua-700/30 outline-none sm:p-6">
        <p className="flex items-start gap-3 text-lg font-semibold text-navy-900">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-pool-700" />
          {t("booked.title")}
        </p>
        <p className="mt-3">
          <strong className="font-semibold">{t("booked.when")}:</strong> {loaderData.bookedAt}
        </p>
        <p className="mt-2">
          {`${t("booked.reference")} `}
          <strong className="font-semibold whitespace-nowrap tabular">{reference}</strong>
        </p>
        <p className="mt-4">{t("booked.email")}</p>
        <p className="mt-2">{t("booked.change")}</p>
      </div>
    );
  } else if (lead?.already) {
    body = (
      <div id="booked" role="status" className="rounded-xl bg-aqua-100 p-5 text-ink ring-1 ring-aqua-700/30 sm:p-6">
        <p className="flex items-start gap-3 text-lg font-semibold text-navy-900">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-pool-700" />
          {t("already", { when: lead.already.when })}
        </p>
        <p className="mt-2">
          {`${t("booked.reference")} `}
          <strong className="font-semibold whitespace-nowrap tabular">{lead.reference}</strong>
        </p>
        <p className="mt-4">
          <a href={lead.already.manage} className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
            {t("alreadyManage")}
          </a>
        </p>
      </div>
    );
  } else {
    body = (
      <BookingForm
        action={`${localizedPath("/book", locale)}${lead ? `?${LEAD_FIELD}=${encodeURIComponent(lead.token)}` : ""}`}
        days={loaderData.days}
        weeks={loaderData.weeks}
        reply={reply}
        copy={copy}
        leadCopy={messagesFor(locale, "leads")}
        noTimes={t("noTimes", { phone: business.phone.display })}
        {...(lead ? { lead: { token: lead.token, intro: t("forRequest", { reference: lead.reference }) } } : {})}
      />
    );
  }
  return (
    <BookingPage title={t("title")} intro={<p>{t("intro", { minutes: DEFAULT_RULES.visitMinutes })}</p>}>
      {body}
    </BookingPage>
  );
}

/** The lead forms' limits; every POST, a script's too, reaches the action (no lead without its visit). */
export const middleware: Route.MiddlewareFunction[] = [leadPageGuard];

/**
 * A booking is a lead (the consultation request's fields) sent through the lead pipeline, with
 * the visit reserved in the lead's own transaction (`bookingStep`). A missing or no-longer-open
 * time refuses the lead with a message on the times, and the page shows the times open now.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const t = getT(locale, "booking");
  const handle = getDbHandle();
  const params = new URLSearchParams(context.get(leadBodyContext) ?? "");
  // A week button: the page comes back on that week with what was typed, nothing sent or spent.
  if (params.has(WEEK_FIELD)) return weekReply(params);
  const start = chosenStart(params.get(SLOT_FIELD));
  const lead = await leadFromLink(handle.db, params.get(LEAD_FIELD));
  if (lead) return bookLead(request, context, lead, start, params);
  const open = start !== null && (await currentOpenSlots(handle.db)).some((slot) => slot.start === start);
  const refuse = (message: string) => async () => {
    throw new RefuseLead(SLOT_FIELD, message);
  };
  const afterStore =
    start === null ? refuse(t("pickTime")) : !open ? refuse(t("taken")) : await bookingStep(handle, start, locale, { name: params.get("firstName")?.trim() ?? "", place: params.get("location")?.trim() || null });
  const at = start === null ? "" : new Date(start).toISOString();
  return handleLeadAction(request, context, locale, {
    afterStore,
    successPath: (reference) => `${localizedPath("/book", locale)}?sent=consultation&ref=${reference}&at=${at}#booked`,
  });
}

/** The form as it was sent (its token unspent), on the week asked for. */
function weekReply(params: URLSearchParams) {
  const values: Record<string, string> = {};
  for (const [name, value] of params) if (name !== "form-token" && name !== "bot-field") values[name] = value.slice(0, 5000);
  const reply: LeadActionData = {
    leadForm: true,
    formName: "consultation",
    values,
    token: params.get("form-token"),
    carried: { ...(params.get("page") ? { page: params.get("page")!.slice(0, 300) } : {}), ...(params.get("landing") ? { landing: params.get("landing")!.slice(0, 2000) } : {}) },
  };
  return data(reply, { headers: { "Cache-Control": CACHE_CONTROL.none } });
}

/** A request already sent books its visit: only the time is read; one visit per lead. */
async function bookLead(request: Request, context: Route.ActionArgs["context"], lead: { table: LeadTable; id: number }, start: number | null, params: URLSearchParams) {
  const locale = requestLocale(request);
  const t = getT(locale, "booking");
  const page = localizedPath("/book", locale);
  const again = (status: number, message: string, extra: HeadersInit = {}) =>
    data<LeadActionData>({ leadForm: true, formName: "consultation", values: { [LEAD_FIELD]: params.get(LEAD_FIELD) ?? "" }, errors: { slot: message } }, { status, headers: { "Cache-Control": CACHE_CONTROL.none, ...extra } });
  if (start === null) return again(400, t("pickTime"));
  const env = getEnv();
  const outcome = await bookForLead(getDbHandle(), lead, start, locale, {
    bucket: `lead:${limitKeyOf(context.get(clientAddressContext))}`,
    max: env.RATE_LIMIT_MAX,
    windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  const token = encodeURIComponent(params.get(LEAD_FIELD) ?? "");
  if (outcome.kind === "already") return redirect(`${page}?${LEAD_FIELD}=${token}#booked`, 303);
  if (outcome.kind === "taken") return again(400, t("taken"));
  if (outcome.kind === "rate-limited") return again(429, getT(locale, "leads")("status.rateLimited", { phone: business.phone.display }), { "Retry-After": String(outcome.retryAfterSeconds) });
  const contact = await leadContact(getDbHandle().db, lead);
  const reference = leadReference(lead.table, lead.id, contact.createdAt);
  return redirect(`${page}?sent=consultation&ref=${reference}&at=${new Date(outcome.start).toISOString()}#booked`, 303);
}
