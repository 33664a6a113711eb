import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { claimDueRows } from "#app/features/notifications/outbox.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { formTokens, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

const available = await postgresAvailable();

/** Two instances on one PostgreSQL database: the deployment the shared state is built for. */
describe.runIf(available)("lead capture on PostgreSQL with two instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: RunningServer;
  let second: RunningServer;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    // No SMTP and a long poll: the outbox rows stay pending for the claim test below.
    const env = { ...testServerEnv, DATABASE_URL: database.url, RATE_LIMIT_MAX: "3", OUTBOX_POLL_MS: "600000" };
    first = await startServer({ env });
    second = await startServer({ env });
    handle = openDb({ databaseUrl: database.url, dataDir: first.dataDir });
  }, 90_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("shares the form-token key and the per-address limit between instances", async () => {
    // Tokens issued by one instance are good on the other: the key is shared.
    const tokens = await formTokens(first.url, 4);
    const statuses = [];
    for (const [index, server] of [first, second, first, second].entries()) {
      const response = await post(server.url, { ...validForms.contact, name: `Shared ${index}`, "form-token": tokens[index]! });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = await handle.db.selectFrom("contact_submissions").select(["name", "spam_reason"]).orderBy("id").execute();
    expect(rows).toEqual([0, 1, 2].map((index) => ({ name: `Shared ${index}`, spam_reason: null })));
  });

  it("lets concurrent workers claim disjoint outbox rows (FOR UPDATE SKIP LOCKED)", async () => {
    const now = new Date(Date.now() + 60_000);
    const other = openDb({ databaseUrl: database.url, dataDir: first.dataDir });
    try {
      await handle.db.updateTable("lead_outbox").set({ status: "pending", locked_until: null }).execute();
      const [a, b] = await Promise.all([claimDueRows(handle, now), claimDueRows(other, now)]);
      const ids = [...a, ...b].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Three leads with e-mail addresses: each has the business's notification and the visitor's confirmation.
      expect(ids.length).toBe(6);
      expect(await claimDueRows(handle, now)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
