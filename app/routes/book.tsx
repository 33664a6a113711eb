import { useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/book";
import { CalendarCheck } from "lucide-react";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { business } from "#app/config/business.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { getT, messagesFor } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { handleLeadAction } from "#app/features/leads/capture/action.server.ts";
import { leadPageGuard, requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";
import { leadBodyContext } from "#app/features/leads/capture/lead-guard.server.ts";
import { RefuseLead } from "#app/features/leads/capture/store.server.ts";
import { leadActionDataFor } from "#app/features/leads/form/action-data.ts";
import { isLeadReference } from "#app/features/lead-records/reference.ts";
import { DEFAULT_RULES } from "#app/features/booking/availability.ts";
import { bookingStep } from "#app/features/booking/book.server.ts";
import { chosenStart, SLOT_FIELD } from "#app/features/booking/slot-field.ts";
import { BookingForm } from "#app/features/booking/components/booking-form.tsx";
import { slotChoices } from "#app/features/booking/slot-labels.ts";
import { currentOpenSlots } from "#app/features/booking/visits.server.ts";
import { visitTime } from "#app/features/booking/visit-mail.server.tsx";

/** `/book` and its Spanish twin `/es/agendar`: pick a time for the free site visit (issue 42). */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "booking");
  return pageMeta({ title: t("metaTitle"), description: t("metaDescription", { name: business.name }), path: localizedPath("/book", locale), imageKey: "hero-home" });
}

/** The open times change with every booking: never a kept copy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.privateNoStore });

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const url = new URL(request.url);
  const at = chosenStart(url.searchParams.get("at"));
  return {
    days: slotChoices(await currentOpenSlots(getDbHandle().db), locale),
    bookedAt: at === null ? null : visitTime(at, locale),
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
  return (
    <>
      <PageHero badge={t("badge")} title={t("title")}>
        <p>{t("intro", { minutes: DEFAULT_RULES.visitMinutes })}</p>
      </PageHero>
      <section className="py-12 sm:py-16">
        <Container>
          <Card>
            {booked ? (
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
            ) : (
              <BookingForm
                action={localizedPath("/book", locale)}
                days={loaderData.days}
                reply={reply}
                copy={copy}
                leadCopy={messagesFor(locale, "leads")}
                noTimes={t("noTimes", { phone: business.phone.display })}
              />
            )}
          </Card>
        </Container>
      </section>
    </>
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
  const start = chosenStart(params.get(SLOT_FIELD));
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
