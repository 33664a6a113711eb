import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "outline" | "light" | "outline-light";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-pool-700 text-white hover:bg-pool-800",
  outline: "border-2 border-pool-700 text-pool-700 hover:bg-pool-50",
  light: "bg-white text-navy-900 hover:bg-sand-100",
  "outline-light": "border-2 border-white text-white hover:bg-white/10",
};

/** Classes of a button-like link; min-h-12 keeps every tap target above 44 px. */
export function buttonClass(variant: ButtonVariant = "primary", className = ""): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold transition-colors ${VARIANTS[variant]} ${className}`.trim();
}

/** An in-site link that looks like a button. */
export function ButtonLink({
  variant,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; className?: string }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
