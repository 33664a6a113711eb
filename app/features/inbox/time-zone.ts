/**
 * Calendar arithmetic in a named time zone with nothing but Intl: a wall-clock time on a local
 * date becomes an instant by asking Intl for the zone's offset, so daylight saving is handled
 * by the platform's time-zone data.
 */

/** A calendar date (month 1-12). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function localDate(instant: Date, timeZone: string): LocalDate {
  const parts = localParts(instant, timeZone);
  return { year: parts.year, month: parts.month, day: parts.day };
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
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Guess with the offset at the wall time read as UTC, then correct with the offset at the guess.
  const guess = wall - offsetMs(new Date(wall), timeZone);
  return wall - offsetMs(new Date(guess), timeZone);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localParts(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}
