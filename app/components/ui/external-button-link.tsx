import { ExternalLink } from "lucide-react";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button-style.ts";
import { useT } from "#app/i18n/use-locale.ts";

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
  const t = useT("common");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant, className })}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t("newTab").trim()}</span>
    </a>
  );
}
