import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { createPageViewCounter } from "#app/features/dashboard/page-view-counter.server.ts";
import { rangeOptions } from "#app/features/dashboard/range.ts";
import { seedDashboardHistory } from "#scripts/dashboard-history.ts";
import { bothEngines, postgresAvailable } from "#tests/support/postgres.ts";

/**
 * The dashboard's queries differ by engine where SQL does (week table types, referrer hosts,
 * epoch milliseconds): the same history must give the same dashboard on SQLite and PostgreSQL.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const available = await postgresAvailable();

describe.runIf(available)("dashboard on both engines", () => {
  const now = new Date();
  const engines = bothEngines("bayou-crest-dashboard-engines-", (handle) => seedDashboardHistory(handle.db, { leads: 1500, now }));

  it("shows the same figures on SQLite and PostgreSQL for every range", async () => {
    for (const weeks of rangeOptions) {
      const [onSqlite, onPostgres] = await Promise.all([loadDashboard(engines.sqlite, weeks, now), loadDashboard(engines.postgres, weeks, now)]);
      expect(onPostgres, `${weeks} weeks`).toEqual(onSqlite);
      expect(onSqlite.totals.leads, `${weeks} weeks`).toBeGreaterThan(0);
    }
  });

  it("adds each instance's page views to the shared counts", async () => {
    const logger = pino({ level: "silent" });
    const instances = [createPageViewCounter({ db: () => engines.postgres.db, flushMs: 60_000, logger }), createPageViewCounter({ db: () => engines.postgres.db, flushMs: 60_000, logger })];
    const before = await engines.postgres.db.selectFrom("page_views_daily").select((eb) => eb.fn.sum<string>("views").as("n")).where("path", "=", "/warranty").executeTakeFirstOrThrow();
    for (const counter of instances) {
      counter.count("/warranty", BROWSER);
      counter.count("/warranty", BROWSER);
      counter.count("/warranty", "Googlebot/2.1 (+http://www.google.com/bot.html)");
      counter.count("/warranty", undefined);
    }
    await Promise.all(instances.map((counter) => counter.stop()));
    const after = await engines.postgres.db.selectFrom("page_views_daily").select((eb) => eb.fn.sum<string>("views").as("n")).where("path", "=", "/warranty").executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(4);
  });
});
