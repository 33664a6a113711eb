import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { enqueueSms } from "#app/features/notifications/sms/enqueue-sms.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";

/**
 * The owner's texts per hour (issue 36, point 2; decision 034) are counted in the database: leads
 * stored at once by two instances sharing PostgreSQL never pass the cap, and the summary is queued
 * once. On SQLite one writer at a time does the same.
 */

const engines = (await postgresAvailable()) ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
const MAX = 5;

describe.each(engines)("texts per hour on %s", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`queues ${MAX} lead texts and one summary for 12 leads stored at once by two instances`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-sms-cap-"));
    const database = engine === "postgres" ? await createTestDatabase() : undefined;
    const handle = openDb({ databaseUrl: database?.url, dataDir });
    await handle.migrate();
    // A second instance: its own pool on the same PostgreSQL database; SQLite has one writer.
    const second: DbHandle = database ? openDb({ databaseUrl: database.url, dataDir }) : handle;
    cleanups.push(async () => {
      if (second !== handle) await second.close();
      await handle.close();
      await database?.drop();
    });
    const now = new Date();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? second : handle).db.transaction().execute((trx) => enqueueSms(trx, { table: "quote_requests", id: index + 1 }, { now, engine, maxPerHour: MAX })),
      ),
    );
    const rows = await handle.db.selectFrom("lead_outbox").select(["subject"]).where("kind", "=", "sms").execute();
    expect(rows.filter((row) => row.subject === null)).toHaveLength(MAX);
    expect(rows.filter((row) => row.subject === "summary")).toHaveLength(1);
  });
});
