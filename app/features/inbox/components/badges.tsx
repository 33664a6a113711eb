import { Clock, Languages, ShieldAlert } from "lucide-react";
import type { LeadStatus } from "#app/db/schema.ts";
import type { ReplyClockView } from "#app/features/inbox/presenters.ts";

const statusColours: Record<LeadStatus, string> = {
  new: "bg-pool-50 text-pool-800 ring-pool-100",
  contacted: "bg-sand-100 text-navy-900 ring-sand-200",
  quoted: "bg-aqua-100 text-aqua-700 ring-aqua-300",
  won: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
};

export function StatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusColours[status]}`}>
      {label}
    </span>
  );
}

/** Time left against the reply promise; overdue reads in red, with the due time for reference. */
export function ReplyClockBadge({ clock }: { clock: ReplyClockView }) {
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs font-semibold tabular ${clock.overdue ? "text-red-700" : "text-navy-800"}`}
    >
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        {clock.text}
        <span className="sr-only"> against the 2-hour reply promise, due {clock.due}</span>
      </span>
    </span>
  );
}

export function SpamReason({ reason }: { reason: string }) {
  return (
    <span className="inline-flex items-start gap-1 text-xs font-medium text-red-800">
      <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>Spam: {reason}</span>
    </span>
  );
}

/** A lead that only weak signals doubt (e.g. sent within a second): shown, notified, and marked. */
export function PossibleSpam({ reason }: { reason: string }) {
  return (
    <span className="inline-flex items-start gap-1 text-xs font-medium text-amber-900">
      <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>Possible spam: {reason}</span>
    </span>
  );
}

/** A quote made in the designer, with the ballpark the visitor saw: what the owner triages by. */
export function DesignedBadge({ ballpark }: { ballpark: string }) {
  return (
    <span data-designed className="inline-flex items-center gap-1 rounded-full bg-aqua-50 px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-aqua-300 tabular">
      Designed <span aria-hidden="true">·</span>
      <span className="sr-only">, ballpark</span> {ballpark}
    </span>
  );
}

/** A lead from a Spanish page: said in words (not a colour or a flag), so it reads the same to a screen reader. */
export function LanguageBadge({ label }: { label: string }) {
  return (
    <span data-language className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-navy-900/25">
      <Languages aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}
