import { Link } from "react-router";
import { ADMIN_HOME, LEADS_PATH } from "#app/config/admin-paths.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { FigureList } from "#app/features/dashboard/components/figure-list.tsx";
import { LeadLinks } from "#app/features/dashboard/components/lead-links.tsx";
import { PageBarChart } from "#app/features/dashboard/components/page-bar-chart.tsx";
import { WeeklyBarChart } from "#app/features/dashboard/components/weekly-bar-chart.tsx";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { dashboardRange, parseWeeks } from "#app/features/dashboard/range.ts";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import type { Route } from "./+types/dashboard";
import { visitFigures } from "#app/features/booking/visit-figures.server.ts";
import { FigureTable } from "#app/features/dashboard/components/figure-table.tsx";
import { projectPath } from "#app/features/portfolio/project.ts";
import { DashboardSection } from "#app/features/dashboard/components/dashboard-section.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard", ADMIN_HOME);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "dashboard");
  const now = new Date();
  const weeks = parseWeeks(new URL(request.url).searchParams);
  const handle = getDbHandle();
  const [view, visits] = await Promise.all([loadDashboard(handle, weeks, now), visitFigures(handle.db, dashboardRange(weeks, now).weeks, now)]);
  return { ...view, visits };
}


/** "42% of visits", or nothing to divide by. */
function share(part: number, whole: number, of: string): string {
  return whole === 0 ? "–" : `${Math.round((part / whole) * 100)}% ${of}`;
}

/** The owner's view at a glance: today's leads, what is overdue, trends, pages, and whether e-mail gets out. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { weeks, rangeOptions, rangeText, today, overdue, charts, pages, designer, pipeline, totals, response, speed, spam, delivery, visits } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">Dashboard</h1>
          <p className="mt-1 text-muted">
            Last {weeks} weeks: {rangeText}
          </p>
        </div>
        <nav aria-label="Range">
          <ul className="flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-navy-900/5">
            {rangeOptions.map((option) => (
              <li key={option}>
                <Link
                  to={`${ADMIN_HOME}?weeks=${option}`}
                  aria-current={option === weeks ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                    option === weeks ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-sand-100"
                  }`}
                >
                  {option} weeks
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardSection name="overdue" title={<>Overdue against the {response.promise} promise: <span className={`tabular ${overdue.total > 0 ? "text-red-700" : ""}`}>{overdue.total}</span></>} className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
          <LeadLinks leads={overdue.leads} detail={(lead) => lead.reply} empty="Every new lead is within the promise." />
          {overdue.total > overdue.leads.length ? (
            <p className="mt-2">
              <Link to={`${LEADS_PATH}?status=new`} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                All new leads in the inbox
              </Link>
            </p>
          ) : null}
        </DashboardSection>
        <DashboardSection name="today" title={<>New leads today: <span className="tabular">{today.total}</span></>} className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
          <LeadLinks leads={today.leads} detail={(lead) => lead.time} empty="None yet today." />
          {today.total > today.leads.length ? (
            <p className="mt-2">
              <Link to={LEADS_PATH} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                All {today.total} in the inbox
              </Link>
            </p>
          ) : null}
        </DashboardSection>
      </div>

      <DashboardSection name="glance" title={<>In these {weeks} weeks</>} className="space-y-3">
        <FigureList
          figures={[
            { label: "Leads", value: totals.leads, note: "spam not counted" },
            { label: "Page views", value: totals.views },
            { label: "Leads per 100 views", value: totals.conversion ?? "–" },
            { label: "Pipeline", value: pipeline.value, note: `ballparks of ${pipeline.count} open designed quote${pipeline.count === 1 ? "" : "s"}` },
            {
              label: "Median first response",
              value: response.median ?? "–",
              note: `${response.withinShare} of ${response.answered} answered within ${response.promise}; ${response.unanswered} awaiting`,
            },
            { label: "90th percentile first response", value: response.p90 ?? "–", note: "in business hours" },
            { label: "Spam", value: spam.spamRate, note: `${spam.spam} of ${spam.received} received` },
            { label: "Possible spam", value: spam.possibleSpamRate, note: `${spam.possibleSpam} of ${spam.received} received` },
            { label: "E-mails pending", value: delivery.pending, note: delivery.oldestPending ? `oldest waiting ${delivery.oldestPending}` : "none waiting" },
            { label: "E-mails failed", value: delivery.failed },
          ]}
        />
      </DashboardSection>

      <DashboardSection name="visits" title="Site visits booked online" className="space-y-3">
        <FigureList
          figures={[
            { label: "Visits booked", value: visits.booked, note: `per week, oldest first: ${visits.perWeek.join(", ")}` },
            { label: "Requests that booked online", value: share(visits.leadsBooked, visits.requests, "of requests"), note: `${visits.leadsBooked} of ${visits.requests}` },
            { label: "Booked outside office hours", value: share(visits.outsideOfficeHours, visits.booked, "of bookings"), note: `${visits.outsideOfficeHours} of ${visits.booked}` },
            { label: "Missed visits", value: visits.missed, note: "marked missed, by the visit's day" },
          ]}
        />
      </DashboardSection>

      <DashboardSection name="speed" title="Speed to lead" className="space-y-4">
        <FigureTable
          caption="Time to first contact by week"
          rowHeading="Week of"
          headings={["Leads", "Median", "90th percentile", "Within 5 min", "Within 1 h", "Within 2 h"]}
          rows={speed.map((week) => ({ label: week.label, cells: [week.leads.toLocaleString("en-US"), week.median, week.p90, ...week.within] }))}
          note="Minutes count only while the office is open, from a lead’s arrival to its first status change, note or reply; the shares are of the week’s leads (spam left out), so a lead still waiting counts as not answered."
        />
      </DashboardSection>

      <DashboardSection name="leads" title="Leads" className="space-y-4">
        <div className="grid gap-4 xl:grid-cols-2">
          <WeeklyBarChart chart={charts.byForm} />
          <WeeklyBarChart chart={charts.byChannel} />
          <WeeklyBarChart chart={charts.byWork} />
        </div>
      </DashboardSection>

      <DashboardSection name="designer" title="Pool designer" className="space-y-4">
        <FigureList
          figures={[
            { label: "Designer visits", value: designer.totals.visits },
            { label: "Designs changed", value: designer.totals.changed, note: share(designer.totals.changed, designer.totals.visits, "of visits") },
            { label: "“Request a quote”", value: designer.totals.requested, note: share(designer.totals.requested, designer.totals.changed, "of changed") },
            { label: "Quotes sent", value: designer.totals.sent, note: share(designer.totals.sent, designer.totals.requested, "of requests") },
            { label: "Designs e-mailed", value: designer.totals.saved, note: share(designer.totals.saved, designer.totals.changed, "of changed") },
            { label: "Renderings asked for", value: designer.totals.rendered, note: share(designer.totals.rendered, designer.totals.changed, "of changed") },
          ]}
        />
        <FigureTable
          caption="Designer funnel by week"
          rowHeading="Week of"
          headings={["Visits", "Changed", "Request a quote", "Sent", "E-mailed", "Renderings"]}
          rows={designer.weeks.map((week) => ({
            label: week.label,
            cells: [week.visits, week.changed, week.requested, week.sent, week.saved, week.rendered].map((value) => value.toLocaleString("en-US")),
          }))}
          note="Visits are views of the designer; a change counts once per visit; “Request a quote” counts each press; sent are quote requests stored with a design, spam left out; e-mailed are designs visitors sent themselves (“E-mail me this design”); renderings are photoreal renderings visitors asked for (“Get a photoreal rendering”), warm leads listed with the saved designs."
        />
        <div className="rounded-2xl bg-white p-4 shadow-card sm:p-6" data-testid="quotes-from-projects">
          <h3 className="text-lg font-semibold text-navy-900">Quotes started from a portfolio project</h3>
          {designer.fromProjects.length > 0 ? (
            <ul className="mt-2 divide-y divide-sand-100 text-sm tabular">
              {designer.fromProjects.map((row) => (
                <li key={row.project} className="flex justify-between gap-4 py-2">
                  <a href={projectPath(row.project)} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
                    {row.project}
                  </a>
                  <span className="inline-flex items-center">
                    {row.quotes.toLocaleString("en-US")} quote{row.quotes === 1 ? "" : "s"}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">None in this period: no quote was sent from a design that began with “Design one like this”.</p>
          )}
        </div>
      </DashboardSection>

      <DashboardSection name="pages" title="Pages" className="space-y-4">
        <div className="grid gap-4 xl:grid-cols-2">
          <WeeklyBarChart chart={charts.viewsPerWeek} />
          <PageBarChart chart={charts.viewsByPage} />
        </div>
        <FigureTable
          caption="Views and leads per page"
          rowHeading="Page"
          headings={["Views", "Leads", "Leads per 100 views"]}
          rows={pages.map((page) => ({ label: page.path, cells: [page.views.toLocaleString("en-US"), page.leads.toLocaleString("en-US"), page.conversion ?? "–"] }))}
          empty="No page views recorded in these weeks."
          note="Counted on the server from the pages it sends to browsers: no cookies, no tracking script, bots left out; only daily totals per page are kept."
        />
      </DashboardSection>
    </div>
  );
}
