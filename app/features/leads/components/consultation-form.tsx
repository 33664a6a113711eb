import { replyPromise } from "#app/config/claims.ts";
import { consultationTimelineOptions, serviceTypeOptions } from "#app/features/lead-records/options.ts";
import { formAnchor } from "#app/features/leads/form/form-fields.ts";
import { limits } from "#app/features/leads/form/form-shape.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { LeadForm, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import { island } from "#app/islands/island.tsx";
import type { LeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { useLeadForm, valueOf } from "#app/features/leads/components/use-lead-form.ts";

const FORM_ID = formAnchor.consultation;

/** Home page "Request Your Free Consultation" form (docs/product.md, "Lead forms"). */
export function ConsultationForm(state: LeadFormState) {
  const form = useLeadForm("consultation", state);
  const { errors, values, pending } = form;
  const shared = { formId: FORM_ID };
  return (
    <LeadForm {...form} formName="consultation" id={FORM_ID} action="/?index">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...shared} name="firstName" label="First Name" required autoComplete="given-name" maxLength={limits.personName} defaultValue={valueOf(values, "firstName")} error={errors.firstName} />
        <TextField {...shared} name="lastName" label="Last Name" required autoComplete="family-name" maxLength={limits.personName} defaultValue={valueOf(values, "lastName")} error={errors.lastName} />
        <TextField {...shared} name="email" type="email" label="Email" required autoComplete="email" maxLength={limits.email} defaultValue={valueOf(values, "email")} error={errors.email} />
        <TextField {...shared} name="phone" type="tel" label="Phone" autoComplete="tel" maxLength={limits.phone} defaultValue={valueOf(values, "phone")} error={errors.phone} />
        <TextField {...shared} name="location" label="Location" placeholder="City or neighborhood" autoComplete="address-level2" maxLength={limits.location} defaultValue={valueOf(values, "location")} error={errors.location} className="sm:col-span-2" />
        <SelectField {...shared} name="serviceType" label="Service Type" placeholder="Select a service" options={serviceTypeOptions} defaultValue={valueOf(values, "serviceType")} error={errors.serviceType} />
        <SelectField {...shared} name="timeline" label="Timeline" placeholder="Select a timeline" options={consultationTimelineOptions} defaultValue={valueOf(values, "timeline")} error={errors.timeline} />
        <TextAreaField {...shared} name="message" label="Message" required placeholder="Tell us about your project" maxLength={limits.message} defaultValue={valueOf(values, "message")} error={errors.message} className="sm:col-span-2" />
      </div>
      <div className="mt-6">
        <SubmitButton pending={pending} idleLabel="Request Free Consultation & Quote" pendingLabel="Sending..." />
        <p className="mt-3 text-center text-sm text-muted">We&apos;ll respond {replyPromise}</p>
      </div>
    </LeadForm>
  );
}

export const ConsultationFormIsland = island("consultation-form", ConsultationForm);
