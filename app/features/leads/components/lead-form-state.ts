import { useActionData, useSearchParams } from "react-router";
import { leadActionDataFor, type LeadActionData } from "#app/features/leads/form/action-data.ts";
import type { FormName } from "#app/features/leads/form/form-shape.ts";

/**
 * What the server knows about a lead form when it renders the page: the reply to a
 * no-JavaScript post (errors, values) and the `?sent=<form>` confirmation. The form islands
 * get it as props, since they run without React Router in the browser.
 */
export interface LeadFormState {
  reply?: LeadActionData;
  sent: boolean;
}

export function useLeadFormState(formName: FormName): LeadFormState {
  const reply = leadActionDataFor(useActionData(), formName);
  const [searchParams] = useSearchParams();
  return { ...(reply ? { reply } : {}), sent: searchParams.get("sent") === formName };
}
