import { PencilRuler } from "lucide-react";
import { Link } from "react-router";

/** "Design one like this" on a project's card: the designer opened on the project's pool. */
export function DesignLikeThisLink({
  to,
  title,
  label = "Design one like this",
  titleLang,
  className = "",
}: {
  to: string;
  title: string;
  label?: string;
  /** `en` when the title is shown in English on a Spanish page. */
  titleLang?: "en";
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-1.5 font-semibold text-pool-700 underline underline-offset-4 hover:text-pool-800 ${className}`.trim()}
    >
      <PencilRuler aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">: {titleLang ? <span lang={titleLang}>{title}</span> : title}</span>
    </Link>
  );
}
