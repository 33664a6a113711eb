import { business } from "#app/config/business.ts";
import { instantAt, localDate, nextDay, type LocalDate } from "#app/utils/time-zone.ts";

/** "2026-11-22": a local date as page_views_daily stores it. */
export function dayKey({ year, month, day }: LocalDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Today's date in the business's time zone, worked out once per local day rather than on every
 * request: the answer and the instant it stops being true are kept.
 */
export function businessDayClock(timeZone: string = business.timeZone): (now: number) => string {
  let day = "";
  let until = 0;
  return (now) => {
    if (now >= until || now < until - 26 * 3_600_000) {
      const today = localDate(new Date(now), timeZone);
      day = dayKey(today);
      until = instantAt(nextDay(today), "00:00", timeZone);
    }
    return day;
  };
}

export function addDays({ year, month, day }: LocalDate, days: number): LocalDate {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
