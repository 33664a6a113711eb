import { business } from "#app/config/business.ts";
import { emergencyService, phoneAvailability, replyPromise } from "#app/config/claims.ts";
import { getT } from "#app/i18n/i18n.ts";
import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";

/**
 * The business facts said in the page's language: the claims' sentences and the opening hours.
 * English is `config/claims.ts` and `business.hoursLines` as they are; Spanish is built from the
 * same figures with the catalog's words and `Intl` (es-US: "lunes", "8:00 a.m.").
 */
export interface BusinessWords {
  replyPromise: string;
  phoneAvailability: string;
  emergencyService: string;
  hoursLines: readonly { days: string; hours: string }[];
  /** The names of `business.serviceAreas`, in order. */
  serviceAreas: readonly string[];
}

const AREA_KEYS = ["pearland", "alvin", "friendswood", "houston", "fortBend"] as const;

type Weekday = keyof typeof business.hours;
const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export function businessWords(locale: Locale): BusinessWords {
  const t = getT(locale, "common");
  const serviceAreas = AREA_KEYS.map((key) => t(`serviceAreas.${key}`));
  if (locale === "en") return { replyPromise, phoneAvailability, emergencyService, hoursLines: business.hoursLines, serviceAreas };
  const tag = LOCALE_TAGS[locale];
  // 2024-01-01 was a Monday: day n of that week is ISO weekday n.
  const dayName = (day: Weekday) => new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, day));
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    return new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, hours, minutes));
  };
  const open = WEEKDAYS.filter((day) => business.hours[day] !== null);
  const span = (first: Weekday, last: Weekday) =>
    first === last ? dayName(first) : t("officeDays", { first: dayName(first), last: dayName(last) });
  const officeDays = span(open[0]!, open.at(-1)!);
  // Consecutive days with the same hours share a line, as `business.hoursLines` does in English.
  const hoursLines: { days: string; hours: string }[] = [];
  let start = WEEKDAYS[0]!;
  for (const [index, day] of WEEKDAYS.entries()) {
    const next = WEEKDAYS[index + 1];
    const same = (a: Weekday, b: Weekday) => JSON.stringify(business.hours[a]) === JSON.stringify(business.hours[b]);
    if (next !== undefined && same(day, next)) continue;
    const hours = business.hours[day];
    const days = span(start, day);
    hoursLines.push({ days: days[0]!.toUpperCase() + days.slice(1), hours: hours ? `${time(hours.open)}-${time(hours.close)}` : t("closed") });
    if (next !== undefined) start = next;
  }
  const { availability } = business.emergencyLine;
  return {
    replyPromise: t("replyPromise", { hours: business.responsePromises.replyHours }),
    phoneAvailability: t("phoneAvailability", { days: officeDays, availability }),
    emergencyService: t("emergencyService", { availability }),
    hoursLines,
    serviceAreas,
  };
}
