import { describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { claimDueRows } from "#app/features/notifications/outbox.server.ts";
import { postgresAvailable } from "#tests/support/postgres.ts";
import { twoInstancesOnPostgres } from "#tests/support/two-instances.ts";
import { formTokens, post, validForms } from "#tests/integration/leads-helpers.ts";

const available = await postgresAvailable();

/** Two instances on one PostgreSQL database: the deployment the shared state is built for. */
describe.runIf(available)("lead capture on PostgreSQL with two instances", () => {
  // No SMTP and a long poll: the outbox rows stay pending for the claim test below.
  const run = twoInstancesOnPostgres({ RATE_LIMIT_MAX: "3", OUTBOX_POLL_MS: "600000" });

  it("shares the form-token key and the per-address limit between instances", async () => {
    // Tokens issued by one instance are good on the other: the key is shared.
    const tokens = await formTokens(run.first.url, 4);
    const statuses = [];
    for (const [index, server] of [run.first, run.second, run.first, run.second].entries()) {
      const response = await post(server.url, { ...validForms.contact, name: `Shared ${index}`, "form-token": tokens[index]! });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = await run.handle.db.selectFrom("contact_submissions").select(["name", "spam_reason"]).orderBy("id").execute();
    expect(rows).toEqual([0, 1, 2].map((index) => ({ name: `Shared ${index}`, spam_reason: null })));
  });

  it("lets concurrent workers claim disjoint outbox rows (FOR UPDATE SKIP LOCKED)", async () => {
    const now = new Date(Date.now() + 60_000);
    const other = openDb({ databaseUrl: run.databaseUrl, dataDir: run.first.dataDir });
    try {
      await run.handle.db.updateTable("lead_outbox").set({ status: "pending", locked_until: null }).execute();
      const [a, b] = await Promise.all([claimDueRows(run.handle, now), claimDueRows(other, now)]);
      const ids = [...a, ...b].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Three leads with e-mail addresses: each has the business's notification and the visitor's confirmation.
      expect(ids.length).toBe(6);
      expect(await claimDueRows(run.handle, now)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
