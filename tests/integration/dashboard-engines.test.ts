import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { createPageViewCounter } from "#app/features/dashboard/page-view-counter.server.ts";
import { rangeOptions } from "#app/features/dashboard/range.ts";
import { seedDashboardHistory } from "#scripts/dashboard-history.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";

/**
 * The dashboard's queries differ by engine where SQL does (week table types, referrer hosts,
 * epoch milliseconds): the same history must give the same dashboard on SQLite and PostgreSQL.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const available = await postgresAvailable();

describe.runIf(available)("dashboard on both engines", () => {
  const now = new Date();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-dashboard-engines-"));
  let sqlite: DbHandle;
  let postgres: DbHandle;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    sqlite = openDb({ dataDir });
    postgres = openDb({ databaseUrl: database.url, dataDir });
    for (const handle of [sqlite, postgres]) {
      await handle.migrate();
      await seedDashboardHistory(handle.db, { leads: 1500, now });
    }
  }, 120_000);
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the same figures on SQLite and PostgreSQL for every range", async () => {
    for (const weeks of rangeOptions) {
      const [onSqlite, onPostgres] = await Promise.all([loadDashboard(sqlite, weeks, now), loadDashboard(postgres, weeks, now)]);
      expect(onPostgres, `${weeks} weeks`).toEqual(onSqlite);
      expect(onSqlite.totals.leads, `${weeks} weeks`).toBeGreaterThan(0);
    }
  });

  it("adds each instance's page views to the shared counts", async () => {
    const logger = pino({ level: "silent" });
    const instances = [createPageViewCounter({ db: () => postgres.db, flushMs: 60_000, logger }), createPageViewCounter({ db: () => postgres.db, flushMs: 60_000, logger })];
    const before = await postgres.db.selectFrom("page_views_daily").select((eb) => eb.fn.sum<string>("views").as("n")).where("path", "=", "/warranty").executeTakeFirstOrThrow();
    for (const counter of instances) {
      counter.count("/warranty", BROWSER);
      counter.count("/warranty", BROWSER);
      counter.count("/warranty", "Googlebot/2.1 (+http://www.google.com/bot.html)");
      counter.count("/warranty", undefined);
    }
    await Promise.all(instances.map((counter) => counter.stop()));
    const after = await postgres.db.selectFrom("page_views_daily").select((eb) => eb.fn.sum<string>("views").as("n")).where("path", "=", "/warranty").executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(4);
  });
});
