import { describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import { replyDueAt } from "#app/features/lead-records/reply-clock.ts";
import { OVERDUE_LABEL } from "#app/features/notifications/push/enqueue-push.server.ts";
import { enqueueOverduePushes } from "#app/features/notifications/push/overdue-pushes.server.ts";
import { engineDatabase, testEngines } from "#tests/support/postgres.ts";

/**
 * A lead past the 2-hour promise with no response pushes once more, to the owners' devices only
 * (issue 24), on both engines; the clock is the argument, so no waiting.
 */

describe.each(await testEngines())("overdue pushes on %s", (engine) => {
  const testDb = engineDatabase(engine, "bayou-crest-overdue-");
  let handle: DbHandle;

  async function lead(name: string, at: Date, answered: Date | null = null): Promise<number> {
    const row = await handle.db
      .insertInto("quote_requests")
      .values({
        created_at: at.toISOString(), source: "get-quote", status: "new", name, phone: "713-555-0100", contact_method: "phone", email: null, features: "[]",
        spam_reason: null, possible_spam: null, page: "/get-quote", referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null,
        fingerprint: null, first_response_at: answered?.toISOString() ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function device(role: "owner" | "staff"): Promise<number> {
    const user = await handle.db
      .insertInto("admin_users")
      .values({ created_at: new Date().toISOString(), email: `${role}@example.com`, password_hash: "x", password_changed_at: new Date().toISOString(), role })
      .returning("id")
      .executeTakeFirstOrThrow();
    const subscription = await handle.db
      .insertInto("push_subscriptions")
      .values({ admin_user_id: Number(user.id), endpoint: `https://push.example.com/${role}`, p256dh: "k".repeat(87), auth: "a".repeat(22), device: `${role} phone` })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(subscription.id);
  }

  const overdueRows = () =>
    handle.db.selectFrom("lead_outbox").select(["lead_id", "push_subscription_id", "subject"]).where("kind", "=", "push").orderBy("id").execute();

  it("queues one push per owner device when the promise runs out, never twice, none for answered or long-past leads", async () => {
    handle = await testDb.open();
    const ownerDevice = await device("owner");
    await device("staff");

    // A Tuesday 10:00 in Houston: due at 12:00 the same day.
    const arrived = new Date("2026-11-17T16:00:00Z");
    const due = replyDueAt(arrived);
    const waiting = await lead("Waiting", arrived);
    await lead("Answered", arrived, new Date(arrived.getTime() + 60_000));
    await lead("Long past", new Date(arrived.getTime() - 7 * 3_600_000));

    expect(await enqueueOverduePushes(handle, new Date(due.getTime() - 60_000))).toBe(0);
    expect(await enqueueOverduePushes(handle, new Date(due.getTime() + 60_000))).toBe(1);
    expect(await overdueRows()).toEqual([{ lead_id: waiting, push_subscription_id: ownerDevice, subject: OVERDUE_LABEL }]);
    expect(await enqueueOverduePushes(handle, new Date(due.getTime() + 120_000))).toBe(0);
    expect(await overdueRows()).toHaveLength(1);
  }, 60_000);
});
