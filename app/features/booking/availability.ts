import { business, type DayHours } from "#app/config/business.ts";
import { compareDates, instantAt, isoWeekday, localDate, nextDay, type LocalDate } from "#app/utils/time-zone.ts";

/**
 * Open times for the free site visit (decision 041), computed, never stored: each member's
 * weekly hours (office wall time, clipped to the business hours) are laid out day by day as
 * America/Chicago wall-clock times and converted to UTC instants for that very date, so a
 * daylight-saving change moves nothing in local time. A start is open for a member when it is
 * at least `LEAD_TIME_MS` ahead, the day is not one of the member's days off nor at its cap,
 * and the visit with the buffer on both sides overlaps none of the member's booked visits.
 */

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface TimeWindow {
  start: string;
  end: string;
}
export type WeeklyHours = Partial<Record<Weekday, TimeWindow[]>>;

export interface MemberRules {
  memberId: number;
  weeklyHours: WeeklyHours;
  /** Office dates ("2026-12-24") the member takes no visits. */
  daysOff: string[];
  visitMinutes: number;
  bufferMinutes: number;
  maxPerDay: number;
}

export interface BookedVisit {
  memberId: number;
  start: number;
  end: number;
  localDay: string;
}

export interface OpenSlot {
  /** UTC instant, ms. */
  start: number;
  end: number;
  /** The office date ("2026-12-01"). */
  day: string;
  /** The members free then, lowest id first: a booking goes to the first one still free. */
  memberIds: number[];
}

export const DEFAULT_RULES = { visitMinutes: 90, bufferMinutes: 30, maxPerDay: 3 } as const;
/** No visit is offered sooner than this: the team needs a day to plan the route. */
export const LEAD_TIME_MS = 24 * 3_600_000;
export const HORIZON_DAYS = 21;
const MINUTE = 60_000;

/** The business hours as a member's weekly hours: what a new install offers for its first admin. */
export function businessWeeklyHours(): WeeklyHours {
  const hours: WeeklyHours = {};
  for (const [day, open] of Object.entries(business.hours) as [string, DayHours][]) {
    if (open) hours[Number(day) as Weekday] = [{ start: open.open, end: open.close }];
  }
  return hours;
}

export function dayKey({ year, month, day }: LocalDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The office date of an instant, as a key. */
export function officeDay(instant: number, timeZone: string = business.timeZone): string {
  return dayKey(localDate(new Date(instant), timeZone));
}

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A member's window on a weekday, clipped to the business hours of that day (none when closed). */
function clipped(window: TimeWindow, weekday: Weekday): TimeWindow | null {
  const open = business.hours[weekday];
  if (!open) return null;
  const start = Math.max(minutesOf(window.start), minutesOf(open.open));
  const end = Math.min(minutesOf(window.end), minutesOf(open.close));
  return end > start ? { start: timeOf(start), end: timeOf(end) } : null;
}

/** Whether an instant falls in the office hours (the dashboard's "booked outside office hours"). */
export function inOfficeHours(instant: number, timeZone: string = business.timeZone): boolean {
  const date = localDate(new Date(instant), timeZone);
  const open = business.hours[isoWeekday(date)];
  return open !== null && instant >= instantAt(date, open.open, timeZone) && instant < instantAt(date, open.close, timeZone);
}

/** Every open start in the `days` office dates from `now`'s, earliest first. */
export function openSlots(
  members: MemberRules[],
  booked: BookedVisit[],
  now: number,
  { days = HORIZON_DAYS, timeZone = business.timeZone }: { days?: number; timeZone?: string } = {},
): OpenSlot[] {
  const earliest = now + LEAD_TIME_MS;
  const byStart = new Map<number, OpenSlot>();
  let date = localDate(new Date(now), timeZone);
  const last = localDate(new Date(now + days * 24 * 3_600_000), timeZone);
  for (; compareDates(date, last) <= 0; date = nextDay(date)) {
    const key = dayKey(date);
    const weekday = isoWeekday(date);
    for (const member of members) {
      if (member.daysOff.includes(key)) continue;
      const mine = booked.filter((visit) => visit.memberId === member.memberId);
      if (mine.filter((visit) => visit.localDay === key).length >= member.maxPerDay) continue;
      const length = member.visitMinutes * MINUTE;
      const buffer = member.bufferMinutes * MINUTE;
      for (const window of member.weeklyHours[weekday] ?? []) {
        const hours = clipped(window, weekday);
        if (!hours) continue;
        const close = instantAt(date, hours.end, timeZone);
        for (let start = instantAt(date, hours.start, timeZone); start + length <= close; start += length + buffer) {
          if (start < earliest) continue;
          const end = start + length;
          if (mine.some((visit) => start < visit.end + buffer && visit.start < end + buffer)) continue;
          const slot = byStart.get(start) ?? { start, end, day: key, memberIds: [] };
          slot.memberIds.push(member.memberId);
          byStart.set(start, slot);
        }
      }
    }
  }
  for (const slot of byStart.values()) slot.memberIds.sort((a, b) => a - b);
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The open times grouped by office date, for the page's radio groups. */
export function slotsByDay(slots: OpenSlot[]): { day: string; slots: OpenSlot[] }[] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days].map(([day, list]) => ({ day, slots: list }));
}
