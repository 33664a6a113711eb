import { describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import { dashboardRange } from "#app/features/dashboard/range.ts";
import { visitFigures } from "#app/features/booking/visit-figures.server.ts";
import { seedDashboardHistory } from "#scripts/dashboard-history.ts";
import { bothEngines, postgresAvailable } from "#tests/support/postgres.ts";

/**
 * The dashboard's site-visit figures (issue 42, point 6) on both engines: visits booked per week,
 * the share of requests that booked online, the share booked outside office hours and the missed
 * visits; a moved visit (two rows, one calendar event) counts once.
 */
const available = await postgresAvailable();

describe.runIf(available)("site-visit figures on SQLite and PostgreSQL", () => {
  const now = new Date();
  const engines = bothEngines("bayou-crest-visit-figures-", seed);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  const inDays = (days: number) => new Date(now.getTime() + days * 24 * 3_600_000).toISOString();

  async function seed(handle: DbHandle) {
    await seedDashboardHistory(handle.db, { leads: 40, now });
    const leads = await handle.db.selectFrom("contact_submissions").select("id").orderBy("id", "desc").limit(3).execute();
    expect(leads).toHaveLength(3);
    const row = (lead: number, over: Record<string, unknown>) => ({
      created_at: hoursAgo(30),
      admin_user_id: 1,
      starts_at: inDays(3),
      ends_at: inDays(3.1),
      local_day: inDays(3).slice(0, 10),
      lead_table: "contact_submissions" as const,
      lead_id: Number(leads[lead]!.id),
      status: "booked" as const,
      locale: "en" as const,
      link_nonce: `n${lead}-${String(over.starts_at ?? "")}`,
      outside_office_hours: 0,
      updated_at: hoursAgo(1),
      ...over,
    });
    // One booked at night; one booked, then moved (its first row canceled, its second booked); one missed.
    await handle.db.insertInto("visit_bookings").values(row(0, { outside_office_hours: 1 })).execute();
    const first = await handle.db.insertInto("visit_bookings").values(row(1, { starts_at: inDays(4), status: "canceled" })).returning("id").executeTakeFirstOrThrow();
    await handle.db.insertInto("visit_bookings").values(row(1, { created_at: hoursAgo(2), starts_at: inDays(5), original_id: Number(first.id), sequence: 1 })).execute();
    await handle.db.insertInto("visit_bookings").values(row(2, { created_at: hoursAgo(24 * 6), starts_at: hoursAgo(48), ends_at: hoursAgo(46), status: "missed" })).execute();
  }

  it("counts a moved visit once and gives the same figures on both engines", async () => {
    const weeks = dashboardRange(4, now).weeks;
    const [onSqlite, onPostgres] = await Promise.all([visitFigures(engines.sqlite.db, weeks, now), visitFigures(engines.postgres.db, weeks, now)]);
    expect(onPostgres).toEqual(onSqlite);
    expect(onSqlite.booked).toBe(3);
    expect(onSqlite.perWeek.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(onSqlite.leadsBooked).toBe(3);
    expect(onSqlite.outsideOfficeHours).toBe(1);
    expect(onSqlite.missed).toBe(1);
    expect(onSqlite.requests).toBeGreaterThanOrEqual(3);
  });
});
