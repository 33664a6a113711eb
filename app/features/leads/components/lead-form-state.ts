import { useActionData, useSearchParams } from "react-router";
import { leadActionDataFor, type LeadActionData } from "#app/features/leads/form/action-data.ts";
import { isLeadReference } from "#app/features/lead-records/reference.ts";
import type { FormName } from "#app/features/leads/form/form-shape.ts";

/**
 * What the server knows about a lead form when it renders the page: the reply to a
 * no-JavaScript post (errors, values) and the `?sent=<form>` confirmation. The form islands
 * get it as props, since they run without React Router in the browser.
 */
export interface LeadFormState {
  reply?: LeadActionData;
  sent: boolean;
  /** The sent lead's reference (`?ref=`), shown in the confirmation. */
  reference?: string;
}

export function useLeadFormState(formName: FormName): LeadFormState {
  const reply = leadActionDataFor(useActionData(), formName);
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sent") === formName;
  const reference = searchParams.get("ref");
  return { ...(reply ? { reply } : {}), sent, ...(sent && isLeadReference(reference) ? { reference } : {}) };
}
