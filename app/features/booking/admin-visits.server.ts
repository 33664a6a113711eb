import type { Db, DbHandle } from "#app/db/client.server.ts";
import type { VisitStatus } from "#app/db/schema.ts";
import { business } from "#app/config/business.ts";
import { instantAt, localDate, nextDay, parseLocalDate } from "#app/utils/time-zone.ts";
import { dayKey, type WeeklyHours, type Weekday } from "#app/features/booking/availability.ts";
import { memberRules, visitsWithLeads } from "#app/features/booking/visits.server.ts";

/** The admin's side of the visits (issue 42, point 5): the week, the hours, a visit's outcome and member. */

/** The visits of the office week (Monday to Sunday) that holds `day`, with their leads' names. */
export async function weekVisits(db: Db, day: string) {
  const date = parseLocalDate(day) ?? localDate(new Date(), business.timeZone);
  const weekday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7) - 1;
  let monday = date;
  for (let back = 0; back < weekday; back++) monday = previousDay(monday);
  let sunday = monday;
  for (let step = 0; step < 7; step++) sunday = nextDay(sunday);
  const from = instantAt(monday, "00:00", business.timeZone);
  const to = instantAt(sunday, "00:00", business.timeZone);
  const rows = await visitsWithLeads(db)
    .innerJoin("admin_users", "admin_users.id", "visit_bookings.admin_user_id")
    .select([
      "visit_bookings.id",
      "visit_bookings.starts_at",
      "visit_bookings.status",
      "visit_bookings.lead_table",
      "visit_bookings.lead_id",
      "visit_bookings.admin_user_id",
      "admin_users.email as member",
      "contact_submissions.name as contact_name",
      "quote_requests.name as quote_name",
      "contact_submissions.location",
      "quote_requests.address",
    ])
    .where("visit_bookings.starts_at", ">=", new Date(from).toISOString())
    .where("visit_bookings.starts_at", "<", new Date(to).toISOString())
    .where("visit_bookings.status", "!=", "canceled")
    .orderBy("visit_bookings.starts_at")
    .execute();
  return {
    monday: dayKey(monday),
    previous: dayKey(stepDays(monday, -7)),
    next: dayKey(stepDays(monday, 7)),
    visits: rows.map((row) => ({
      id: Number(row.id),
      start: Date.parse(row.starts_at),
      status: row.status,
      member: row.member,
      memberId: row.admin_user_id,
      lead: { table: row.lead_table, id: row.lead_id },
      name: row.contact_name ?? row.quote_name ?? "",
      place: row.address ?? row.location,
    })),
  };
}

function previousDay({ year, month, day }: { year: number; month: number; day: number }) {
  const previous = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: previous.getUTCFullYear(), month: previous.getUTCMonth() + 1, day: previous.getUTCDate() };
}

function stepDays(date: { year: number; month: number; day: number }, days: number) {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Done or missed (the dashboard counts missed visits); only a visit still booked changes. */
export async function recordOutcome(db: Db, id: number, status: Extract<VisitStatus, "done" | "missed">): Promise<boolean> {
  const result = await db.updateTable("visit_bookings").set({ status, updated_at: new Date().toISOString() }).where("id", "=", id).where("status", "=", "booked").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a booked visit to another member; refused when that member has a visit at the same start. */
export async function assignVisit(handle: DbHandle, id: number, memberId: number): Promise<boolean> {
  try {
    const result = await handle.db.updateTable("visit_bookings").set({ admin_user_id: memberId, updated_at: new Date().toISOString() }).where("id", "=", id).where("status", "=", "booked").executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  } catch {
    // The unique (member, start) index: that member is booked then.
    return false;
  }
}

export interface MemberHoursInput {
  memberId: number;
  takesVisits: boolean;
  weeklyHours: WeeklyHours;
  daysOff: string[];
  visitMinutes: number;
  bufferMinutes: number;
  maxPerDay: number;
}

/** Saves a member's visit hours; a member who takes no visits has no row (and none left means the default). */
export async function saveMemberHours(db: Db, input: MemberHoursInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The first explicit rules replace the implicit default: whoever had it keeps it, stated.
    const explicit = await trx.selectFrom("visit_rules").select("admin_user_id").execute();
    if (explicit.length === 0) {
      for (const member of await memberRules(trx)) {
        if (member.memberId === input.memberId) continue;
        await trx.insertInto("visit_rules").values({ admin_user_id: member.memberId, weekly_hours: JSON.stringify(member.weeklyHours), days_off: "[]", visit_minutes: member.visitMinutes, buffer_minutes: member.bufferMinutes, max_per_day: member.maxPerDay }).execute();
      }
    }
    await trx.deleteFrom("visit_rules").where("admin_user_id", "=", input.memberId).execute();
    if (!input.takesVisits) return;
    await trx
      .insertInto("visit_rules")
      .values({
        admin_user_id: input.memberId,
        weekly_hours: JSON.stringify(input.weeklyHours),
        days_off: JSON.stringify(input.daysOff),
        visit_minutes: input.visitMinutes,
        buffer_minutes: input.bufferMinutes,
        max_per_day: input.maxPerDay,
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
}

export const weekdays: { day: Weekday; label: string }[] = [
  { day: 1, label: "Monday" },
  { day: 2, label: "Tuesday" },
  { day: 3, label: "Wednesday" },
  { day: 4, label: "Thursday" },
  { day: 5, label: "Friday" },
  { day: 6, label: "Saturday" },
  { day: 7, label: "Sunday" },
];
