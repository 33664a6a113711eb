import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { migrationsFor } from "#app/db/migrations/index.ts";
import type { Database } from "#app/db/schema.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY, visitorMailAllowed } from "#app/features/notifications/recipient-limit.server.ts";
import { createTestDatabase, engineDatabase, testEngines } from "#tests/support/postgres.ts";

/**
 * The 3-a-day cap per recipient on both engines (issue 36, point 4; decision 036): counted and
 * queued in one transaction that parallel saves cannot interleave, and counted per mailbox.
 */

describe.each(await testEngines())("the per-recipient cap on %s", (engine) => {
  const testDb = engineDatabase(engine, "bayou-crest-recipient-");
  let handle: DbHandle;

  /** A save's transaction as the app runs it: count, then queue the e-mail if allowed. */
  const saveFor = (recipient: string, now: Date) =>
    handle.db.transaction().execute(async (trx) => {
      if (!(await visitorMailAllowed(trx, recipient, now))) return false;
      await enqueueVisitorMail(
        trx,
        { kind: "saved-design", lead: { table: "saved_designs", id: 1 }, recipient, subject: "Your pool design", body: "text", html: "<p>html</p>" },
        { now, mailConfigured: true },
      );
      return true;
    });

  it("accepts exactly 3 of 20 parallel saves for one address", async () => {
    handle = await testDb.open();
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => saveFor("race@example.com", now)));
    expect(results.filter(Boolean)).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
    const queued = await handle.db.selectFrom("lead_outbox").select("recipient").where("recipient", "=", "race@example.com").execute();
    expect(queued).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
  });

  it("counts one Gmail mailbox however its address is spelled, and keeps each address as typed", async () => {
    const now = new Date();
    const spellings = ["jane+1@gmail.com", "j.ane@gmail.com", "JANE@googlemail.com", "jane@gmail.com", "ja.ne+2@gmail.com"];
    const results = [];
    for (const address of spellings) results.push(await saveFor(address, now));
    expect(results).toEqual([true, true, true, false, false]);
    const queued = await handle.db.selectFrom("lead_outbox").select(["recipient", "recipient_mailbox"]).where("recipient_mailbox", "=", "jane@gmail.com").orderBy("id").execute();
    expect(queued).toEqual(spellings.slice(0, 3).map((recipient) => ({ recipient, recipient_mailbox: "jane@gmail.com" })));
    // Another person at the same provider is not counted with her.
    expect(await saveFor("janet@gmail.com", now)).toBe(true);
  });

  it("gives the e-mails queued before migration 0020 their mailbox, so the day in progress counts them", async () => {
    const database = engine === "postgres" ? await createTestDatabase() : undefined;
    const olderDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-0020-"));
    const older = openDb(database ? { databaseUrl: database.url, dataDir: olderDir } : { dataDir: olderDir });
    try {
      const migrator = new Migrator({ db: older.db, provider: { getMigrations: async () => migrationsFor(engine) } });
      expect((await migrator.migrateTo("0017-lead-locale")).error).toBeUndefined();
      const now = new Date();
      for (const recipient of ["Jane+old@Gmail.com", "j.a.n.e@googlemail.com"]) {
        await sql`insert into lead_outbox (created_at, lead_table, lead_id, status, attempts, next_attempt_at, kind, recipient)
          values (${now.toISOString()}, 'saved_designs', 1, 'sent', 1, ${now.toISOString()}, 'saved-design', ${recipient})`.execute(older.db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const db = older.db as Kysely<Database>;
      expect(await db.selectFrom("lead_outbox").select("recipient_mailbox").execute()).toEqual([{ recipient_mailbox: "jane@gmail.com" }, { recipient_mailbox: "jane@gmail.com" }]);
      expect(await db.transaction().execute((trx) => visitorMailAllowed(trx, "jane@gmail.com", now))).toBe(true);
      await db.insertInto("lead_outbox").values({ created_at: now.toISOString(), lead_table: "saved_designs", lead_id: 2, status: "sent", attempts: 1, next_attempt_at: now.toISOString(), kind: "saved-design", recipient: "jane@gmail.com", recipient_mailbox: "jane@gmail.com" }).execute();
      expect(await db.transaction().execute((trx) => visitorMailAllowed(trx, "JANE@gmail.com", now))).toBe(false);
    } finally {
      await older.close();
      await database?.drop();
      rmSync(olderDir, { recursive: true, force: true });
    }
  });
});
