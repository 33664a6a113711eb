import { sql, type RawBuilder } from "kysely";
import type { DbHandle } from "#app/db/client.server.ts";
import { toDate, type Engine, type LeadSource, type LeadStatus } from "#app/db/schema.ts";
import { channel, workKind } from "#app/features/dashboard/categories.ts";
import { leadTypeLabel } from "#app/features/lead-records/lead-kinds.ts";
import type { DashboardRange } from "#app/features/dashboard/range.ts";
import { kindOfTable, type LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { businessMinutesWithin, replyDueAt } from "#app/features/lead-records/reply-clock.ts";

/**
 * The dashboard's lead figures, counted by the database: each query reads the leads of the range
 * through the created_at index and returns groups, not rows; only first responses come back one
 * row per lead (two epoch milliseconds), since business minutes are worked out here.
 */

const tables = ["contact_submissions", "quote_requests"] as const satisfies readonly LeadTable[];
/** The column naming the kind of work in each table (a contact message's is null). */
const workColumn = { contact_submissions: "service_type", quote_requests: "project_type" } as const;
/** New leads older than this are past their due time whatever the opening hours. */
const SURELY_OVERDUE_MS = 8 * 86_400_000;

/** An instant as a query parameter compared with a timestamp column (PostgreSQL needs the type in a VALUES list). */
function instant(engine: Engine, date: Date): RawBuilder<unknown> {
  return engine === "postgres" ? sql`cast(${date.toISOString()} as timestamptz)` : sql`${date.toISOString()}`;
}

/** A timestamp column as epoch milliseconds: the database converts, so a year of rows needs no date parsing here. */
function epochMs(engine: Engine, column: RawBuilder<unknown>): RawBuilder<number | string | null> {
  return engine === "postgres"
    ? sql`cast(extract(epoch from ${column}) * 1000 as bigint)`
    : sql`cast(round((julianday(${column}) - 2440587.5) * 86400000) as integer)`;
}

/** Leads of one week that share a form, channel, kind of work, page and spam flags. */
export interface LeadGroup {
  week: number;
  form: string;
  channel: string;
  work: string;
  page: string | null;
  spam: boolean;
  possibleSpam: boolean;
  count: number;
}

/** Everything that arrived in each week of the range, spam included, in groups: one pass over each table. */
export async function leadGroups({ db, engine }: DbHandle, range: DashboardRange): Promise<LeadGroup[]> {
  const weeks = sql.join(range.weeks.map((week, index) => sql`(${index}, ${instant(engine, week.start)}, ${instant(engine, week.end)})`));
  const groups = await Promise.all(
    tables.map((table) =>
      sql<{
        week: number | string;
        form: LeadSource;
        utm: string | null;
        referrer: string | null;
        work: string | null;
        page: string | null;
        spam: number | boolean;
        possible: number | boolean;
        n: number | string;
      }>`
        with weeks(i, start_at, end_at) as (values ${weeks})
        select weeks.i as week, t.source as form, t.utm_source as utm, t.referrer as referrer,
               t.${sql.ref(workColumn[table])} as work, t.page as page,
               t.spam_reason is not null as spam, t.possible_spam is not null as possible, count(*) as n
        from weeks join ${sql.table(table)} t on t.created_at >= weeks.start_at and t.created_at < weeks.end_at
        group by weeks.i, t.source, t.utm_source, t.referrer, work, t.page, spam, possible`.execute(db),
    ),
  );
  return groups.flatMap((result) =>
    result.rows.map((row) => ({
      week: Number(row.week),
      form: leadTypeLabel(row.form),
      channel: channel(row.utm, row.referrer),
      work: workKind(row.form, row.work),
      page: row.page,
      spam: Boolean(Number(row.spam)),
      possibleSpam: Boolean(Number(row.possible)),
      count: Number(row.n),
    })),
  );
}

export interface SpamFigures {
  /** Every entry received in the range, spam included. */
  received: number;
  spam: number;
  /** Kept and shown, but flagged (e.g. sent too fast); a spam entry is not counted again here. */
  possibleSpam: number;
}

export function spamFigures(groups: LeadGroup[]): SpamFigures {
  const sum = (keep: (group: LeadGroup) => boolean) => groups.filter(keep).reduce((total, group) => total + group.count, 0);
  return { received: sum(() => true), spam: sum((group) => group.spam), possibleSpam: sum((group) => !group.spam && group.possibleSpam) };
}

/** Leads (not spam) sent from each page: the numerator of a page's conversion. */
export function leadsByPage(groups: LeadGroup[]): Map<string, number> {
  const byPage = new Map<string, number>();
  for (const group of groups) if (!group.spam && group.page) byPage.set(group.page, (byPage.get(group.page) ?? 0) + group.count);
  return byPage;
}

export interface ResponseFigures {
  /** Leads of the range with a first response, and the median business minutes it took; null when none. */
  answered: number;
  medianMinutes: number | null;
  /** The 90th percentile (nearest rank) of the same; null when none. */
  p90Minutes: number | null;
  withinPromise: number;
  /** Leads of the range still waiting for a first response. */
  unanswered: number;
  /** Speed to lead per week of the range, oldest first. */
  weeks: WeekSpeed[];
}

/** The business minutes a reply may take to count as fast: 5 minutes, 1 hour, 2 hours (the promise). */
export const SPEED_MARKS = [5, 60, 120] as const;

export interface WeekSpeed {
  /** The week's leads (spam not counted), answered or not. */
  leads: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Leads answered within each of SPEED_MARKS business minutes. */
  within: number[];
}

/** The median of sorted numbers (the two middle ones averaged, rounded); null when empty. */
function medianOf(sorted: readonly number[]): number | null {
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return null;
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The `share` quantile of sorted numbers by nearest rank; null when empty. */
function quantile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/**
 * Time to first response: from a lead's arrival to the first status change, note or reply
 * (`first_response_at`), counted in business minutes like the reply promise.
 */
export async function responseFigures({ db, engine }: DbHandle, range: DashboardRange, promiseMinutes: number): Promise<ResponseFigures> {
  const results = await Promise.all(
    tables.map(
      (table) =>
        sql<{ received: number | string; first_response: number | string | null }>`
          select ${epochMs(engine, sql.ref("t.created_at"))} as received, ${epochMs(engine, sql.ref("t.first_response_at"))} as first_response
          from ${sql.table(table)} t
          where t.created_at >= ${range.start.toISOString()} and t.created_at < ${range.end.toISOString()} and t.spam_reason is null`.execute(db),
    ),
  );
  const minutes = businessMinutesWithin(range.start, range.end);
  const durations: number[] = [];
  const byWeek = range.weeks.map(() => ({ leads: 0, durations: [] as number[] }));
  let unanswered = 0;
  for (const row of results.flatMap((result) => result.rows)) {
    const received = Number(row.received);
    const week = byWeek[range.weeks.findIndex((candidate) => received >= candidate.start.getTime() && received < candidate.end.getTime())];
    if (week) week.leads += 1;
    if (row.first_response === null) unanswered += 1;
    else {
      const duration = minutes(received, Number(row.first_response));
      durations.push(duration);
      week?.durations.push(duration);
    }
  }
  durations.sort((a, b) => a - b);
  const median = medianOf(durations);
  return {
    answered: durations.length,
    medianMinutes: median,
    p90Minutes: quantile(durations, 0.9),
    withinPromise: durations.filter((duration) => duration <= promiseMinutes).length,
    unanswered,
    weeks: byWeek.map((week) => {
      week.durations.sort((a, b) => a - b);
      return {
        leads: week.leads,
        answered: week.durations.length,
        medianMinutes: medianOf(week.durations),
        p90Minutes: quantile(week.durations, 0.9),
        within: SPEED_MARKS.map((mark) => week.durations.filter((duration) => duration <= mark).length),
      };
    }),
  };
}

export interface LeadLink {
  kind: "contact" | "quote";
  id: number;
  name: string;
  form: string;
  receivedAt: Date;
  status: LeadStatus;
  possibleSpam: boolean;
}

function toLink(table: LeadTable, row: { id: number | string; name: string; source: LeadSource; created_at: Date | string; status: LeadStatus; possible_spam: string | null }): LeadLink {
  return {
    kind: kindOfTable(table),
    id: Number(row.id),
    name: row.name,
    form: leadTypeLabel(row.source),
    receivedAt: toDate(row.created_at),
    status: row.status,
    possibleSpam: row.possible_spam !== null,
  };
}

const linkColumns = ["id", "name", "source", "created_at", "status", "possible_spam"] as const;

/** Leads (not spam) received since local midnight, newest first: how many, and the first `limit`. */
export async function leadsToday({ db }: DbHandle, range: DashboardRange, limit: number): Promise<{ total: number; leads: LeadLink[] }> {
  const since = range.todayStart.toISOString();
  const results = await Promise.all(
    tables.map((table) =>
      db.selectFrom(table).select(linkColumns).where("created_at", ">=", since).where("spam_reason", "is", null).orderBy("created_at", "desc").execute(),
    ),
  );
  const leads = tables.flatMap((table, index) => results[index]!.map((row) => toLink(table, row)));
  leads.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
  return { total: leads.length, leads: leads.slice(0, limit) };
}

/**
 * New leads (not spam) past the reply promise now, newest first: how many, and the first `limit`.
 * A lead's due time only grows with its arrival, so those from the last days are checked against
 * the clock and every older new lead is overdue.
 */
export async function overdueLeads({ db }: DbHandle, now: Date, limit: number): Promise<{ total: number; leads: LeadLink[] }> {
  const cutoff = new Date(now.getTime() - SURELY_OVERDUE_MS).toISOString();
  const newLeads = (table: LeadTable) => db.selectFrom(table).where("status", "=", "new").where("spam_reason", "is", null);
  const [recent, older] = await Promise.all([
    Promise.all(tables.map((table) => newLeads(table).select(linkColumns).where("created_at", ">=", cutoff).execute())),
    Promise.all(
      tables.map((table) =>
        Promise.all([
          newLeads(table).select((eb) => eb.fn.countAll<number | string>().as("n")).where("created_at", "<", cutoff).executeTakeFirstOrThrow(),
          newLeads(table).select(linkColumns).where("created_at", "<", cutoff).orderBy("created_at", "desc").limit(limit).execute(),
        ]),
      ),
    ),
  ]);
  // Due times grow with arrival: the overdue ones are a prefix of the recent leads, oldest first.
  const candidates = tables
    .flatMap((table, index) => recent[index]!.map((row) => toLink(table, row)))
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  let low = 0;
  let high = candidates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (replyDueAt(candidates[middle]!.receivedAt) <= now) low = middle + 1;
    else high = middle;
  }
  const overdue = candidates.slice(0, low);
  const olderLeads = tables.flatMap((table, index) => older[index]![1].map((row) => toLink(table, row)));
  const byNewest = (a: LeadLink, b: LeadLink) => b.receivedAt.getTime() - a.receivedAt.getTime();
  const total = overdue.length + older.reduce((sum, [count]) => sum + Number(count.n), 0);
  return { total, leads: [...overdue.sort(byNewest), ...olderLeads.sort(byNewest)].slice(0, limit) };
}
