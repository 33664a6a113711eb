import { consultationTimelineOptions, serviceTypeOptions } from "#app/features/lead-records/options.ts";
import { limits } from "#app/features/leads/form/form-shape.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { FormStatus, LeadHiddenFields, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import { valueOf } from "#app/features/leads/components/use-lead-form.ts";
import type { LeadActionData } from "#app/features/leads/form/action-data.ts";
import type { Messages } from "#app/i18n/resources.ts";

export const BOOKING_FORM_ID = "booking-form";

/** An open time as the page shows it: its start (the value sent) and its label in the visitor's language. */
export interface SlotChoice {
  value: string;
  label: string;
}

export interface BookingFormProps {
  action: string;
  days: { label: string; slots: SlotChoice[] }[];
  reply?: LeadActionData;
  copy: Messages<"booking">;
  leadCopy: Messages<"leads">;
  noTimes: string;
}

/**
 * The booking page's one form (issue 42, point 1): the open times as radio buttons grouped by
 * day (a fieldset per day), then the consultation request's fields, posted natively to the page
 * itself with the lead forms' hidden fields; it is the same with JavaScript and without.
 */
export function BookingForm({ action, days, reply, copy, leadCopy, noTimes }: BookingFormProps) {
  const errors = reply?.errors ?? {};
  const values = reply?.values ?? {};
  const chosen = valueOf(values, "slot");
  const shared = { formId: BOOKING_FORM_ID };
  const { fields, options } = leadCopy;
  const serviceTypes = serviceTypeOptions.map(({ value }) => ({ value, label: options.serviceType[value] }));
  const timelines = consultationTimelineOptions.map(({ value }) => ({ value, label: options.consultationTimeline[value] }));
  return (
    <form id={BOOKING_FORM_ID} method="post" action={action} noValidate className="scroll-mt-24">
      <FormStatus notice={reply?.message} errors={errors} copy={leadCopy} />
      <LeadHiddenFields formName="consultation" token={reply?.token ?? ""} carried={reply?.carried} honeypotLabel={leadCopy.honeypot} />
      <section aria-labelledby="times-heading">
        <h2 id="times-heading" className="text-2xl font-semibold text-navy-900">
          {copy.timesHeading}
        </h2>
        {errors.slot ? (
          <p id={`${BOOKING_FORM_ID}-slot-error`} className="mt-3 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {errors.slot}
          </p>
        ) : null}
        {days.length === 0 ? <p className="mt-4">{noTimes}</p> : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {days.map((day) => (
            <fieldset key={day.label} className="rounded-xl border border-sand-200 p-4" aria-describedby={errors.slot ? `${BOOKING_FORM_ID}-slot-error` : undefined}>
              <legend className="px-1 font-semibold text-navy-900">{day.label}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {day.slots.map((slot) => (
                  <label key={slot.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-navy-900/20 px-3 py-2 has-[:checked]:border-pool-700 has-[:checked]:bg-aqua-100">
                    <input type="radio" name="slot" value={slot.value} defaultChecked={slot.value === chosen} className="size-4 accent-pool-700" />
                    <span className="tabular">{slot.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </section>
      <section aria-labelledby="about-heading" className="mt-10">
        <h2 id="about-heading" className="text-2xl font-semibold text-navy-900">
          {copy.aboutYouHeading}
        </h2>
        <p className="mt-2 text-muted">{copy.aboutYouIntro}</p>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <TextField {...shared} name="firstName" label={fields.firstName} required autoComplete="given-name" maxLength={limits.personName} defaultValue={valueOf(values, "firstName")} error={errors.firstName} />
          <TextField {...shared} name="lastName" label={fields.lastName} required autoComplete="family-name" maxLength={limits.personName} defaultValue={valueOf(values, "lastName")} error={errors.lastName} />
          <TextField {...shared} name="email" type="email" label={fields.email} required autoComplete="email" maxLength={limits.email} defaultValue={valueOf(values, "email")} error={errors.email} />
          <TextField {...shared} name="phone" type="tel" label={fields.phone} autoComplete="tel" maxLength={limits.phone} defaultValue={valueOf(values, "phone")} error={errors.phone} />
          <TextField {...shared} name="location" label={fields.location} placeholder={fields.locationPlaceholder} autoComplete="address-level2" maxLength={limits.location} defaultValue={valueOf(values, "location")} error={errors.location} className="sm:col-span-2" />
          <SelectField {...shared} name="serviceType" label={fields.serviceType} placeholder={fields.serviceTypePlaceholder} options={serviceTypes} defaultValue={valueOf(values, "serviceType")} error={errors.serviceType} />
          <SelectField {...shared} name="timeline" label={fields.timeline} placeholder={fields.timelinePlaceholder} options={timelines} defaultValue={valueOf(values, "timeline")} error={errors.timeline} />
          <TextAreaField {...shared} name="message" label={fields.message} required placeholder={fields.projectPlaceholder} maxLength={limits.message} defaultValue={valueOf(values, "message")} error={errors.message} className="sm:col-span-2" />
        </div>
      </section>
      <div className="mt-6">
        <SubmitButton pending={false} idleLabel={copy.submit} pendingLabel={copy.sending} />
      </div>
    </form>
  );
}
