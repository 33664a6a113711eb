import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClass } from "#app/components/ui/input.tsx";

/**
 * Labelled form controls. An error sits right under its control, is tied to it with
 * aria-describedby and marks it aria-invalid, so a screen reader reads it when focus lands there.
 */

/** A choice of a select field. */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

interface FieldProps {
  formId: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  optionalNote?: boolean;
  className?: string;
}


function ids(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(error: string | undefined, hint: ReactNode, errorId: string, hintId: string) {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
}

export function FieldLabel({ id, label, required, optionalNote }: { id: string; label: string; required?: boolean; optionalNote?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
      {optionalNote ? <span className="font-normal text-muted"> (optional)</span> : null}
    </label>
  );
}

export function FieldMessage({ id, error, hint, hintId }: { id: string; error?: string; hint?: ReactNode; hintId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  formId,
  name,
  label,
  error,
  hint,
  required,
  optionalNote,
  className,
  type = "text",
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const { id, errorId, hintId } = ids(formId, name);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} optionalNote={optionalNote} />
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={controlClass}
        {...input}
      />
      <FieldMessage id={errorId} error={error} hint={hint} hintId={hintId} />
    </div>
  );
}

export function TextAreaField({
  formId,
  name,
  label,
  error,
  hint,
  required,
  optionalNote,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const { id, errorId, hintId } = ids(formId, name);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} optionalNote={optionalNote} />
      <textarea
        id={id}
        name={name}
        required={required}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={controlClass}
        {...textarea}
      />
      <FieldMessage id={errorId} error={error} hint={hint} hintId={hintId} />
    </div>
  );
}

export function SelectField({
  formId,
  name,
  label,
  error,
  hint,
  required,
  optionalNote,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & { options: readonly Option[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const { id, errorId, hintId } = ids(formId, name);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} optionalNote={optionalNote} />
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={controlClass}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} error={error} hint={hint} hintId={hintId} />
    </div>
  );
}
