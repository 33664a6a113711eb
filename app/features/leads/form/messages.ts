import { fill } from "#app/i18n/catalog.ts";
import type { FormName } from "#app/features/leads/form/schema.ts";
import type { LeadFormWords } from "#app/features/leads/components/lead-form-state.ts";

/** The confirmation's title in the form's language (said once: the panel that takes the form's place). */
export function successTitle(formName: FormName, { copy }: LeadFormWords): string {
  return copy.success[formName];
}

/** A failed send: the consultation form's own words; the others show the server's answer or the error. */
export function failureMessage(formName: FormName, { copy }: LeadFormWords, reply?: { status: number; text: string }): { title: string; description?: string } {
  if (formName === "consultation") return { title: copy.failure.title, description: copy.failure.description };
  return { title: reply ? fill(copy.failure.reply, { status: reply.status, text: reply.text.slice(0, 100) }) : copy.failure.exception };
}
