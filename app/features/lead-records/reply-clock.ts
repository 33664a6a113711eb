import { business, type DayHours } from "#app/config/business.ts";
import { compareDates, instantAt, isoWeekday, localDate, nextDay, type LocalDate } from "#app/utils/time-zone.ts";

/**
 * The home form's reply promise ("within 2 hours during business hours"), counted in business time:
 * only minutes while the office is open (business.hours, in business.timeZone) count. Local
 * times become instants through time-zone.ts, so daylight-saving changes need no table.
 */

type WeekHours = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, DayHours>;

export interface ReplyClockOptions {
  hours?: WeekHours;
  timeZone?: string;
  promiseMinutes?: number;
}

export type ReplyClock =
  /** `paused`: the office is closed now, so the minutes left are not running down. */
  | { state: "running"; minutesLeft: number; dueAt: Date; paused: boolean }
  | { state: "overdue"; minutesOverdue: number; dueAt: Date };

const MINUTE = 60_000;

/** Business minutes between two instants. */
export function businessMinutesBetween(from: Date, to: Date, options: ReplyClockOptions = {}): number {
  if (to <= from) return 0;
  const { hours, timeZone } = withDefaults(options);
  let total = 0;
  for (const day of localDays(from, to, timeZone)) {
    const open = openingOn(day, hours, timeZone);
    if (!open) continue;
    const start = Math.max(open.start, from.getTime());
    const end = Math.min(open.end, to.getTime());
    if (end > start) total += end - start;
  }
  return Math.floor(total / MINUTE);
}

/**
 * `businessMinutesBetween` for many pairs of instants inside [from, to] (e.g. every lead's
 * first response over a year): the span's opening hours are worked out once, then each pair
 * (epoch milliseconds) is two binary searches.
 */
export function businessMinutesWithin(from: Date, to: Date, options: ReplyClockOptions = {}): (start: number, end: number) => number {
  const { hours, timeZone } = withDefaults(options);
  const opens: number[] = [];
  const closes: number[] = [];
  const openBefore: number[] = [];
  let total = 0;
  for (const day of localDays(from, to, timeZone)) {
    const open = openingOn(day, hours, timeZone);
    if (!open) continue;
    opens.push(open.start);
    closes.push(open.end);
    openBefore.push(total);
    total += open.end - open.start;
  }
  /** Open time from the span's first opening up to `at`. */
  const elapsed = (at: number) => {
    let low = 0;
    let high = opens.length - 1;
    let last = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (opens[middle]! <= at) {
        last = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return last < 0 ? 0 : openBefore[last]! + Math.min(at, closes[last]!) - opens[last]!;
  };
  return (start, end) => (end <= start ? 0 : Math.floor((elapsed(end) - elapsed(start)) / MINUTE));
}

/** The instant the promise falls due: `promiseMinutes` of business time after `receivedAt`. */
export function replyDueAt(receivedAt: Date, options: ReplyClockOptions = {}): Date {
  const { hours, timeZone, promiseMinutes } = withDefaults(options);
  let remaining = promiseMinutes * MINUTE;
  let day = localDate(receivedAt, timeZone);
  // A week always has some opening hours, so this ends within a few iterations.
  for (let i = 0; i < 366; i++) {
    const open = openingOn(day, hours, timeZone);
    if (open) {
      const start = Math.max(open.start, receivedAt.getTime());
      if (open.end > start) {
        if (start + remaining <= open.end) return new Date(start + remaining);
        remaining -= open.end - start;
      }
    }
    day = nextDay(day);
  }
  throw new Error("business hours have no opening time");
}

/** Where a lead received at `receivedAt` stands against the promise at `now`. */
export function replyClock(receivedAt: Date, now: Date, options: ReplyClockOptions = {}): ReplyClock {
  const { promiseMinutes } = withDefaults(options);
  const dueAt = replyDueAt(receivedAt, options);
  if (now < dueAt) {
    const paused = businessMinutesBetween(now, new Date(now.getTime() + MINUTE), options) === 0;
    return { state: "running", minutesLeft: promiseMinutes - businessMinutesBetween(receivedAt, now, options), dueAt, paused };
  }
  return { state: "overdue", minutesOverdue: businessMinutesBetween(dueAt, now, options), dueAt };
}

/**
 * "1 h 20 min left", "45 min left", "overdue by 35 min", "overdue by 3 h"; while the office is
 * closed a countdown would mislead (it says "2 h left" on a Sunday), so it says when: "due Mon 10:00 AM".
 */
export function describeReplyClock(clock: ReplyClock, options: Pick<ReplyClockOptions, "timeZone"> = {}): string {
  if (clock.state === "overdue") return `overdue by ${duration(clock.minutesOverdue)}`;
  if (clock.paused) return `due ${dueFormat(options.timeZone ?? business.timeZone).format(clock.dueAt)}`;
  return `${duration(clock.minutesLeft)} left`;
}

const dueFormats = new Map<string, Intl.DateTimeFormat>();
function dueFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dueFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", minute: "2-digit" });
    dueFormats.set(timeZone, format);
  }
  return format;
}

function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

function withDefaults(options: ReplyClockOptions) {
  return {
    hours: options.hours ?? business.hours,
    timeZone: options.timeZone ?? business.timeZone,
    promiseMinutes: options.promiseMinutes ?? business.responsePromises.replyHours * 60,
  };
}

function* localDays(from: Date, to: Date, timeZone: string): Generator<LocalDate> {
  const last = localDate(to, timeZone);
  for (let day = localDate(from, timeZone); compareDates(day, last) <= 0; day = nextDay(day)) yield day;
}

/** Opening and closing instants on a local date, or null when closed all day. */
function openingOn(date: LocalDate, hours: WeekHours, timeZone: string): { start: number; end: number } | null {
  const today = hours[isoWeekday(date)];
  if (!today) return null;
  return { start: instantAt(date, today.open, timeZone), end: instantAt(date, today.close, timeZone) };
}
