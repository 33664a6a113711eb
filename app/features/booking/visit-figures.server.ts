import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";

/**
 * The dashboard's site-visit figures (issue 42, point 6) over its weeks: visits booked per week
 * (by when they were booked), the share of the period's requests that booked online, the share
 * booked outside office hours, and visits marked missed (by when they were due). A moved visit
 * is one visit: only its first row (`original_id` null) counts as booked, when it was first booked.
 */
export async function visitFigures(db: Db, weeks: readonly { firstDay: string; start: Date; end: Date }[], end: Date) {
  const start = weeks[0]!.start.toISOString();
  const booked = await db
    .selectFrom("visit_bookings")
    .select(["created_at", "outside_office_hours", "lead_table", "lead_id"])
    .where("created_at", ">=", start)
    .where("created_at", "<", end.toISOString())
    .where("original_id", "is", null)
    .execute();
  const perWeek = weeks.map((week) => booked.filter((visit) => toDate(visit.created_at) >= week.start && toDate(visit.created_at) < week.end).length);
  const requests = await Promise.all(
    (["contact_submissions", "quote_requests"] as const).map((table) =>
      db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("count")).where("created_at", ">=", start).where("spam_reason", "is", null).executeTakeFirstOrThrow(),
    ),
  );
  const leadsBooked = new Set(booked.map((visit) => `${visit.lead_table}:${visit.lead_id}`)).size;
  const missed = await db
    .selectFrom("visit_bookings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "missed")
    .where("starts_at", ">=", start)
    .executeTakeFirstOrThrow();
  return {
    booked: booked.length,
    perWeek,
    requests: requests.reduce((sum, row) => sum + Number(row.count), 0),
    leadsBooked,
    outsideOfficeHours: booked.filter((visit) => visit.outside_office_hours === 1).length,
    missed: Number(missed.count),
  };
}
