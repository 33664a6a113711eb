import { Link } from "react-router";
import type { DashboardView } from "#app/features/dashboard/dashboard.server.ts";

type LeadItem = DashboardView["today"]["leads"][number];

/** A short list of leads, each linked to its page, with what `detail` says about it. */
export function LeadLinks({ leads, detail, empty }: { leads: LeadItem[]; detail: (lead: LeadItem) => string; empty: string }) {
  if (leads.length === 0) return <p className="mt-3 text-muted">{empty}</p>;
  return (
    <ul className="mt-3 divide-y divide-sand-100">
      {leads.map((lead) => (
        <li key={lead.key}>
          <Link to={lead.href} className="flex min-h-11 flex-wrap items-baseline justify-between gap-x-3 py-2 hover:bg-sand-50">
            <span className="font-semibold text-pool-700 underline underline-offset-4">{lead.name}</span>
            <span className="text-sm text-muted tabular">
              {lead.form} · {detail(lead)}
              {lead.possibleSpam ? " · possible spam" : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
