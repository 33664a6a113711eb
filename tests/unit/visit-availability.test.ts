import { describe, expect, it } from "vitest";
import { businessWeeklyHours, LEAD_TIME_MS, openSlots, type MemberRules } from "#app/features/booking/availability.ts";

/** Open times (issue 42, point 2), read back as the office reads them. */
const chicago = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const local = (ms: number) => chicago.format(new Date(ms));
const member = (rules: Partial<MemberRules> = {}): MemberRules => ({
  memberId: 1,
  weeklyHours: businessWeeklyHours(),
  daysOff: [],
  visitMinutes: 90,
  bufferMinutes: 30,
  maxPerDay: 10,
  ...rules,
});
const onDay = (slots: { start: number; day: string }[], day: string) => slots.filter((slot) => slot.day === day).map((slot) => local(slot.start).slice(-5));

describe("open times", () => {
  it("keep their office wall times across the fall change (2026-11-01, a Sunday) and the spring change (2027-03-14)", () => {
    // Friday 2026-10-30 noon UTC: Saturday the 31st is CDT, Monday 2 November CST.
    const fall = openSlots([member()], [], Date.parse("2026-10-30T12:00:00Z"), { days: 4 });
    expect(onDay(fall, "2026-10-31")).toEqual(["09:00", "11:00", "13:00"]);
    expect(onDay(fall, "2026-11-01")).toEqual([]); // Sunday: closed
    expect(onDay(fall, "2026-11-02")).toEqual(["08:00", "10:00", "12:00", "14:00", "16:00"]);
    // The same 9:00 a.m. is 14:00 UTC before the change and 15:00 UTC after it.
    expect(new Date(fall.find((slot) => slot.day === "2026-10-31")!.start).toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(new Date(fall.find((slot) => slot.day === "2026-11-02")!.start).toISOString()).toBe("2026-11-02T14:00:00.000Z");
    const spring = openSlots([member()], [], Date.parse("2027-03-12T12:00:00Z"), { days: 4 });
    expect(onDay(spring, "2027-03-13")).toEqual(["09:00", "11:00", "13:00"]);
    expect(onDay(spring, "2027-03-15")).toEqual(["08:00", "10:00", "12:00", "14:00", "16:00"]);
    expect(new Date(spring.find((slot) => slot.day === "2027-03-15")!.start).toISOString()).toBe("2027-03-15T13:00:00.000Z");
  });

  it("are never sooner than 24 hours nor in the past", () => {
    const now = Date.parse("2026-12-01T16:00:00Z"); // Tuesday 10:00 in Houston
    const slots = openSlots([member()], [], now, { days: 3 });
    expect(slots.every((slot) => slot.start >= now + LEAD_TIME_MS)).toBe(true);
    expect(onDay(slots, "2026-12-01")).toEqual([]);
    // 24 hours from Tuesday 10:00 is Wednesday 10:00 exactly: 08:00 is too soon, 10:00 is not.
    expect(onDay(slots, "2026-12-02")).toEqual(["10:00", "12:00", "14:00", "16:00"]);
  });

  it("leave the buffer around a booked visit, skip days off, and stop at the daily cap", () => {
    const now = Date.parse("2026-11-30T12:00:00Z");
    const booked = [{ memberId: 1, start: Date.parse("2026-12-02T16:00:00Z"), end: Date.parse("2026-12-02T17:30:00Z"), localDay: "2026-12-02" }];
    const rules = member({ daysOff: ["2026-12-03"], bufferMinutes: 45 });
    const slots = openSlots([rules], booked, now, { days: 5 });
    // With a 45-minute buffer the grid steps 2 h 15 min: 08:00, 10:15, 12:30, 14:45; 08:00 ends 9:30 (+45 > 10:00) and 10:15 overlaps.
    expect(onDay(slots, "2026-12-02")).toEqual(["12:30", "14:45"]);
    expect(onDay(slots, "2026-12-03")).toEqual([]);
    expect(onDay(slots, "2026-12-04")).toEqual(["08:00", "10:15", "12:30", "14:45"]);
    const capped = openSlots([member({ maxPerDay: 1 })], booked, now, { days: 5 });
    expect(onDay(capped, "2026-12-02")).toEqual([]);
    expect(onDay(capped, "2026-12-04").length).toBeGreaterThan(0);
  });

  it("stay inside the business hours whatever a member's hours say, and list every free member", () => {
    const now = Date.parse("2026-11-30T12:00:00Z");
    const early = member({ memberId: 2, weeklyHours: { 3: [{ start: "06:00", end: "21:00" }] } });
    const slots = openSlots([member(), early], [], now, { days: 3 });
    expect(onDay(slots, "2026-12-02")).toEqual(["08:00", "10:00", "12:00", "14:00", "16:00"]);
    expect(slots.find((slot) => slot.day === "2026-12-02")!.memberIds).toEqual([1, 2]);
    expect(slots.filter((slot) => slot.day === "2026-12-01").every((slot) => slot.memberIds.join() === "1")).toBe(true);
  });
});
