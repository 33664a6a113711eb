import { CircleCheck } from "lucide-react";

/** A bulleted list with check marks; the marks are decoration, the list semantics stay. */
export function CheckList({
  items,
  className = "",
  tone = "light",
  lang,
}: {
  items: readonly string[];
  className?: string;
  tone?: "light" | "dark";
  /** The items' language when it is not the page's (an owner's English words on a Spanish page). */
  lang?: string;
}) {
  const iconColour = tone === "dark" ? "text-aqua-300" : "text-aqua-700";
  return (
    <ul lang={lang} className={`space-y-3 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconColour}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
