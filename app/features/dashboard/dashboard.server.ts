import { business } from "#app/config/business.ts";
import type { DbHandle } from "#app/db/client.server.ts";
import { DIRECT, OTHER, formLabels, workKindLabels } from "#app/features/dashboard/categories.ts";
import type { ChartData } from "#app/features/dashboard/chart-data.ts";
import {
  leadGroups,
  leadsByPage,
  leadsToday,
  overdueLeads,
  responseFigures,
  spamFigures,
  type LeadGroup,
  type LeadLink,
} from "#app/features/dashboard/lead-figures.server.ts";
import { pageViews } from "#app/features/dashboard/page-views.server.ts";
import { designerFunnel, pipelineValue } from "#app/features/dashboard/designer-figures.server.ts";
import { formatBallpark } from "#app/features/design/estimate.ts";
import { dashboardRange, rangeOptions, weekOfDay, type RangeWeeks, type Week } from "#app/features/dashboard/range.ts";
import { formatAge, formatLocal } from "#app/utils/time-zone.ts";
import { leadPath } from "#app/features/lead-records/lead-kinds.ts";
import { describeReplyClock, replyClock } from "#app/features/lead-records/reply-clock.ts";
import { outboxHealth } from "#app/features/notifications/outbox-health.server.ts";

/** Leads listed by name under "today" and "overdue"; the rest are counted and reached from the inbox. */
export const LISTED_LEADS = 10;
/** Channels drawn apart in the chart; the others are summed as "Other". */
const CHANNELS_SHOWN = 5;
/** Pages drawn in the views chart; the table lists them all. */
const PAGES_CHARTED = 10;

const weekLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, month: "short", day: "numeric", year: "numeric" });
const time = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, hour: "numeric", minute: "2-digit" });

function labelOfWeek(week: Week): string {
  return weekLabel.format(new Date(`${week.firstDay}T00:00:00Z`));
}

/** "2.5", "0", or null when there were no views to divide by. */
function per100(leads: number, views: number): string | null {
  return views === 0 ? null : ((leads / views) * 100).toFixed(1);
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${((part / whole) * 100).toFixed(1)}%`;
}

function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

function leadsText(count: number): string {
  return count === 1 ? "1 lead" : `${count} leads`;
}

/** Weekly counts of one dimension as a stacked chart, its series ordered as `order`, the rest after by size, "Other" last. */
function weeklyChart(
  id: string,
  title: string,
  weeks: Week[],
  groups: LeadGroup[],
  pick: (group: LeadGroup) => string,
  order: readonly string[],
): ChartData {
  const rows = weeks.map((week) => ({ label: labelOfWeek(week), values: {} as Record<string, number> }));
  const totals = new Map<string, number>();
  for (const group of groups) {
    const key = pick(group);
    const values = rows[group.week]!.values;
    values[key] = (values[key] ?? 0) + group.count;
    totals.set(key, (totals.get(key) ?? 0) + group.count);
  }
  const keys = [...order.filter((key) => totals.has(key)), ...[...totals.keys()].filter((key) => !order.includes(key)).sort((a, b) => Number(a === OTHER) - Number(b === OTHER) || totals.get(b)! - totals.get(a)! || a.localeCompare(b))];
  const total = [...totals.values()].reduce((sum, n) => sum + n, 0);
  const busiest = keys[0];
  return {
    id,
    title,
    description:
      total === 0
        ? `No leads in these ${weeks.length} weeks.`
        : `${leadsText(total)} in ${weeks.length} weeks${busiest && keys.length > 1 ? `; most from ${busiest} (${totals.get(busiest)})` : ""}.`,
    keys,
    rows,
    rowHeading: "Week of",
  };
}

/** Sources by size; past the first few, one "Other" series. */
function channelsOf(groups: LeadGroup[]): LeadGroup[] {
  const totals = new Map<string, number>();
  for (const group of groups) totals.set(group.channel, (totals.get(group.channel) ?? 0) + group.count);
  const shown = new Set([...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, CHANNELS_SHOWN).map(([name]) => name));
  return groups.map((group) => (shown.has(group.channel) ? group : { ...group, channel: OTHER }));
}

function leadItem(lead: LeadLink, now: Date) {
  return {
    key: `${lead.kind}-${lead.id}`,
    href: leadPath(lead.kind, lead.id),
    name: lead.name,
    form: lead.form,
    received: formatLocal(lead.receivedAt),
    time: time.format(lead.receivedAt),
    age: formatAge(lead.receivedAt, now),
    possibleSpam: lead.possibleSpam,
    reply: describeReplyClock(replyClock(lead.receivedAt, now)),
  };
}

/** Everything the dashboard shows for a range, as text and numbers ready to draw. */
export async function loadDashboard(handle: DbHandle, weeks: RangeWeeks, now: Date) {
  const range = dashboardRange(weeks, now);
  const promiseMinutes = business.responsePromises.replyHours * 60;
  const [today, overdue, groups, views, response, delivery, funnel, pipeline] = await Promise.all([
    leadsToday(handle, range, LISTED_LEADS),
    overdueLeads(handle, now, LISTED_LEADS),
    leadGroups(handle, range),
    pageViews(handle.db, range),
    responseFigures(handle, range, promiseMinutes),
    outboxHealth(handle.db),
    designerFunnel(handle, range),
    pipelineValue(handle.db),
  ]);

  const weekly = groups.filter((group) => !group.spam);
  const spam = spamFigures(groups);
  const byPage = leadsByPage(groups);
  const totalViews = [...views.byPath.values()].reduce((sum, n) => sum + n, 0);
  const totalLeads = weekly.reduce((sum, group) => sum + group.count, 0);
  const pages = [...new Set([...views.byPath.keys(), ...byPage.keys()])]
    .map((path) => {
      const pageViews = views.byPath.get(path) ?? 0;
      const leads = byPage.get(path) ?? 0;
      return { path, views: pageViews, leads, conversion: per100(leads, pageViews) };
    })
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path));
  const viewsPerWeek = range.weeks.map((week) => ({ label: labelOfWeek(week), values: { Views: 0 } }));
  for (const [day, count] of views.byDay) {
    const index = weekOfDay(range.weeks, day);
    if (index >= 0) viewsPerWeek[index]!.values.Views += count;
  }
  const charted = pages.filter((page) => page.views > 0).slice(0, PAGES_CHARTED);

  return {
    weeks,
    rangeOptions,
    rangeText: `${dayFormat.format(range.start)} to today`,
    today: { total: today.total, leads: today.leads.map((lead) => leadItem(lead, now)) },
    overdue: { total: overdue.total, leads: overdue.leads.map((lead) => leadItem(lead, now)) },
    charts: {
      byForm: weeklyChart("leads-by-form", "Leads per week by form", range.weeks, weekly, (group) => group.form, formLabels),
      byChannel: weeklyChart("leads-by-source", "Leads per week by source", range.weeks, channelsOf(weekly), (group) => group.channel, [DIRECT]),
      byWork: weeklyChart("leads-by-work", "Leads per week by project or service", range.weeks, weekly, (group) => group.work, workKindLabels),
      viewsPerWeek: {
        id: "views-per-week",
        title: "Page views per week",
        description: `${totalViews.toLocaleString("en-US")} views of public pages in ${weeks} weeks.`,
        keys: ["Views"],
        rows: viewsPerWeek,
        rowHeading: "Week of",
      } satisfies ChartData,
      viewsByPage: {
        id: "views-by-page",
        title: charted.length < pages.length ? `Most viewed pages (top ${charted.length})` : "Views per page",
        description: charted[0] ? `${charted[0].path} was viewed most: ${charted[0].views.toLocaleString("en-US")} times.` : "No page views recorded yet.",
        keys: ["Views"],
        rows: charted.map((page) => ({ label: page.path, values: { Views: page.views } })),
        rowHeading: "Page",
      } satisfies ChartData,
    },
    pages,
    designer: {
      weeks: range.weeks.map((week, index) => ({ label: labelOfWeek(week), ...funnel.weeks[index]! })).reverse(),
      fromProjects: funnel.fromProjects,
      totals: funnel.weeks.reduce(
        (sum, week) => ({ visits: sum.visits + week.visits, changed: sum.changed + week.changed, requested: sum.requested + week.requested, sent: sum.sent + week.sent, saved: sum.saved + week.saved, rendered: sum.rendered + week.rendered }),
        { visits: 0, changed: 0, requested: 0, sent: 0, saved: 0, rendered: 0 },
      ),
    },
    pipeline: {
      count: pipeline.count,
      value: pipeline.count === 0 ? "$0" : formatBallpark(pipeline.low, pipeline.high),
    },
    totals: { views: totalViews, leads: totalLeads, conversion: per100(totalLeads, totalViews) },
    response: {
      promise: minutesText(promiseMinutes),
      median: response.medianMinutes === null ? null : minutesText(response.medianMinutes),
      p90: response.p90Minutes === null ? null : minutesText(response.p90Minutes),
      answered: response.answered,
      withinPromise: response.withinPromise,
      withinShare: percent(response.withinPromise, response.answered),
      unanswered: response.unanswered,
    },
    speed: range.weeks
      .map((week, index) => {
        const speed = response.weeks[index]!;
        return {
          label: labelOfWeek(week),
          leads: speed.leads,
          median: speed.medianMinutes === null ? "–" : minutesText(speed.medianMinutes),
          p90: speed.p90Minutes === null ? "–" : minutesText(speed.p90Minutes),
          within: speed.within.map((count) => (speed.leads === 0 ? "–" : percent(count, speed.leads))),
        };
      })
      .reverse(),
    spam: {
      received: spam.received,
      spam: spam.spam,
      possibleSpam: spam.possibleSpam,
      spamRate: percent(spam.spam, spam.received),
      possibleSpamRate: percent(spam.possibleSpam, spam.received),
    },
    delivery: {
      pending: delivery.pending,
      failed: delivery.failed,
      oldestPending: delivery.oldestPendingAt ? formatAge(delivery.oldestPendingAt, now) : null,
    },
  };
}

export type DashboardView = Awaited<ReturnType<typeof loadDashboard>>;
