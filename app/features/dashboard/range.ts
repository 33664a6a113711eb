import { business } from "#app/config/business.ts";
import { addDays, dayKey } from "#app/features/dashboard/local-day.ts";
import { instantAt, isoWeekday, localDate, type LocalDate } from "#app/utils/time-zone.ts";

/** The dashboard's ranges, in weeks (`?weeks=` in the URL); anything else means the default. */
export const rangeOptions = [4, 12, 52] as const;
export type RangeWeeks = (typeof rangeOptions)[number];
export const DEFAULT_WEEKS: RangeWeeks = 12;

export function parseWeeks(params: URLSearchParams): RangeWeeks {
  const asked = Number(params.get("weeks"));
  return rangeOptions.find((weeks) => weeks === asked) ?? DEFAULT_WEEKS;
}

/** One local week, Monday to Sunday in the business's time zone. */
export interface Week {
  /** Its Monday, "2026-11-16". */
  firstDay: string;
  start: Date;
  end: Date;
}

export interface DashboardRange {
  weeks: Week[];
  /** The first Monday's local midnight: where the range starts. */
  start: Date;
  /** Now: the range ends with the current week, so far. */
  end: Date;
  /** Local days as stored with page views: from the first Monday, up to and including today. */
  firstDay: string;
  lastDay: string;
  /** Today's local midnight. */
  todayStart: Date;
}

/** `count` local weeks ending with the current one, in the business's time zone. */
export function dashboardRange(count: RangeWeeks, now: Date, timeZone: string = business.timeZone): DashboardRange {
  const today = localDate(now, timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  const midnight = (date: LocalDate) => new Date(instantAt(date, "00:00", timeZone));
  const weeks = Array.from({ length: count }, (_, index) => {
    const first = addDays(monday, (index - count + 1) * 7);
    return { firstDay: dayKey(first), start: midnight(first), end: midnight(addDays(first, 7)) };
  });
  return { weeks, start: weeks[0]!.start, end: now, firstDay: weeks[0]!.firstDay, lastDay: dayKey(today), todayStart: midnight(today) };
}

/** The index of the week holding `day` ("2026-11-18"), or -1. Local day keys sort as text. */
export function weekOfDay(weeks: readonly Week[], day: string): number {
  for (let index = weeks.length - 1; index >= 0; index--) if (day >= weeks[index]!.firstDay) return index;
  return -1;
}
