import { business } from "#app/config/business.ts";
import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";
import { slotsByDay, type OpenSlot } from "#app/features/booking/availability.ts";

/** The open times as the page lists them: days ("Tuesday, December 1") with times ("9:00 AM"), in the office's zone. */
export function slotChoices(slots: OpenSlot[], locale: Locale) {
  const tag = LOCALE_TAGS[locale];
  const day = new Intl.DateTimeFormat(tag, { timeZone: business.timeZone, weekday: "long", month: "long", day: "numeric" });
  const time = new Intl.DateTimeFormat(tag, { timeZone: business.timeZone, hour: "numeric", minute: "2-digit" });
  return slotsByDay(slots).map((group) => ({
    label: capitalised(day.format(new Date(group.slots[0]!.start))),
    slots: group.slots.map((slot) => ({ value: new Date(slot.start).toISOString(), label: time.format(new Date(slot.start)) })),
  }));
}

/** Spanish writes weekdays in lower case; a heading starts with a capital in both languages. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
