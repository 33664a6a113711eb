import { describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { outboxHealth } from "#app/features/notifications/outbox-health.server.ts";
import { claimDueRows } from "#app/features/notifications/outbox.server.ts";
import { visitorMailAllowed } from "#app/features/notifications/recipient-limit.server.ts";
import { findSavedDesign, reminderCancelReason } from "#app/features/notifications/design-reminders/reminder-check.server.ts";
import { unsubscribe, unsubscribeLinks } from "#app/features/notifications/design-reminders/unsubscribe.server.ts";
import { listSavedDesigns } from "#app/features/saved-designs/saved-designs-list.server.ts";
import { engineDatabase, testEngines } from "#tests/support/postgres.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * Saved designs on both engines (migration 0016): the reminder waits for its delay on the
 * outbox's clock (the clock is the argument, so no waiting), is no longer due after a request
 * from that address or an unsubscribe, and the day's 3 e-mails per address hold.
 */
const DELAY_MS = 3 * 24 * 3600_000;

describe.each(await testEngines())("saved designs on %s", (engine) => {
  const testDb = engineDatabase(engine, "bayou-crest-saved-");
  let handle: DbHandle;

  async function saveAt(email: string, at: Date): Promise<{ id: number; reminder: number }> {
    return handle.db.transaction().execute(async (trx) => {
      const design = quoteDesignOf(defaultDesign, estimateDesign(defaultDesign, defaultPricing, designerText("en")), 0);
      const row = await trx.insertInto("saved_designs").values({ created_at: at.toISOString(), email, design: JSON.stringify(design), remind: 1 }).returning("id").executeTakeFirstOrThrow();
      const id = Number(row.id);
      const reminder = await enqueueVisitorMail(
        trx,
        { kind: "design-reminder", lead: { table: "saved_designs", id }, recipient: email, subject: "Your pool design is waiting", body: "text", html: "<p>html</p>" },
        { now: at, sendAt: new Date(at.getTime() + DELAY_MS), mailConfigured: true },
      );
      return { id, reminder };
    });
  }

  it("keeps the reminder until its delay, then cancels it for a request since, an unsubscribe or a full day", async () => {
    handle = await testDb.open();

    const savedAt = new Date("2026-11-17T16:00:00Z");
    const first = await saveAt("Later@Example.com", savedAt);
    // Not an e-mail waiting (on the dashboard and /metrics) before it falls due; then waiting since then.
    expect(await outboxHealth(handle.db, new Date(savedAt.getTime() + 3_600_000))).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });
    expect(await outboxHealth(handle.db, new Date(savedAt.getTime() + DELAY_MS + 60_000))).toEqual({ pending: 1, failed: 0, oldestPendingAt: new Date(savedAt.getTime() + DELAY_MS) });
    expect(await claimDueRows(handle, new Date(savedAt.getTime() + DELAY_MS - 60_000))).toEqual([]);
    expect((await claimDueRows(handle, new Date(savedAt.getTime() + DELAY_MS + 60_000))).map((row) => row.id)).toEqual([first.reminder]);

    const dueAt = new Date(savedAt.getTime() + DELAY_MS);
    const saved = (await findSavedDesign(handle.db, first.id))!;
    expect(saved).toMatchObject({ email: "Later@Example.com", remind: true, unsubscribed: false });
    expect(saved.design?.description).toBeTruthy();
    expect(await reminderCancelReason(handle.db, saved, dueAt)).toBeNull();

    // A quote request from the same address, in another case, after the save.
    await handle.db
      .insertInto("quote_requests")
      .values({
        created_at: new Date(savedAt.getTime() + 3_600_000).toISOString(), source: "get-quote", status: "new", name: "Later", phone: null, contact_method: "email", email: "later@example.com", features: "[]",
        spam_reason: null, possible_spam: null, page: "/get-quote", referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, fingerprint: null,
      })
      .execute();
    expect(await reminderCancelReason(handle.db, saved, dueAt)).toBe("a request came from this address since");

    // The signed link stops the waiting reminders of that address; a forged one changes nothing.
    const second = await saveAt("leaving@example.com", savedAt);
    const link = new URL((await unsubscribeLinks(handle.db))(second.id));
    const forged = new URLSearchParams(link.search);
    forged.set("d", String(first.id));
    expect(await unsubscribe(handle.db, forged, dueAt)).toBe(false);
    expect(await unsubscribe(handle.db, link.searchParams, dueAt)).toBe(true);
    expect(await unsubscribe(handle.db, link.searchParams, dueAt)).toBe(true);
    const reminder = await handle.db.selectFrom("lead_outbox").select(["status", "last_error"]).where("id", "=", second.reminder).executeTakeFirstOrThrow();
    expect(reminder).toEqual({ status: "canceled", last_error: "unsubscribed" });
    expect(await reminderCancelReason(handle.db, (await findSavedDesign(handle.db, second.id))!, dueAt)).toBe("unsubscribed");

    // Three e-mails to one address in 24 hours, whichever kind: no fourth.
    const busy = "busy@example.com";
    expect(await visitorMailAllowed(handle.db, busy, dueAt)).toBe(true);
    await handle.db.transaction().execute(async (trx) => {
      for (const kind of ["confirmation", "saved-design", "saved-design"] as const) {
        await enqueueVisitorMail(trx, { kind, lead: { table: "saved_designs", id: first.id }, recipient: busy, subject: "s", body: "b", html: "h" }, { now: dueAt, mailConfigured: true });
      }
    });
    expect(await visitorMailAllowed(handle.db, busy.toUpperCase(), dueAt)).toBe(false);
    expect(await visitorMailAllowed(handle.db, busy, new Date(dueAt.getTime() + 24 * 3600_000 + 1000))).toBe(true);

    const { total, items } = await listSavedDesigns(handle.db);
    expect(total).toBe(2);
    expect(items.map((item) => item.email).sort()).toEqual(["Later@Example.com", "leaving@example.com"]);
    expect(items.find((item) => item.email === "leaving@example.com")?.reminder).toBe("Unsubscribed");
  }, 60_000);
});
