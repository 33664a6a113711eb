import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { twoInstancesOnPostgres } from "#tests/support/two-instances.ts";
import { formTokens, post, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Booking on PostgreSQL with two instances (issue 42, points 3 and 5): 20 visitors taking one
 * time at once, half through each instance, book it once; a member's feed reads back with
 * ical.js and answers 404 once revoked.
 */
describe("booking on PostgreSQL with two instances", () => {
  const run = twoInstancesOnPostgres({ ADMIN_EMAIL: "owner@bayoucrest.example", ADMIN_PASSWORD: "correct-horse-battery" });

  const slotsOn = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);

  it("books one time once when 20 visitors take it at once through two instances", async () => {
    const slot = slotsOn(await (await fetch(`${run.first.url}/book`)).text())[3]!;
    expect(slotsOn(await (await fetch(`${run.second.url}/book`)).text())).toContain(slot);
    const tokens = await formTokens(run.first.url, 20);
    const responses = await Promise.all(
      tokens.map((token, index) =>
        post((index % 2 ? run.second : run.first).url, { ...validForms.consultation, email: `pg${index}@example.com`, slot, "form-token": token }, { path: "/book", accept: "text/html" }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400), `statuses: ${statuses.join(", ")}`).toHaveLength(19);
    expect(await responses.find((response) => response.status === 400)!.text()).toContain("someone just booked that time");
    const booked = await run.handle.db.selectFrom("visit_bookings").select(["starts_at", "status"]).execute();
    expect(booked).toEqual([{ starts_at: slot, status: "booked" }]);
    expect(await run.handle.db.selectFrom("contact_submissions").select("id").execute()).toHaveLength(1);
  });

  it("serves the member's feed, read back by ical.js to the same times, and 404 once revoked", async () => {
    const visit = await run.handle.db.selectFrom("visit_bookings").select(["admin_user_id", "starts_at", "ends_at"]).executeTakeFirstOrThrow();
    const secret = "s".repeat(43);
    await run.handle.db.insertInto("calendar_feeds").values({ created_at: new Date().toISOString(), admin_user_id: visit.admin_user_id, secret }).execute();
    const response = await fetch(`${run.second.url}/calendar/${secret}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(visit.starts_at);
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe(visit.ends_at);
    expect(events[0]!.summary).toBe("Site visit: Ana Delgado");
    await run.handle.db.updateTable("calendar_feeds").set({ revoked_at: new Date().toISOString() }).where("secret", "=", secret).execute();
    expect((await fetch(`${run.first.url}/calendar/${secret}.ics`)).status).toBe(404);
    expect((await fetch(`${run.first.url}/calendar/${"t".repeat(43)}.ics`)).status).toBe(404);
  });
});
