import { TextField } from "#app/components/ui/form-fields.tsx";
import { designMailFields } from "#app/features/design/design-mail-form.ts";

/** The address field of the designer's forms that mail the design (save, rendering). */
export function DesignEmailField({ formId, label, defaultValue, autoFocus, error }: { formId: string; label: string; defaultValue: string | undefined; autoFocus: boolean; error: string | undefined }) {
  return (
    <TextField
      formId={formId}
      name={designMailFields.email}
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      defaultValue={defaultValue}
      autoFocus={autoFocus}
      error={error}
    />
  );
}
