import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { TZDate } from "@date-fns/tz";
import { business } from "#app/config/business.ts";
import { siteOrigin } from "#app/config/site.ts";

/**
 * The iCalendar text (RFC 5545) of a visit's invitation and of a member's feed, written by
 * ical-generator. Times are the office's wall time with TZID (a @date-fns/tz TZDate, which the
 * library converts itself), and the zone's VTIMEZONE is included so every client reads the same
 * instant. The VTIMEZONE is the zone's current rule (US rules since 2007); a business in another
 * zone adds its block here, and an unknown zone fails loudly rather than writing a wrong time.
 */
const VTIMEZONES: Record<string, string> = {
  "America/Chicago": [
    "BEGIN:VTIMEZONE",
    "TZID:America/Chicago",
    "X-LIC-LOCATION:America/Chicago",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0500",
    "TZNAME:CDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0600",
    "TZNAME:CST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n"),
};

function vtimezone(zone: string): string {
  const block = VTIMEZONES[zone];
  if (!block) throw new Error(`no VTIMEZONE for ${zone}`);
  return block;
}

export interface CalendarVisit {
  /** The visit's first row id: the event's UID, kept through moves and the cancel. */
  id: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  canceled?: boolean;
  /** Raised on every change, so a client replaces its copy. */
  sequence?: number;
}

const address = () => {
  const { street, city, region, postalCode } = business.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
};

function calendar(name: string, method?: ICalCalendarMethod) {
  const zone = business.timeZone;
  const cal = ical({ name, prodId: { company: business.name, product: "site-visits" }, ...(method ? { method } : {}) });
  cal.timezone({ name: zone, generator: vtimezone });
  return cal;
}

function addVisit(cal: ReturnType<typeof ical>, visit: CalendarVisit, location: string) {
  const zone = business.timeZone;
  cal.createEvent({
    id: `visit-${visit.id}@${new URL(siteOrigin()).hostname}`,
    sequence: visit.sequence ?? 0,
    start: new TZDate(visit.start, zone),
    end: new TZDate(visit.end, zone),
    timezone: zone,
    summary: visit.summary,
    description: visit.description,
    location,
    status: visit.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.name, email: business.email },
  });
}

/** The visitor's invitation: one event at the visit's place (the office address when we have no other). */
export function visitInvitation(visit: CalendarVisit, location: string | null): string {
  const cal = calendar(business.name, ICalCalendarMethod.PUBLISH);
  addVisit(cal, visit, location || address());
  return cal.toString();
}

/** The visitor's cancellation: the same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED (RFC 5546). */
export function visitCancellation(visit: CalendarVisit, location: string | null): string {
  const cal = calendar(business.name, ICalCalendarMethod.CANCEL);
  addVisit(cal, { ...visit, canceled: true }, location || address());
  return cal.toString();
}

/** A member's subscribed calendar: their visits, each at its lead's location. */
export function memberFeed(name: string, visits: (CalendarVisit & { location: string | null })[]): string {
  const cal = calendar(name);
  for (const visit of visits) addVisit(cal, visit, visit.location || address());
  return cal.toString();
}
