/**
 * The one button look, for `<button>`s (`Button`), in-site links (`ButtonLink`) and plain
 * anchors (a phone link, a link off the React Router tree): a colour (`variant`), a size, a
 * shape. Every size keeps the tap target at 44 px or more; a disabled button (a form being sent)
 * shows a wait cursor instead of looking broken.
 */
export type ButtonVariant = "primary" | "navy" | "outline" | "danger" | "danger-solid" | "light" | "outline-light";
export type ButtonSize = "sm" | "md" | "lg" | "xl";
export type ButtonShape = "pill" | "rounded";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-pool-700 text-white hover:bg-pool-800",
  /** Beside a primary action it must not compete with (the designer's "E-mail me this design"). */
  navy: "bg-navy-900 text-white hover:bg-navy-800",
  outline: "border-2 border-pool-700 text-pool-700 hover:bg-pool-50",
  danger: "border-2 border-red-700 text-red-800 hover:bg-red-50",
  "danger-solid": "bg-red-700 text-white hover:bg-red-800",
  light: "bg-white text-navy-900 hover:bg-sand-100",
  "outline-light": "border-2 border-white text-white hover:bg-white/10",
};

/** Height, padding, gap and type: `sm` a row of small actions, `md` the admin's forms, `lg` a call to action, `xl` an error page's one way out. */
const SIZES: Record<ButtonSize, Record<ButtonShape, string>> = {
  sm: { pill: "min-h-11 gap-1.5 px-4 text-sm", rounded: "min-h-11 gap-1.5 px-4 text-sm" },
  md: { pill: "min-h-11 gap-2 px-5", rounded: "min-h-11 gap-2 px-4" },
  lg: { pill: "min-h-12 gap-2 px-6 py-3 text-base", rounded: "min-h-12 gap-2 px-6 py-3 text-base" },
  xl: { pill: "min-h-12 gap-2 px-6 text-lg", rounded: "min-h-12 gap-2 px-6 text-lg" },
};

const SHAPES: Record<ButtonShape, string> = { pill: "rounded-full", rounded: "rounded-lg" };

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  /** The whole width of its column (a short form's one submit). */
  full?: boolean;
  /** Placement and extras that no option covers (margins, a shadow); never a colour or a size. */
  className?: string;
}

/** The classes of a button, whatever element carries them. */
export function buttonClass({ variant = "primary", size = "lg", shape = "pill", full = false, className = "" }: ButtonStyle = {}): string {
  return [
    "inline-flex items-center justify-center text-center font-semibold transition-colors disabled:cursor-wait disabled:opacity-80",
    SIZES[size][shape],
    SHAPES[shape],
    full ? "w-full" : "",
    VARIANTS[variant],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}
