import { designerSteps } from "#app/features/design/designer-funnel.ts";
import type { Db } from "#app/db/client.server.ts";
import type { DashboardRange } from "#app/features/dashboard/range.ts";

/** Views in the range per public page, and per local day (for the weekly totals); the designer's funnel steps are no page. */
export async function pageViews(db: Db, range: DashboardRange): Promise<{ byPath: Map<string, number>; byDay: Map<string, number> }> {
  const inRange = db
    .selectFrom("page_views_daily")
    .where("day", ">=", range.firstDay)
    .where("day", "<=", range.lastDay)
    .where("path", "not in", Object.values(designerSteps));
  const [paths, days] = await Promise.all([
    inRange.select((eb) => ["path", eb.fn.sum<number | string>("views").as("views")]).groupBy("path").execute(),
    inRange.select((eb) => ["day", eb.fn.sum<number | string>("views").as("views")]).groupBy("day").execute(),
  ]);
  return {
    byPath: new Map(paths.map((row) => [row.path, Number(row.views)])),
    byDay: new Map(days.map((row) => [row.day, Number(row.views)])),
  };
}
