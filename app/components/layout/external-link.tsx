import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { useT } from "#app/i18n/use-locale.ts";

interface ExternalLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  /** Show the small arrow-out-of-box icon after the text. */
  showIcon?: boolean;
}

/**
 * A link to another site. It opens a new tab (our pages stay where the visitor left them),
 * cannot reach back into our window (noopener) and sends no referrer; screen readers hear that
 * it opens a new tab.
 */
export function ExternalLink({ children, showIcon = true, ...props }: ExternalLinkProps) {
  const t = useT("common");
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{t("newTab")}</span>
      {showIcon && <ExternalLinkIcon className="ml-1 inline size-3.5 align-[-0.1em]" aria-hidden="true" />}
    </a>
  );
}
