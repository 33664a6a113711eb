import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { icsOf, slotsOn, until, withDb } from "#tests/support/booking.ts";
import { serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { mailText } from "#tests/support/smtp.ts";
import { formTokens, nextToken, post, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Booking the free site visit over HTTP on SQLite (issue 42): the page lists open times, a
 * booking is a lead with its visit, the confirmation carries an .ics read back by ical.js, the
 * move/cancel link works once, a canceled visit's reminder is never sent, and 20 parallel
 * bookings of one time book it once.
 */
const run = serverWithSmtpSink({ ADMIN_EMAIL: "owner@bayoucrest.example", ADMIN_PASSWORD: "correct-horse-battery" });

const openTimes = async (path = "/book") => slotsOn(await (await fetch(`${run.server.url}${path}`)).text());
const booking = (slot: string, token: string, email = "ana@example.com") => ({ ...validForms.consultation, email, slot, "form-token": token });

describe("booking the free site visit", () => {
  it("lists the open times in both languages, grouped by day, from the first admin in business hours", async () => {
    const english = await (await fetch(`${run.server.url}/book`)).text();
    expect(english).toContain("Pick a time for your free site visit");
    expect(english).toMatch(/<legend[^>]*>(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), [A-Z][a-z]+ \d+<\/legend>/);
    expect(slotsOn(english).length).toBeGreaterThan(20);
    const spanish = await fetch(`${run.server.url}/es/agendar`);
    expect(spanish.status).toBe(200);
    const spanishHtml = await spanish.text();
    expect(spanishHtml).toContain("Elija la hora de su visita gratuita");
    expect(spanishHtml).toMatch(/<legend[^>]*>(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado), \d+ de [a-z]+<\/legend>/);
  });

  it("asks for a time and for the request's fields, losing nothing typed", async () => {
    const response = await post(run.server.url, { ...validForms.consultation, firstName: "", "form-token": await nextToken(run.server.url) }, { path: "/book", accept: "text/html" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your first name");
    expect(html).toContain("Delgado");
    const noTime = await post(run.server.url, { ...validForms.consultation, "form-token": await nextToken(run.server.url) }, { path: "/book", accept: "text/html" });
    expect(noTime.status).toBe(400);
    expect(await noTime.text()).toContain("Please choose a time for the visit.");
    expect(await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select("id").execute())).toEqual([]);
  });

  it("books a time with its lead, e-mails an .ics that reads back to the same instant, and moves and cancels by a single-use link", async () => {
    const [slot, later] = await openTimes();
    const response = await post(run.server.url, booking(slot!, await nextToken(run.server.url)), { path: "/book", accept: "text/html" });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/book\?sent=consultation&ref=[A-Z0-9-]+&at=/);
    expect(await (await fetch(`${run.server.url}${location}`)).text()).toContain("Your site visit is booked");
    const visit = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").selectAll().executeTakeFirstOrThrow());
    expect(visit).toMatchObject({ starts_at: slot, status: "booked", lead_table: "contact_submissions" });
    expect(await openTimes()).not.toContain(slot);

    const mail = await until(async () => run.mail.inbox.find((message) => message.to.includes("ana@example.com") && /Your free site visit/.test(message.raw)));
    const calendar = new ICAL.Component(ICAL.parse(icsOf(mail.raw)));
    // The invitation's own VTIMEZONE is what the time is read with (as a calendar client does).
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot);
    expect(event.startDate.zone?.tzid).toBe("America/Chicago");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Chicago");
    expect(event.location).toBe("Pearland");
    const owner = await until(async () => run.mail.inbox.find((message) => message.to.includes("office@bayoucrest.example")));
    expect(owner).toBeDefined();

    const link = /https?:\/\/[^\s"<>]+\/book\/visit\?t=([A-Za-z0-9._%-]+)/.exec(mailText(mail.raw))![1]!;
    const token = decodeURIComponent(link);
    expect((await fetch(`${run.server.url}/book/visit?t=${encodeURIComponent(token)}`)).status).toBe(200);
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await fetch(`${run.server.url}/book/visit?t=${encodeURIComponent(forged)}`)).status).toBe(404);
    expect((await post(run.server.url, { intent: "cancel" }, { path: `/book/visit?t=${encodeURIComponent(forged)}`, accept: "text/html" })).status).toBe(403);

    const moved = await post(run.server.url, { intent: "move", slot: later! }, { path: `/book/visit?t=${encodeURIComponent(token)}`, accept: "text/html" });
    expect(moved.status).toBe(303);
    // The link is spent: used again it changes nothing.
    const reused = await post(run.server.url, { intent: "cancel" }, { path: `/book/visit?t=${encodeURIComponent(token)}`, accept: "text/html" });
    expect(reused.status).toBe(403);
    const visits = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select(["starts_at", "status"]).orderBy("id").execute());
    expect(visits).toEqual([
      { starts_at: slot, status: "canceled" },
      { starts_at: later, status: "booked" },
    ]);
    expect(await openTimes()).toContain(slot);

    // The new confirmation's link cancels; the moved visit's reminder, brought forward, is then not sent.
    const movedMail = await until(async () => run.mail.inbox.find((message) => /moved/.test(message.raw) && message.to.includes("ana@example.com")));
    const secondToken = decodeURIComponent(/\/book\/visit\?t=([A-Za-z0-9._%-]+)/.exec(mailText(movedMail.raw))![1]!);
    expect((await post(run.server.url, { intent: "cancel" }, { path: `/book/visit?t=${encodeURIComponent(secondToken)}`, accept: "text/html" })).status).toBe(303);
    const reminders = await withDb(run.server.dataDir, async (db) => {
      await db.updateTable("lead_outbox").set({ next_attempt_at: new Date().toISOString() }).where("kind", "=", "visit-reminder").execute();
      return db.selectFrom("lead_outbox").select("id").where("kind", "=", "visit-reminder").execute();
    });
    expect(reminders).toHaveLength(2);
    const outcomes = await until(async () => {
      const rows = await withDb(run.server.dataDir, (db) => db.selectFrom("lead_outbox").select("status").where("kind", "=", "visit-reminder").execute());
      return rows.every((row) => row.status !== "pending") && rows;
    });
    expect(outcomes.map((row) => row.status)).toEqual(["canceled", "canceled"]);
    expect(run.mail.inbox.filter((message) => /Reminder: your site visit/.test(message.raw))).toEqual([]);
  });

  it("sends the reminder of a visit still booked", async () => {
    const [slot] = await openTimes();
    expect((await post(run.server.url, booking(slot!, await nextToken(run.server.url), "reminded@example.com"), { path: "/book", accept: "text/html" })).status).toBe(303);
    await withDb(run.server.dataDir, (db) => db.updateTable("lead_outbox").set({ next_attempt_at: new Date().toISOString() }).where("kind", "=", "visit-reminder").where("recipient", "=", "reminded@example.com").execute());
    const reminder = await until(async () => run.mail.inbox.find((message) => message.to.includes("reminded@example.com") && /Reminder: your site visit/.test(mailText(message.raw))));
    expect(reminder).toBeDefined();
  });

  it("books one time once when 20 visitors take it at the same moment; the others are told and shown the times open now", async () => {
    const slot = (await openTimes()).at(-1)!;
    const tokens = await formTokens(run.server.url, 20);
    const responses = await Promise.all(tokens.map((token, index) => post(run.server.url, booking(slot, token, `race${index}@example.com`), { path: "/book", accept: "text/html" })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const refused = await responses.find((response) => response.status === 400)!.text();
    expect(refused).toContain("someone just booked that time");
    expect(slotsOn(refused)).not.toContain(slot);
    expect(slotsOn(refused).length).toBeGreaterThan(0);
    const booked = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select("id").where("starts_at", "=", slot).where("status", "=", "booked").execute());
    expect(booked).toHaveLength(1);
    // Each refused lead was rolled back with its visit: exactly one lead from the race.
    const leads = await withDb(run.server.dataDir, (db) => db.selectFrom("contact_submissions").select("id").where("email", "like", "race%").execute());
    expect(leads).toHaveLength(1);
  });
});
