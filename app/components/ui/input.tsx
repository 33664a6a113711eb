import type { InputHTMLAttributes } from "react";

/**
 * The look of every text-like control (input, select, textarea): one border, focus and
 * invalid state across the public forms, the designer and the admin. `aria-invalid` drives the
 * red border, so a field marked invalid for a screen reader is marked for the eye too.
 */
export const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/80 focus:border-pool-600 aria-[invalid=true]:border-red-700";

/** A control under its label. */
export const controlClass = `mt-1.5 ${inputClass}`;

export function Input({ className = "", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={`${controlClass} ${className}`.trim()} />;
}
