import { TZDateMini } from "@date-fns/tz";
import { business } from "#app/config/business.ts";

/**
 * Calendar dates and wall-clock times in a named time zone. Converting between a local time and
 * an instant is left to @date-fns/tz (built on Intl's time-zone data), so daylight saving needs
 * no table here; what remains is plain calendar arithmetic on dates.
 */

/** A calendar date (month 1-12). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function localDate(instant: Date, timeZone: string): LocalDate {
  const local = new TZDateMini(instant.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

export function nextDay({ year, month, day }: LocalDate): LocalDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday({ year, month, day }: LocalDate): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

/** "2025-03-09" → a LocalDate, or null when it is not a real date. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The instant a local wall-clock time ("08:00") occurs on a local date in `timeZone`. */
export function instantAt(date: LocalDate, time: string, timeZone: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return new TZDateMini(date.year, date.month - 1, date.day, hour, minute, timeZone).getTime();
}

/** "Tuesday, December 1, 9:00 AM": a day and its time in the office's time zone, in the language of `tag`. */
export function officeDayAndTime(tag: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(tag, { timeZone: business.timeZone, weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" });
}

const localDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "Mon, Mar 9, 2025, 8:05 AM" in the business's time zone: the admin reads every date as the
 * office does, whatever time zone the server or the browser runs in.
 */
export function formatLocal(date: Date): string {
  return localDateTime.format(date);
}

/** "just now", "25 min", "3 h", "4 d": how long ago, in wall-clock time. */
export function formatAge(date: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
