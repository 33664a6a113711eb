import { fill } from "#app/i18n/catalog.ts";
import type { FormName } from "#app/features/leads/form/schema.ts";
import type { LeadFormWords } from "#app/features/leads/components/lead-form-state.ts";

/** Toast titles and descriptions in the form's language; the reply promise is the one every page states. */
export function successMessage(formName: FormName, { copy, replyPromise }: LeadFormWords): { title: string; description?: string } {
  const title = copy.success[formName];
  return formName === "consultation" ? { title, description: fill(copy.success.consultationDescription, { promise: replyPromise }) } : { title };
}

/** A failed send: the consultation form's own words; the others show the server's answer or the error. */
export function failureMessage(formName: FormName, { copy }: LeadFormWords, reply?: { status: number; text: string }): { title: string; description?: string } {
  if (formName === "consultation") return { title: copy.failure.title, description: copy.failure.description };
  return { title: reply ? fill(copy.failure.reply, { status: reply.status, text: reply.text.slice(0, 100) }) : copy.failure.exception };
}
