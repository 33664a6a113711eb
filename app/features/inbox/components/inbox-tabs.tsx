import { Link } from "react-router";
import { LEADS_PATH, SAVED_DESIGNS_PATH } from "#app/config/admin-paths.ts";

/**
 * The inbox's two lists: requests (the forms, each on the reply clock) and saved designs (a
 * visitor's "E-mail me this design", never urgent), so one never hides in the other.
 */
export function InboxTabs({ current }: { current: "requests" | "saved" }) {
  const tab = (href: string, label: string, active: boolean) => (
    <Link
      to={href}
      aria-current={active ? "page" : undefined}
      className={`inline-flex min-h-11 items-center border-b-4 px-3 font-semibold ${active ? "border-pool-700 text-navy-900" : "border-transparent text-pool-700 hover:border-slate-300"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Inbox lists" className="flex gap-2 border-b border-slate-200">
      {tab(LEADS_PATH, "Requests", current === "requests")}
      {tab(SAVED_DESIGNS_PATH, "Saved designs", current === "saved")}
    </nav>
  );
}
