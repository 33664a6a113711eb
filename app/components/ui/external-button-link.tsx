import { ExternalLink } from "lucide-react";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button-link.tsx";

/** A link to another site, opened in a new tab; screen readers are told so. */
export function ExternalButtonLink({
  href,
  children,
  variant,
  className,
}: {
  href: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, className)}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
