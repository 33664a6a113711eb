import { Phone } from "lucide-react";
import { business } from "#app/config/business.ts";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button-style.ts";

/** A phone link styled as a button: "Call (713) 555-0148" unless a label is given. */
export function CallButton({
  variant = "outline",
  label = "Call",
  className,
}: {
  variant?: ButtonVariant;
  label?: string;
  className?: string;
}) {
  return (
    <a href={business.phone.href} className={buttonClass({ variant, className })}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {label} <span className="tabular whitespace-nowrap">{business.phone.display}</span>
      </span>
    </a>
  );
}
