import { buttonClass } from "#app/components/ui/button-style.ts";
import { Download, Inbox } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { FlashNotice } from "#app/components/ui/flash-notice.tsx";
import { LEADS_PATH } from "#app/config/admin-paths.ts";
import { getDb } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { InboxTabs } from "#app/features/inbox/components/inbox-tabs.tsx";
import { InboxFilterForm } from "#app/features/inbox/components/inbox-filters.tsx";
import { LeadList } from "#app/features/inbox/components/lead-list.tsx";
import { Pagination } from "#app/features/inbox/components/pagination.tsx";
import { PAGE_SIZE, inboxQuery, parseInboxFilters } from "#app/features/inbox/filters.ts";
import { leadKinds, leadPath, type LeadKind } from "#app/features/lead-records/lead-kinds.ts";
import { releaseLead } from "#app/features/inbox/mutations.server.ts";
import { listNoticeSchema, type ListNotice } from "#app/features/inbox/notices.ts";
import { toListItem } from "#app/features/inbox/presenters.ts";
import { findLead, listLeads } from "#app/features/inbox/queries.server.ts";
import { flashCookie, readFlash } from "#app/utils/flash.server.ts";
import type { Route } from "./+types/leads";
import { z } from "zod";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";

export const meta: Route.MetaFunction = () => adminMeta("Leads", LEADS_PATH);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "leads");
  const url = new URL(request.url);
  const filters = parseInboxFilters(url.searchParams);
  const db = getDb();
  const now = new Date();
  const { leads, total } = await listLeads(db, filters, user);
  const { notice, headers } = readFlash(request, listNoticeSchema);
  const view = {
    filters,
    total,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    leads: leads.map((lead) => toListItem(lead, now)),
    notice: notice && (await listNoticeText(notice)),
  };
  return data(view, { headers });
}

const ReleaseSchema = z.object({
  intent: z.literal("release"),
  kind: z.enum(Object.keys(leadKinds) as [LeadKind, ...LeadKind[]]),
  id: z.coerce.number().int().positive(),
});

/** "Release to inbox" from the list; back to the same filtered list, saying what happened. */
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "leads");
  const submission = await parseForm(request, ReleaseSchema);
  if (!submission.success) throw new Response("Unknown action", { status: 400 });
  const { kind, id } = submission.data;
  const released = await releaseLead(getDb(), user, leadKinds[kind], id);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const notice: ListNotice = { released: { kind, id } };
  throw redirect(`${LEADS_PATH}${inboxQuery(filters)}`, released ? { headers: { "Set-Cookie": flashCookie(request, notice) } } : undefined);
}

async function listNoticeText(notice: ListNotice) {
  if ("erased" in notice) {
    return {
      title: "Visitor erased",
      description: "Their leads and saved designs went, with their notes, e-mails, texts and pushes; the activity log records only that they were erased.",
    };
  }
  const { kind, id } = notice.released;
  const lead = await findLead(getDb(), leadKinds[kind], id);
  return lead ? { title: `Released ${lead.name} to the inbox`, link: { href: leadPath(kind, lead.id), label: `Open ${lead.name}` } } : null;
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filters, total, pageCount, leads, notice } = loaderData;
  const filtered = inboxQuery({ ...filters, page: 1 }) !== "";
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">Leads</h1>
          <p className="mt-1 text-muted tabular" aria-live="polite">
            {total === 1 ? "1 lead" : `${total} leads`}
            {filtered ? (total === 1 ? " matches these filters" : " match these filters") : filters.spam === "hide" ? ", spam hidden" : ""}
          </p>
        </div>
        <a
          href={`/admin/leads.csv${inboxQuery({ ...filters, page: 1 })}`}
          download
          className={buttonClass({ variant: "outline", size: "md", shape: "rounded" })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>

      <InboxTabs current="requests" />

      <FlashNotice notice={notice} />

      <InboxFilterForm filters={filters} />

      {leads.length > 0 ? (
        <LeadList leads={leads} />
      ) : (
        <div className="rounded-2xl bg-white p-10 text-center shadow-card ring-1 ring-navy-900/5">
          <Inbox aria-hidden="true" className="mx-auto size-8 text-pool-700" />
          <p className="mt-3 font-semibold text-navy-900">{filtered ? "No leads match these filters." : "No leads yet."}</p>
          {filtered ? (
            <Link to={LEADS_PATH} className="mt-2 inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
              Show all leads
            </Link>
          ) : null}
        </div>
      )}

      <Pagination filters={filters} pageCount={pageCount} />
    </div>
  );
}
