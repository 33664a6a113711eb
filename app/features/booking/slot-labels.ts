import { business } from "#app/config/business.ts";
import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";
import { slotsByDay, type OpenSlot } from "#app/features/booking/availability.ts";

/** An open day as the page lists it: its label, its week (the Monday's date) and its times. */
export interface DayChoice {
  label: string;
  week: string;
  slots: { value: string; label: string }[];
}

/** The Monday ("2026-11-30") of an office date's week. */
export function weekOf(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

/** The open times as the page lists them: days ("Tuesday, December 1") with times ("9:00 AM"), in the office's zone. */
export function slotChoices(slots: OpenSlot[], locale: Locale): DayChoice[] {
  const tag = LOCALE_TAGS[locale];
  const day = new Intl.DateTimeFormat(tag, { timeZone: business.timeZone, weekday: "long", month: "long", day: "numeric" });
  const time = new Intl.DateTimeFormat(tag, { timeZone: business.timeZone, hour: "numeric", minute: "2-digit" });
  return slotsByDay(slots).map((group) => ({
    label: capitalised(day.format(new Date(group.slots[0]!.start))),
    week: weekOf(group.day),
    slots: group.slots.map((slot) => ({ value: new Date(slot.start).toISOString(), label: time.format(new Date(slot.start)) })),
  }));
}

/** The weeks that have open times, each named by its Monday ("Nov 30", "30 nov"), for the page's week buttons. */
export function weekChoices(days: DayChoice[], locale: Locale): { key: string; label: string }[] {
  const short = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", month: "short", day: "numeric" });
  const keys = [...new Set(days.map((day) => day.week))];
  return keys.map((key) => ({ key, label: short.format(new Date(`${key}T12:00:00Z`)) }));
}

/** Spanish writes weekdays in lower case; a heading starts with a capital in both languages. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
