import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldLabel } from "#app/components/ui/form-fields.tsx";
import { controlClass } from "#app/components/ui/input.tsx";

/**
 * Labelled admin form controls. An error sits under its control, is tied to it with
 * aria-describedby and marks it aria-invalid, so a screen reader reads it with the field.
 */


interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextInput({
  id,
  label,
  error,
  hint,
  required,
  className,
  type = "text",
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...input}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...textarea}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
