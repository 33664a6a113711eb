import { formAnchor, formPage } from "#app/features/leads/form/form-fields.ts";
import { limits } from "#app/features/leads/form/form-shape.ts";
import { TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { LeadForm, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";
import { island } from "#app/islands/island.tsx";
import type { LeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { useLeadForm, valueOf } from "#app/features/leads/components/use-lead-form.ts";

const FORM_ID = formAnchor.contact;

/** Contact page "Send Us a Message" form (docs/product.md, "Lead forms"), in the page's language. */
export function ContactForm(state: LeadFormState) {
  const form = useLeadForm("contact", state);
  const { errors, values, pending } = form;
  const { fields } = state.words.copy;
  const shared = { formId: FORM_ID };
  return (
    <LeadForm {...form} formName="contact" id={FORM_ID} action={localizedPath(formPage.contact, state.words.locale)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...shared} name="name" label={fields.name} required autoComplete="name" maxLength={limits.fullName} defaultValue={valueOf(values, "name")} error={errors.name} className="sm:col-span-2" />
        <TextField {...shared} name="email" type="email" label={fields.email} required autoComplete="email" maxLength={limits.email} defaultValue={valueOf(values, "email")} error={errors.email} />
        <TextField {...shared} name="phone" type="tel" label={fields.phone} autoComplete="tel" maxLength={limits.phone} defaultValue={valueOf(values, "phone")} error={errors.phone} />
        <TextField {...shared} name="subject" label={fields.subject} maxLength={limits.subject} defaultValue={valueOf(values, "subject")} error={errors.subject} className="sm:col-span-2" />
        <TextAreaField {...shared} name="message" label={fields.message} required maxLength={limits.message} defaultValue={valueOf(values, "message")} error={errors.message} className="sm:col-span-2" />
      </div>
      <div className="mt-6">
        <SubmitButton pending={pending} idleLabel={state.words.copy.contactSubmit} pendingLabel={state.words.copy.sending} />
      </div>
    </LeadForm>
  );
}

export const ContactFormIsland = island("contact-form", ContactForm);
