import { describe, expect, it } from "vitest";
import { businessMinutesBetween, businessMinutesWithin, describeReplyClock, replyClock, replyDueAt } from "#app/features/lead-records/reply-clock.ts";

// business.hours: Mon-Fri 8-18, Sat 9-16, Sun closed; America/Chicago (CST = UTC-6, CDT = UTC-5).
const at = (iso: string) => new Date(iso);

describe("reply promise in business hours", () => {
  it("counts down inside one business day", () => {
    const received = at("2025-01-06T15:00:00Z"); // Monday 9:00 CST
    expect(replyDueAt(received).toISOString()).toBe("2025-01-06T17:00:00.000Z");
    const clock = replyClock(received, at("2025-01-06T15:40:00Z"));
    expect(clock).toMatchObject({ state: "running", minutesLeft: 80 });
    expect(describeReplyClock(clock)).toBe("1 h 20 min left");
  });

  it("does not count the night: a 2 AM lead is due at 10 AM", () => {
    expect(replyDueAt(at("2025-01-07T08:00:00Z")).toISOString()).toBe("2025-01-07T16:00:00.000Z"); // Tue 2:00 → 10:00 CST
  });

  it("carries a Friday evening lead into Saturday's shorter hours", () => {
    const received = at("2025-01-10T23:30:00Z"); // Friday 17:30 CST: 30 min left on Friday
    expect(replyDueAt(received).toISOString()).toBe("2025-01-11T16:30:00.000Z"); // Saturday 10:30 CST
  });

  it("skips Sunday: a late Saturday lead is due Monday morning", () => {
    const received = at("2025-01-11T21:00:00Z"); // Saturday 15:00 CST: 60 min before closing
    expect(replyDueAt(received).toISOString()).toBe("2025-01-13T15:00:00.000Z"); // Monday 9:00 CST
    // On Sunday the clock stands still, and says when the reply is due rather than counting down.
    const sunday = replyClock(received, at("2025-01-12T18:00:00Z"));
    expect(sunday).toMatchObject({ state: "running", minutesLeft: 60, paused: true });
    expect(describeReplyClock(sunday)).toBe("due Mon 9:00 AM");
  });

  it("starts a Sunday lead's clock at Monday's opening", () => {
    const received = at("2025-01-12T18:00:00Z"); // Sunday noon
    expect(replyDueAt(received).toISOString()).toBe("2025-01-13T16:00:00.000Z"); // Monday 10:00 CST
    expect(businessMinutesBetween(received, at("2025-01-13T14:00:00Z"))).toBe(0); // Monday 8:00
    // Not "2 h left" on the Sunday: the due time, as the lead page shows it.
    expect(describeReplyClock(replyClock(received, at("2025-01-12T19:00:00Z")))).toBe("due Mon 10:00 AM");
    // Once Monday opens, the countdown runs.
    expect(describeReplyClock(replyClock(received, at("2025-01-13T15:00:00Z")))).toBe("1 h left");
  });

  it("counts overdue time in business hours across a weekend", () => {
    const received = at("2025-01-10T23:30:00Z"); // Friday 17:30, due Saturday 10:30
    const clock = replyClock(received, at("2025-01-13T14:00:00Z")); // Monday 8:00 CST
    expect(clock).toMatchObject({ state: "overdue", minutesOverdue: 330 }); // Saturday 10:30-16:00
    expect(describeReplyClock(clock)).toBe("overdue by 5 h 30 min");
    expect(describeReplyClock(replyClock(received, at("2025-01-11T17:05:00Z")))).toBe("overdue by 35 min");
  });

  it("follows daylight saving time: the weekend the clocks spring forward", () => {
    const received = at("2025-03-08T21:30:00Z"); // Saturday 15:30 CST; DST starts Sunday 9 March
    // 30 min on Saturday, then Monday 8:00 CDT (13:00Z) + 90 min.
    expect(replyDueAt(received).toISOString()).toBe("2025-03-10T14:30:00.000Z");
  });

  it("follows daylight saving time when the clocks fall back", () => {
    const received = at("2025-11-01T20:30:00Z"); // Saturday 15:30 CDT; DST ends Sunday 2 November
    expect(replyDueAt(received).toISOString()).toBe("2025-11-03T15:30:00.000Z"); // Monday 9:30 CST
  });

  it("formats whole hours and minutes", () => {
    const received = at("2025-01-06T15:00:00Z");
    expect(describeReplyClock(replyClock(received, received))).toBe("2 h left");
    expect(describeReplyClock(replyClock(received, at("2025-01-06T16:15:00Z")))).toBe("45 min left");
  });
});

describe("business minutes for many pairs at once", () => {
  it("agrees with businessMinutesBetween across weekends and a daylight-saving change", () => {
    const from = at("2025-02-24T00:00:00Z");
    const to = at("2025-03-24T00:00:00Z"); // DST began Sunday 9 March 2025
    const within = businessMinutesWithin(from, to);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 300; i++) {
      const start = new Date(from.getTime() + random() * (to.getTime() - from.getTime()));
      const end = new Date(start.getTime() + random() * 5 * 86_400_000 * (i % 3 === 0 ? 0.05 : 1));
      if (end > to) continue;
      expect(within(start.getTime(), end.getTime())).toBe(businessMinutesBetween(start, end));
    }
  });
});
