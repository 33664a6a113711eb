import { FormStatus, LeadHiddenFields, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import { ConsultationFields } from "#app/features/leads/components/consultation-fields.tsx";
import { valueOf } from "#app/features/leads/components/use-lead-form.ts";
import type { LeadActionData } from "#app/features/leads/form/action-data.ts";
import type { Messages } from "#app/i18n/resources.ts";
import { fill } from "#app/i18n/catalog.ts";

export const BOOKING_FORM_ID = "booking-form";
/** The field a week button is sent in: the page comes back on that week, nothing sent, nothing lost. */
export const WEEK_FIELD = "week";
/** The field that names the lead a booking attaches to (its signed link, `lead-link.server.ts`). */
export const LEAD_FIELD = "lead";

/** An open time as the page shows it: its start (the value sent) and its label in the visitor's language. */
export interface SlotChoice {
  value: string;
  label: string;
}

export interface BookingFormProps {
  action: string;
  days: { label: string; week: string; slots: SlotChoice[] }[];
  weeks: { key: string; label: string }[];
  reply?: LeadActionData;
  copy: Messages<"booking">;
  leadCopy: Messages<"leads">;
  noTimes: string;
  /** A request already sent: only the time is asked, and the booking attaches to it. */
  lead?: { token: string; intro: string };
}

/** The week shown: the one asked for (a week button), else the chosen time's, else the first. */
export function shownWeek(weeks: { key: string }[], days: BookingFormProps["days"], asked: string, chosen: string): string | undefined {
  if (weeks.some((week) => week.key === asked)) return asked;
  return days.find((day) => day.slots.some((slot) => slot.value === chosen))?.week ?? weeks[0]?.key;
}

/**
 * The booking page's one form (issue 42, point 1): one week of open times at a time, as radio
 * buttons grouped by day (a fieldset per day), then the consultation request's fields (not for
 * a request already sent), posted natively to the page itself with the lead forms' hidden fields;
 * it is the same with JavaScript and without. The week buttons are submit buttons of this form
 * (`week=<Monday>`): the page comes back on that week with everything typed kept, and a time
 * chosen in another week stays chosen (listed above the week).
 */
export function BookingForm({ action, days, weeks, reply, copy, leadCopy, noTimes, lead }: BookingFormProps) {
  const errors = reply?.errors ?? {};
  const values = reply?.values ?? {};
  const chosen = valueOf(values, "slot");
  const week = shownWeek(weeks, days, valueOf(values, WEEK_FIELD), chosen);
  const shown = days.filter((day) => day.week === week);
  const chosenElsewhere = chosen && !shown.some((day) => day.slots.some((slot) => slot.value === chosen)) ? days.flatMap((day) => day.slots.map((slot) => ({ ...slot, day: day.label }))).find((slot) => slot.value === chosen) : undefined;
  const weekIndex = weeks.findIndex((item) => item.key === week);
  const slotError = errors.slot ? `${BOOKING_FORM_ID}-slot-error` : undefined;
  return (
    <form id={BOOKING_FORM_ID} method="post" action={action} noValidate className="scroll-mt-24">
      {/* Enter in a field books (the form's first submit button is its default), never turns the week. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <FormStatus notice={reply?.message} errors={errors} copy={leadCopy} />
      {lead ? <input type="hidden" name={LEAD_FIELD} value={lead.token} /> : <LeadHiddenFields formName="consultation" token={reply?.token ?? ""} carried={reply?.carried} honeypotLabel={leadCopy.honeypot} />}
      <section aria-labelledby="times-heading">
        <h2 id="times-heading" className="text-2xl font-semibold text-navy-900">
          {copy.timesHeading}
        </h2>
        {lead ? <p className="mt-2 text-muted">{lead.intro}</p> : null}
        {errors.slot ? (
          <p id={slotError} className="mt-3 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {errors.slot}
          </p>
        ) : null}
        {days.length === 0 ? <p className="mt-4">{noTimes}</p> : null}
        {weeks.length > 1 ? (
          <nav aria-label={copy.week.nav} className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {weeks.map((item) => (
                <li key={item.key}>
                  <button
                    type="submit"
                    name={WEEK_FIELD}
                    value={item.key}
                    formNoValidate
                    aria-current={item.key === week ? "true" : undefined}
                    aria-label={fill(copy.week.of, { date: item.label })}
                    className="inline-flex min-h-11 min-w-11 items-center rounded-lg border border-navy-900/25 px-4 font-semibold text-navy-900 hover:border-pool-700 aria-[current]:border-pool-800 aria-[current]:bg-pool-800 aria-[current]:text-white">
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {weeks.length > 1 && weekIndex >= 0 ? <p className="mt-3 font-semibold text-navy-900">{fill(copy.week.of, { date: weeks[weekIndex]!.label })}</p> : null}
        {chosenElsewhere ? (
          <fieldset className="mt-4 rounded-xl border border-pool-700/40 p-3" aria-describedby={slotError}>
            <legend className="px-1 font-semibold text-navy-900">{chosenElsewhere.day}</legend>
            <div className="grid grid-cols-3 gap-2">
              <TimeChoice slot={chosenElsewhere} checked />
            </div>
          </fieldset>
        ) : null}
        {days.length > 0 && shown.length === 0 ? <p className="mt-4">{copy.week.empty}</p> : null}
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((day) => (
            <fieldset key={day.label} className="rounded-xl border border-sand-200 p-3" aria-describedby={slotError}>
              <legend className="px-1 font-semibold text-navy-900">{day.label}</legend>
              <div className="grid grid-cols-3 gap-2">
                {day.slots.map((slot) => (
                  <TimeChoice key={slot.value} slot={slot} checked={slot.value === chosen} />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </section>
      {lead ? null : (
        <section aria-labelledby="about-heading" className="mt-10">
          <h2 id="about-heading" className="text-2xl font-semibold text-navy-900">
            {copy.aboutYouHeading}
          </h2>
          <p className="mt-2 text-muted">{copy.aboutYouIntro}</p>
          <ConsultationFields formId={BOOKING_FORM_ID} copy={leadCopy} values={values} errors={errors} className="mt-6" />
        </section>
      )}
      <div className="mt-6">
        <SubmitButton pending={false} idleLabel={copy.submit} pendingLabel={copy.sending} />
      </div>
    </form>
  );
}

/**
 * One time: a radio button in a 44 px chip. The native circle is visually hidden (the input stays,
 * focusable and announced as a radio); the chip shows the choice by its fill and the focus by a ring,
 * so three times fit a row at 375 px in both languages ("12:00 p.m.").
 */
export function TimeChoice({ slot, checked }: { slot: SlotChoice; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-navy-900/25 px-1 text-sm font-semibold text-navy-900 hover:border-pool-700 has-[:checked]:border-pool-800 has-[:checked]:bg-pool-800 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-pool-700 has-[:focus-visible]:ring-offset-2">
      <input type="radio" name="slot" value={slot.value} defaultChecked={checked} className="sr-only" />
      <span className="tabular whitespace-nowrap">{slot.label}</span>
    </label>
  );
}
