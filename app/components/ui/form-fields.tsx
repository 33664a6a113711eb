import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClass } from "#app/components/ui/input.tsx";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

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
  /** Words after the label of an optional field, in the page's language: " (optional)". */
  optionalNote?: string;
  className?: string;
}


function ids(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(error: string | undefined, hint: ReactNode, errorId: string, hintId: string) {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
}

export function FieldLabel({ id, label, required, optionalNote }: { id: string; label: string; required?: boolean; optionalNote?: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
      {optionalNote ? <span className="font-normal text-muted">{optionalNote}</span> : null}
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

/** What a field hands its control: its id and name, and the attributes that tie it to its messages. */
interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

/** The label, the control (drawn by `children` with the props it needs) and the hint and error under it. */
function Field({ formId, name, label, error, hint, required, optionalNote, className, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const { id, errorId, hintId } = ids(formId, name);
  const control: ControlProps = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error, hint, errorId, hintId),
    className: controlClass,
  };
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} optionalNote={optionalNote} />
      {children(control)}
      <FieldMessage id={errorId} error={error} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A field's own props apart from those its control passes through. */
function splitField<Props extends FieldProps>({ formId, name, label, error, hint, required, optionalNote, className, ...control }: Props) {
  return [{ formId, name, label, error, hint, required, optionalNote, className }, control] as const;
}

export function TextField({ type = "text", ...props }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const [field, input] = splitField(props);
  return <Field {...field}>{(control) => <input type={type} {...control} {...input} />}</Field>;
}

export function TextAreaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const [field, textarea] = splitField(props);
  return <Field {...field}>{(control) => <textarea rows={5} {...control} {...textarea} />}</Field>;
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly Option[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/**
 * The honeypot every public form carries (`bot-field`): hidden from people and assistive
 * technology, filled in by naive bots, whose post is then stored as spam or refused.
 */
export function HoneypotField({ label, name = "bot-field" }: { label: string; name?: string }) {
  return (
    <p hidden>
      <label>
        {label} <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </p>
  );
}
