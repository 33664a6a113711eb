import { sql } from "kysely";
import type { DbHandle } from "#app/db/client.server.ts";
import { DESIGNER_PATH, designerSteps } from "#app/features/design/designer-funnel.ts";
import { readQuoteDesign } from "#app/features/design/quote-design.ts";
import { weekOfDay, type DashboardRange } from "#app/features/dashboard/range.ts";
import { dayKey } from "#app/features/dashboard/local-day.ts";
import { business } from "#app/config/business.ts";
import { toDate } from "#app/db/schema.ts";
import { localDate } from "#app/utils/time-zone.ts";
import { LOCALES } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

export interface FunnelWeek {
  visits: number;
  changed: number;
  requested: number;
  sent: number;
  /** Designs e-mailed ("E-mail me this design"), a lead of their own kind. */
  saved: number;
  /** Photoreal renderings asked for (migration 0023): a warm lead, a step of its own. */
  rendered: number;
}

/**
 * The designer's funnel per week of the range: views of `/design` and its Spanish twin, designs changed, "Request a
 * quote" presses (all counted beside page views, see `designer-funnel.ts`), and quotes stored
 * with a design (spam left out), and designs e-mailed; and those quotes by the portfolio project they started from.
 */
export async function designerFunnel({ db, engine }: DbHandle, range: DashboardRange): Promise<{ weeks: FunnelWeek[]; fromProjects: { project: string; quotes: number }[] }> {
  const weeks = range.weeks.map(() => ({ visits: 0, changed: 0, requested: 0, sent: 0, saved: 0, rendered: 0 }));
  const since = engine === "postgres" ? sql<string>`cast(${range.start.toISOString()} as timestamptz)` : range.start.toISOString();
  // The designer's page in every language (the route table's twins): a visit to either is a visit.
  const step: Record<string, keyof FunnelWeek> = {
    ...Object.fromEntries(LOCALES.map((locale) => [localizedPath(DESIGNER_PATH, locale), "visits"])),
    [designerSteps.changed]: "changed",
    [designerSteps.requested]: "requested",
  };
  const [views, sent, saved] = await Promise.all([
    db
      .selectFrom("page_views_daily")
      .select(["day", "path", "views"])
      .where("path", "in", Object.keys(step))
      .where("day", ">=", range.firstDay)
      .where("day", "<=", range.lastDay)
      .execute(),
    db
      .selectFrom("quote_requests")
      .select(["created_at", "design"])
      .where("design", "is not", null)
      .where("spam_reason", "is", null)
      .where("created_at", ">=", since)
      .execute(),
    db.selectFrom("saved_designs").select(["created_at", "render_job_id"]).where("created_at", ">=", since).execute(),
  ]);
  for (const row of views) {
    const index = weekOfDay(range.weeks, row.day);
    if (index >= 0) weeks[index]![step[row.path]!] += Number(row.views);
  }
  const weekOf = (at: Date | string) => weekOfDay(range.weeks, dayKey(localDate(toDate(at), business.timeZone)));
  for (const row of saved) {
    const index = weekOf(row.created_at);
    if (index >= 0) weeks[index]![row.render_job_id === null ? "saved" : "rendered"] += 1;
  }
  const fromProjects = new Map<string, number>();
  for (const row of sent) {
    const index = weekOf(row.created_at);
    if (index < 0) continue;
    weeks[index]!.sent += 1;
    const project = readQuoteDesign(row.design)?.fromProject;
    if (project) fromProjects.set(project, (fromProjects.get(project) ?? 0) + 1);
  }
  return {
    weeks,
    fromProjects: [...fromProjects].map(([project, quotes]) => ({ project, quotes })).sort((a, b) => b.quotes - a.quotes || a.project.localeCompare(b.project)),
  };
}

/** Open quotes made from a design (new, contacted or quoted; not spam): how many, and the sum of their ballparks. */
export async function pipelineValue(db: DbHandle["db"]): Promise<{ count: number; low: number; high: number }> {
  const rows = await db
    .selectFrom("quote_requests")
    .select("design")
    .where("design", "is not", null)
    .where("spam_reason", "is", null)
    .where("status", "in", ["new", "contacted", "quoted"])
    .execute();
  let low = 0;
  let high = 0;
  let count = 0;
  for (const row of rows) {
    const design = readQuoteDesign(row.design);
    if (!design) continue;
    count += 1;
    low += design.estimate.low;
    high += design.estimate.high;
  }
  return { count, low, high };
}
