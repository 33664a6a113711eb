import { memo, type ChangeEvent, type ReactNode } from "react";
import { controlClass } from "#app/components/ui/input.tsx";
import { Part } from "#app/modules/ssr/parts.tsx";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

/**
 * The designer's form controls (./designer.tsx): a select, a number with its unit and limits, a
 * group of them, and a field's error, each tied to its field by id for screen readers.
 */

/** An option with its words in the page's language. */
export type LabelledOption = { value: string; label: string };

/** The designer's options form: its id, which the page's own hidden fields name too. */
export const DESIGN_FORM_ID = "design-form";
export const fieldId = (name: string) => `${DESIGN_FORM_ID}-${name}`;


export function ErrorText({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${fieldId(name)}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

// Fields are memoised: a change re-renders the field it changed (and any whose limits or
// errors moved), not every option list in the form.
export const Select = memo(function Select({
  name,
  label,
  options,
  value,
  error,
  choose,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly LabelledOption[];
  value: string;
  error?: string;
  /** The placeholder of a refused empty value. */
  choose: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const known = options.some((option) => option.value === value);
  return (
    <Part name={`select-${name}`} deps={[value, error]}>
      <div>
        <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <select
          id={fieldId(name)}
          name={name}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(name)}-error` : undefined}
          className={controlClass}
        >
          {/* A refused value stays selected, so the visitor sees what was sent. */}
          {known ? null : <option value={value}>{value || choose}</option>}
          <SelectOptions options={options} />
        </select>
        <ErrorText name={name} error={error} />
      </div>
    </Part>
  );
});

export const NumberInput = memo(function NumberInput({
  name,
  label,
  unit,
  value,
  min,
  max,
  step,
  error,
  onChange,
}: {
  name: string;
  label: string;
  unit: string;
  value: string;
  min: number;
  max: number;
  step: number;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const hintId = `${fieldId(name)}-hint`;
  return (
    <Part name={`number-${name}`} deps={[value, min, max, error]}>
      <div>
        <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="relative">
          <input
            id={fieldId(name)}
            name={name}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            value={value}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? `${fieldId(name)}-error` : null, hintId].filter(Boolean).join(" ")}
            className={`${controlClass} pr-14 tabular`}
          />
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 mt-0.75 -translate-y-1/2 text-sm text-muted">
            {unit}
          </span>
        </div>
        <p id={hintId} className="mt-1 text-xs text-muted">
          {min}–{max} {unit}
        </p>
        <ErrorText name={name} error={error} />
      </div>
    </Part>
  );
});

/**
 * A group of options; `wide` controls (selects with long labels) take the sidebar's full width,
 * `pairs` (short number fields) sit two to a row even on a phone.
 */
export function Group({ legend, wide, pairs, hint, children }: { legend: string; wide?: boolean; pairs?: boolean; hint?: { id: string; text: string }; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-5" aria-describedby={hint?.id}>
      <legend className="float-left mb-3 w-full text-lg font-semibold text-navy-900">{legend}</legend>
      {hint ? (
        <p id={hint.id} className="clear-left -mt-1 mb-3 text-sm text-muted">
          {hint.text}
        </p>
      ) : null}
      <div className={`clear-left grid gap-4 ${pairs ? "grid-cols-2" : "sm:grid-cols-2"} ${wide ? "lg:grid-cols-1" : ""}`}>{children}</div>
    </fieldset>
  );
}
