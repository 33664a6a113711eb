import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "outline" | "danger";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-pool-700 text-white hover:bg-pool-800",
  outline: "border-2 border-pool-700 text-pool-700 hover:bg-pool-50",
  danger: "border-2 border-red-700 text-red-800 hover:bg-red-50",
};

/** The one submit of a short form (sign-in, each lead form): full width, 48 px tall. */
export const wideSubmitClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-pool-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-pool-800 disabled:cursor-wait disabled:opacity-80";

/**
 * The admin's form button: min-h-11 keeps the tap target above 44 px; while a form is sent
 * (`disabled`) it shows a wait cursor instead of looking broken. A button submits unless told
 * otherwise, as in HTML, so a form works without JavaScript.
 */
export function Button({
  variant = "primary",
  className = "",
  type = "submit",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      {...props}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold disabled:cursor-wait disabled:opacity-80 ${VARIANTS[variant]} ${className}`.trim()}
    />
  );
}
