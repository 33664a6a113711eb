import { consultationTimelineOptions, serviceTypeOptions } from "#app/features/lead-records/options.ts";
import { formAnchor } from "#app/features/leads/form/form-fields.ts";
import { limits } from "#app/features/leads/form/form-shape.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { LeadForm, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import { fill } from "#app/i18n/catalog.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { island } from "#app/islands/island.tsx";
import type { LeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { useLeadForm, valueOf } from "#app/features/leads/components/use-lead-form.ts";

const FORM_ID = formAnchor.consultation;

/**
 * Home page "Request Your Free Consultation" form (docs/product.md, "Lead forms"), in the page's
 * language. English posts to `/?index` (a bare `/` is the root's hosted-form action); the Spanish
 * home page is a plain route, `/es`.
 */
export function ConsultationForm(state: LeadFormState) {
  const form = useLeadForm("consultation", state);
  const { errors, values, pending } = form;
  const { locale, copy } = state.words;
  const { fields, options } = copy;
  const shared = { formId: FORM_ID };
  const serviceTypes = serviceTypeOptions.map(({ value }) => ({ value, label: options.serviceType[value] }));
  const timelines = consultationTimelineOptions.map(({ value }) => ({ value, label: options.consultationTimeline[value] }));
  return (
    <LeadForm {...form} formName="consultation" id={FORM_ID} action={locale === "en" ? "/?index" : localizedPath("/", locale)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...shared} name="firstName" label={fields.firstName} required autoComplete="given-name" maxLength={limits.personName} defaultValue={valueOf(values, "firstName")} error={errors.firstName} />
        <TextField {...shared} name="lastName" label={fields.lastName} required autoComplete="family-name" maxLength={limits.personName} defaultValue={valueOf(values, "lastName")} error={errors.lastName} />
        <TextField {...shared} name="email" type="email" label={fields.email} required autoComplete="email" maxLength={limits.email} defaultValue={valueOf(values, "email")} error={errors.email} />
        <TextField {...shared} name="phone" type="tel" label={fields.phone} autoComplete="tel" maxLength={limits.phone} defaultValue={valueOf(values, "phone")} error={errors.phone} />
        <TextField {...shared} name="location" label={fields.location} placeholder={fields.locationPlaceholder} autoComplete="address-level2" maxLength={limits.location} defaultValue={valueOf(values, "location")} error={errors.location} className="sm:col-span-2" />
        <SelectField {...shared} name="serviceType" label={fields.serviceType} placeholder={fields.serviceTypePlaceholder} options={serviceTypes} defaultValue={valueOf(values, "serviceType")} error={errors.serviceType} />
        <SelectField {...shared} name="timeline" label={fields.timeline} placeholder={fields.timelinePlaceholder} options={timelines} defaultValue={valueOf(values, "timeline")} error={errors.timeline} />
        <TextAreaField {...shared} name="message" label={fields.message} required placeholder={fields.projectPlaceholder} maxLength={limits.message} defaultValue={valueOf(values, "message")} error={errors.message} className="sm:col-span-2" />
      </div>
      <div className="mt-6">
        <SubmitButton pending={pending} idleLabel={copy.consultationSubmit} pendingLabel={copy.sending} />
        <p className="mt-3 text-center text-sm text-muted">{fill(copy.respondPromise, { promise: state.words.replyPromise })}</p>
      </div>
    </LeadForm>
  );
}

export const ConsultationFormIsland = island("consultation-form", ConsultationForm);
