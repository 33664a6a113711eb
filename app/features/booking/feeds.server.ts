import { randomBytes } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import { business } from "#app/config/business.ts";
import { memberFeed } from "#app/features/booking/ics.server.ts";
import { visitsWithLeads } from "#app/features/booking/visits.server.ts";

/**
 * A team member's iCalendar feed (issue 42, point 5): a secret URL that Google, Apple and
 * Outlook calendars subscribe to. 32 random bytes name it; revoking it makes it answer 404 at
 * once. A member has at most one live feed: a new one revokes the old.
 */
export async function createFeed(db: Db, memberId: number, now: Date = new Date()): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("calendar_feeds").set({ revoked_at: now.toISOString() }).where("admin_user_id", "=", memberId).where("revoked_at", "is", null).execute();
    await trx.insertInto("calendar_feeds").values({ created_at: now.toISOString(), admin_user_id: memberId, secret }).execute();
  });
  return secret;
}

export async function revokeFeed(db: Db, memberId: number, now: Date = new Date()): Promise<void> {
  await db.updateTable("calendar_feeds").set({ revoked_at: now.toISOString() }).where("admin_user_id", "=", memberId).where("revoked_at", "is", null).execute();
}

export async function liveFeedSecret(db: Db, memberId: number): Promise<string | null> {
  const row = await db.selectFrom("calendar_feeds").select("secret").where("admin_user_id", "=", memberId).where("revoked_at", "is", null).executeTakeFirst();
  return row?.secret ?? null;
}

/** The feed's text for a secret, or null when it names no live feed. Visits from 60 days back on. */
export async function feedText(db: Db, secret: string, now: number = Date.now()): Promise<string | null> {
  const feed = await db.selectFrom("calendar_feeds").select("admin_user_id").where("secret", "=", secret).where("revoked_at", "is", null).executeTakeFirst();
  if (!feed) return null;
  const visits = await visitsWithLeads(db)
    .select([
      "visit_bookings.id",
      "visit_bookings.original_id",
      "visit_bookings.sequence",
      "visit_bookings.starts_at",
      "visit_bookings.ends_at",
      "visit_bookings.status",
      "contact_submissions.name as contact_name",
      "contact_submissions.phone as contact_phone",
      "contact_submissions.location",
      "quote_requests.name as quote_name",
      "quote_requests.phone as quote_phone",
      "quote_requests.address",
    ])
    .where("visit_bookings.admin_user_id", "=", feed.admin_user_id)
    .where("visit_bookings.status", "in", ["booked", "done", "missed"])
    .where("visit_bookings.starts_at", ">=", new Date(now - 60 * 24 * 3_600_000).toISOString())
    .orderBy("visit_bookings.starts_at")
    .execute();
  return memberFeed(
    `${business.shortName} site visits`,
    visits.map((visit) => {
      const name = visit.contact_name ?? visit.quote_name ?? "";
      const phone = visit.contact_phone ?? visit.quote_phone;
      return {
        // One event through the visit's moves: its first row's UID, its current SEQUENCE.
        id: Number(visit.original_id ?? visit.id),
        sequence: Number(visit.sequence),
        start: Date.parse(visit.starts_at),
        end: Date.parse(visit.ends_at),
        summary: `Site visit: ${name}`,
        description: [name, phone].filter(Boolean).join(", "),
        location: visit.address ?? visit.location,
      };
    }),
  );
}
