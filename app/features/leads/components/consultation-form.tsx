import { formAnchor } from "#app/features/leads/form/form-fields.ts";
import { LeadForm, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import { ConsultationFields } from "#app/features/leads/components/consultation-fields.tsx";
import { fill } from "#app/i18n/catalog.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { island } from "#app/islands/island.tsx";
import type { LeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { useLeadForm } from "#app/features/leads/components/use-lead-form.ts";

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
  return (
    <LeadForm {...form} formName="consultation" id={FORM_ID} action={locale === "en" ? "/?index" : localizedPath("/", locale)}>
      <ConsultationFields formId={FORM_ID} copy={copy} values={values} errors={errors} />
      <div className="mt-6">
        <SubmitButton pending={pending} idleLabel={copy.consultationSubmit} pendingLabel={copy.sending} />
        <p className="mt-3 text-center text-sm text-muted">{fill(copy.respondPromise, { promise: state.words.replyPromise })}</p>
      </div>
    </LeadForm>
  );
}

export const ConsultationFormIsland = island("consultation-form", ConsultationForm);
