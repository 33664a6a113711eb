import type { FieldErrors, FormName } from "#app/features/leads/form/schema.ts";

/**
 * What a lead action hands back to the page when it re-renders instead of redirecting (no
 * JavaScript): the form it concerns, its errors, the visitor's values, a fresh form token and
 * a form-level message. Read by the form components through `useActionData`.
 */
export interface LeadActionData {
  leadForm: true;
  formName?: FormName;
  errors?: FieldErrors;
  values?: Record<string, string | string[]>;
  token?: string | null;
  message?: string;
  /** The page and landing URL of the first POST, so a confirmation round trip keeps them. */
  carried?: { page?: string; landing?: string };
}

export function leadActionDataFor(value: unknown, formName: FormName): LeadActionData | undefined {
  if (typeof value !== "object" || value === null || !("leadForm" in value)) return undefined;
  const data = value as LeadActionData;
  return data.formName === formName ? data : undefined;
}
