import { buttonClass } from "#app/components/ui/button-style.ts";
import { Mail, Phone } from "lucide-react";
import { Form, Link } from "react-router";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import type { LeadListItem } from "#app/features/inbox/presenters.ts";
import { DesignedBadge, LanguageBadge, PossibleSpam, ReplyClockBadge, SpamReason, StatusBadge } from "#app/features/inbox/components/badges.tsx";
import { mailtoHref } from "#app/utils/email-address.ts";

/**
 * The inbox rows: a table from the large breakpoint, cards below it (six columns do not fit a
 * phone). Both come from the same items; only one is displayed at a time.
 */
export function LeadList({ leads }: { leads: LeadListItem[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Leads, newest first</caption>
          <thead className="bg-sand-100 text-xs font-semibold tracking-wide text-navy-900 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Type</th>
              <th scope="col" className="px-4 py-3">Name</th>
              <th scope="col" className="px-4 py-3">Contact</th>
              <th scope="col" className="px-4 py-3">What they want</th>
              <th scope="col" className="px-4 py-3">Age</th>
              <th scope="col" className="px-4 py-3">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-900/10">
            {leads.map((lead) => (
              <tr key={lead.key} className="align-top">
                <td className="px-4 py-5 whitespace-nowrap text-muted">{lead.type}</td>
                <td className="px-4 py-3">
                  <Link to={lead.href} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline-offset-4 hover:underline">
                    {lead.name}
                  </Link>
                  {lead.spamReason ? (
                    <div className="mt-1">
                      <SpamReason reason={lead.spamReason} />
                    </div>
                  ) : null}
                  {lead.possibleSpam ? (
                    <div className="mt-1">
                      <PossibleSpam reason={lead.possibleSpam} />
                    </div>
                  ) : null}
                  {lead.language ? (
                    <div className="mt-1">
                      <LanguageBadge label={lead.language} />
                    </div>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <ContactLinks lead={lead} />
                </td>
                <td className="max-w-xs px-4 py-5 text-ink">
                  {lead.designed ? (
                    <div className="mb-1">
                      <DesignedBadge ballpark={lead.designed} />
                    </div>
                  ) : null}
                  {lead.want}
                </td>
                <td className="px-4 py-5 whitespace-nowrap text-muted tabular">
                  <span title={lead.received}>{lead.age}</span>
                  <span className="sr-only"> (received {lead.received})</span>
                </td>
                <td className="px-4 py-5">
                  <div className="flex flex-col items-start gap-1.5">
                    <StatusBadge status={lead.status} label={lead.statusLabel} />
                    {lead.reply ? <ReplyClockBadge clock={lead.reply} /> : null}
                    {lead.spamReason ? <ReleaseButton lead={lead} /> : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 lg:hidden">
        {leads.map((lead) => (
          <li key={lead.key} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">{lead.type}</p>
                <Link
                  to={lead.href}
                  className="mt-0.5 inline-flex min-h-11 items-center text-lg font-semibold text-pool-700 underline-offset-4 hover:underline"
                >
                  {lead.name}
                </Link>
              </div>
              <p className="shrink-0 text-sm text-muted tabular">
                {lead.age}
                <span className="sr-only"> (received {lead.received})</span>
              </p>
            </div>
            {lead.designed ? (
              <div className="mt-1">
                <DesignedBadge ballpark={lead.designed} />
              </div>
            ) : null}
            <p className="mt-1 text-sm text-ink">{lead.want}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <StatusBadge status={lead.status} label={lead.statusLabel} />
              {lead.language ? <LanguageBadge label={lead.language} /> : null}
              {lead.reply ? <ReplyClockBadge clock={lead.reply} /> : null}
              {lead.spamReason ? <SpamReason reason={lead.spamReason} /> : null}
              {lead.possibleSpam ? <PossibleSpam reason={lead.possibleSpam} /> : null}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {lead.phone ? (
                <a href={`tel:${lead.phone}`} className={chipClass}>
                  <Phone aria-hidden="true" className="size-4" />
                  <span className="sr-only">Call </span>
                  {lead.phone}
                </a>
              ) : null}
              {lead.email ? (
                <a href={mailtoHref(lead.email)} className={`${chipClass} max-w-full`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">E-mail </span>
                  <span className="truncate">{lead.email}</span>
                </a>
              ) : null}
              {lead.spamReason ? <ReleaseButton lead={lead} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const chipClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-pool-50 px-3 text-sm font-semibold text-pool-800 ring-1 ring-pool-100 hover:bg-pool-100";

function ContactLinks({ lead }: { lead: LeadListItem }) {
  return (
    <div className="flex flex-col">
      {lead.email ? (
        <a href={mailtoHref(lead.email)} className="inline-flex min-h-11 items-center break-all text-pool-700 underline-offset-4 hover:underline">
          {lead.email}
        </a>
      ) : null}
      {lead.phone ? (
        <a href={`tel:${lead.phone}`} className="inline-flex min-h-11 items-center whitespace-nowrap text-pool-700 underline-offset-4 hover:underline">
          {lead.phone}
        </a>
      ) : null}
    </div>
  );
}

/** One action: the lead leaves spam and joins the inbox. Posts to the list's own action. */
function ReleaseButton({ lead }: { lead: LeadListItem }) {
  return (
    <Form method="post">
      <CsrfInput />
      <input type="hidden" name="intent" value="release" />
      <input type="hidden" name="kind" value={lead.kind} />
      <input type="hidden" name="id" value={lead.id} />
      <button
        type="submit"
        className={buttonClass({ variant: "outline", size: "sm", shape: "rounded" })}
      >
        Release to inbox<span className="sr-only">: {lead.name}</span>
      </button>
    </Form>
  );
}
