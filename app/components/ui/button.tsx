import type { ButtonHTMLAttributes } from "react";
import { type ButtonShape, type ButtonSize, type ButtonVariant, buttonClass } from "#app/components/ui/button-style.ts";

/** The one submit of a short form (sign-in, each lead form): full width, 48 px tall. */
export const wideSubmitClass = buttonClass({ shape: "rounded", full: true, className: "shadow-sm" });

/**
 * A form button (the admin's by default: 44 px, rounded corners). A button submits unless told
 * otherwise, as in HTML, so a form works without JavaScript.
 */
export function Button({
  variant = "primary",
  size = "md",
  shape = "rounded",
  full = false,
  className = "",
  type = "submit",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; shape?: ButtonShape; full?: boolean }) {
  return <button type={type} {...props} className={buttonClass({ variant, size, shape, full, className })} />;
}
