import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { icsOf, slotsOn, until, withDb } from "#tests/support/booking.ts";
import { serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { mailText, type Mail } from "#tests/support/smtp.ts";
import { twilioSink } from "#tests/support/twilio.ts";
import { nextToken, post, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Issue 42, the gaps: a quote or consultation request books its visit from its success page and
 * its e-mail by a signed, expiring link (nothing asked again, one visit per lead, forged or
 * expired → the ordinary form); the visitor's e-mails on a move (same UID, SEQUENCE + 1) and a
 * cancel (METHOD:CANCEL), read back by ical.js; the owner told of each by e-mail, push and text;
 * the lead's admin page moves, assigns and closes the visit (staff move and close, only the owner assigns).
 */
const SECRET = "booking-changes-test-secret-0123456789";
const sms = twilioSink();
const run = serverWithSmtpSink(() => ({
  ...sms.env,
  FORM_SECRET: SECRET,
  ADMIN_EMAIL: "owner@bayoucrest.example",
  ADMIN_PASSWORD: "correct-horse-battery",
  SMS_MAX_PER_HOUR: "100",
}));

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence, status: vevent.getFirstPropertyValue("status"), start: event.startDate.toJSDate().toISOString() };
}
const leadToken = (location: string) => new URLSearchParams(location.split("?")[1]!.split("#")[0]).get("book");
const sign = (table: string, id: number, expires: number) => createHmac("sha256", SECRET).update(`book-lead:${table}:${id}:${expires}`).digest("base64url");

describe("booking a request's visit, and its changes", () => {
  let token = "";
  let leadId = 0;

  it("offers the visit on a consultation request's success page and e-mail, books it without asking again, once", async () => {
    const email = "family@example.com";
    const sent = await post(run.server.url, { ...validForms.consultation, email, "form-token": await nextToken(run.server.url) }, { path: "/?index", accept: "text/html" });
    expect(sent.status).toBe(303);
    const location = sent.headers.get("Location")!;
    token = leadToken(location)!;
    expect(token).toMatch(/^c\d+\.\d{10}\.[A-Za-z0-9_-]{43}$/);
    leadId = Number(/^c(\d+)\./.exec(token)![1]);
    const success = await (await fetch(`${run.server.url}${location}`)).text();
    expect(success).toContain(`/book?lead=${encodeURIComponent(token)}`.replace(/&/g, "&amp;"));
    expect(success).toContain("Pick a time for your free site visit");
    const confirmation = await until(() => run.mail.inbox.find((mail) => mail.to.includes(email)));
    expect(mailText(confirmation.raw)).toContain(`/book?lead=${encodeURIComponent(token)}`);

    const page = await (await fetch(`${run.server.url}/book?lead=${encodeURIComponent(token)}`)).text();
    expect(page).toMatch(/For your request [A-Z0-9-]+: just choose a time\./);
    expect(page).not.toContain('name="firstName"');
    const [slot] = slotsOn(page);
    const leadsBefore = await withDb(run.server.dataDir, (db) => db.selectFrom("contact_submissions").select("id").execute());
    const booked = await post(run.server.url, { lead: token, slot: slot! }, { path: `/book?lead=${encodeURIComponent(token)}`, accept: "text/html" });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("Location")).toMatch(/^\/book\?sent=consultation&ref=[A-Z0-9-]+&at=/);
    expect(await (await fetch(`${run.server.url}${booked.headers.get("Location")}`)).text()).toContain("Your site visit is booked");
    const visits = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select(["lead_table", "lead_id", "starts_at", "status"]).execute());
    expect(visits).toEqual([{ lead_table: "contact_submissions", lead_id: leadId, starts_at: slot, status: "booked" }]);
    expect(await withDb(run.server.dataDir, (db) => db.selectFrom("contact_submissions").select("id").execute())).toHaveLength(leadsBefore.length);
    // The owner is told as for a new lead: an e-mail, and a text saying what happened.
    await until(() => run.mail.inbox.find((mail) => mail.to.includes("office@bayoucrest.example") && /Site visit booked online/.test(mail.raw)));
    await until(() => sms.texts.find((text) => text.startsWith("Site visit booked online: ")));
    const invitation = await until(() => run.mail.inbox.find((mail) => mail.to.includes(email) && /Your free site visit/.test(mail.raw)));
    expect(readEvent(icsOf(invitation.raw)).start).toBe(slot);

    // A second attempt shows the visit there is, with its move/cancel link, and books nothing.
    const again = await (await fetch(`${run.server.url}/book?lead=${encodeURIComponent(token)}`)).text();
    expect(again).toContain("Your visit is already booked for");
    expect(again).toMatch(/href="\/book\/visit\?t=[^"]+"/);
    const second = await post(run.server.url, { lead: token, slot: slotsOn(page)[1]! }, { path: `/book?lead=${encodeURIComponent(token)}`, accept: "text/html" });
    expect(second.status).toBe(303);
    expect(second.headers.get("Location")).toBe(`/book?lead=${encodeURIComponent(token)}#booked`);
    expect(await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select("id").execute())).toHaveLength(1);
  });

  it("gives a quote request's link in its JSON answer, in Spanish too", async () => {
    const response = await post(run.server.url, { ...validForms["get-quote"], email: "cara@example.com", contactMethod: "email", "form-token": await nextToken(run.server.url) }, { path: "/es/cotizacion" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bookToken?: string };
    expect(body.bookToken).toMatch(/^q\d+\./);
    const page = await (await fetch(`${run.server.url}/es/agendar?lead=${encodeURIComponent(body.bookToken!)}`)).text();
    expect(page).toMatch(/Para su solicitud [A-Z0-9-]+: solo elija un horario\./);
  });

  it("treats a forged or expired link as the ordinary form, attaching nothing", async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `c${leadId}.${past}.${sign("contact_submissions", leadId, past)}`;
    const future = Math.floor(Date.now() / 1000) + 3600;
    const forged = `c${leadId + 1}.${future}.${sign("contact_submissions", leadId, future)}`;
    for (const bad of [expired, forged, "c1.9999999999.AAAA"]) {
      const page = await (await fetch(`${run.server.url}/book?lead=${encodeURIComponent(bad)}`)).text();
      expect(page).toContain('name="firstName"');
      expect(page).not.toContain("just choose a time");
      const before = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select("id").execute());
      const slot = slotsOn(page)[2]!;
      const response = await post(run.server.url, { lead: bad, slot }, { path: `/book?lead=${encodeURIComponent(bad)}`, accept: "text/html" });
      expect(response.status).toBe(400);
      expect(await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select("id").execute())).toEqual(before);
    }
  });

  it("moves the visit as the same calendar event (SEQUENCE + 1) and cancels it with METHOD:CANCEL; the owner is told of each", async () => {
    const email = "family@example.com";
    const invitation = run.mail.inbox.find((mail) => mail.to.includes(email) && /Your free site visit/.test(mail.raw))!;
    const first = readEvent(icsOf(invitation.raw));
    expect(first).toMatchObject({ method: "PUBLISH", sequence: 0, status: "CONFIRMED" });
    const link = decodeURIComponent(/\/book\/visit\?t=([A-Za-z0-9._%-]+)/.exec(mailText(invitation.raw))![1]!);
    const manage = await (await fetch(`${run.server.url}/book/visit?t=${encodeURIComponent(link)}`)).text();
    const later = slotsOn(manage).at(-1)!;
    expect((await post(run.server.url, { intent: "move", slot: later }, { path: `/book/visit?t=${encodeURIComponent(link)}`, accept: "text/html" })).status).toBe(303);
    const movedMail = await until(() => run.mail.inbox.find((mail) => mail.to.includes(email) && /moved/.test(mail.raw)));
    const moved = readEvent(icsOf(movedMail.raw));
    expect(moved).toMatchObject({ uid: first.uid, sequence: 1, start: later, method: "PUBLISH" });
    expect(movedMail.raw).toMatch(/text\/calendar; charset=utf-8; method=PUBLISH/i);
    await until(() => run.mail.inbox.find((mail) => mail.to.includes("office@bayoucrest.example") && /Site visit moved by the visitor/.test(mail.raw)));
    await until(() => sms.texts.find((text) => text.startsWith("Site visit moved by the visitor: ")));

    const movedLink = decodeURIComponent(/\/book\/visit\?t=([A-Za-z0-9._%-]+)/.exec(mailText(movedMail.raw))![1]!);
    expect((await post(run.server.url, { intent: "cancel" }, { path: `/book/visit?t=${encodeURIComponent(movedLink)}`, accept: "text/html" })).status).toBe(303);
    const canceledMail = await until(() => run.mail.inbox.find((mail) => mail.to.includes(email) && /canceled/.test(mail.raw) && /text\/calendar/i.test(mail.raw)));
    expect(canceledMail.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
    const canceled = readEvent(icsOf(canceledMail.raw));
    expect(canceled).toMatchObject({ uid: first.uid, sequence: 2, status: "CANCELLED", method: "CANCEL", start: later });
    await until(() => run.mail.inbox.find((mail) => mail.to.includes("office@bayoucrest.example") && /Site visit canceled by the visitor/.test(mail.raw)));
    await until(() => sms.texts.find((text) => text.startsWith("Site visit canceled by the visitor: ")));
    // The texts queued, in order: the new lead, then each change with what it was.
    const textRows = await withDb(run.server.dataDir, (db) => db.selectFrom("lead_outbox").select("subject").where("kind", "=", "sms").where("lead_table", "=", "contact_submissions").where("lead_id", "=", leadId).orderBy("id").execute());
    expect(textRows.map((row) => row.subject)).toEqual([null, "Site visit booked online", "Site visit moved by the visitor", "Site visit canceled by the visitor"]);
  });

  it("lets the lead's page move, close and (owner only) assign its visit; the family is e-mailed the move", async () => {
    const email = "admin-moved@example.com";
    const sent = await post(run.server.url, { ...validForms.consultation, email, "form-token": await nextToken(run.server.url) }, { path: "/?index", accept: "text/html" });
    const link = leadToken(sent.headers.get("Location")!)!;
    const id = Number(/^c(\d+)\./.exec(link)![1]);
    const slots = slotsOn(await (await fetch(`${run.server.url}/book?lead=${encodeURIComponent(link)}`)).text());
    expect((await post(run.server.url, { lead: link, slot: slots[0]! }, { path: `/book?lead=${encodeURIComponent(link)}`, accept: "text/html" })).status).toBe(303);
    const withCalendar = (mail: Mail) => mail.to.includes(email) && /text\/calendar/i.test(mail.raw);
    const original = await until(() => run.mail.inbox.find(withCalendar));

    const staff = await createAdminAndLogin(run.server, undefined, { role: "staff" });
    const owner = await createAdminAndLogin(run.server);
    const leadPage = await (await fetch(`${run.server.url}/admin/leads/contact/${id}`, { headers: { Cookie: staff.cookie } })).text();
    expect(leadPage).toContain("Site visit");
    expect(leadPage).toContain("Move to an open time");
    expect(leadPage).not.toContain("Assign to</");
    const visitId = Number(/name="id" value="(\d+)"/.exec(leadPage)![1]);
    const admin = (who: typeof staff, body: Record<string, string>) =>
      post(run.server.url, { csrf: who.csrfToken, back: `/admin/leads/contact/${id}`, id: String(visitId), ...body }, { path: "/admin/visits", accept: "text/html", headers: { Cookie: who.cookie, Origin: run.server.url } });

    const target = slotsOn(await (await fetch(`${run.server.url}/book`)).text()).at(-2)!;
    const moved = await admin(staff, { intent: "move", start: target });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(`/admin/leads/contact/${id}`);
    const movedMail = await until(() => run.mail.inbox.filter(withCalendar)[1]);
    expect(readEvent(icsOf(movedMail.raw))).toMatchObject({ uid: readEvent(icsOf(original.raw)).uid, sequence: 1, start: target });
    const live = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select(["id", "starts_at", "sequence", "original_id"]).where("lead_id", "=", id).where("status", "=", "booked").executeTakeFirstOrThrow());
    expect(live).toMatchObject({ starts_at: target, sequence: 1, original_id: visitId });

    const ownerId = await withDb(run.server.dataDir, async (db) => (await db.selectFrom("admin_users").select("id").where("email", "=", owner.email).executeTakeFirstOrThrow()).id);
    expect((await admin(staff, { id: String(live.id), intent: "assign", member: String(ownerId) })).status).toBe(403);
    expect((await admin(owner, { id: String(live.id), intent: "assign", member: String(ownerId) })).status).toBe(302);
    expect((await admin(staff, { id: String(live.id), intent: "missed" })).status).toBe(302);
    const closed = await withDb(run.server.dataDir, (db) => db.selectFrom("visit_bookings").select(["admin_user_id", "status"]).where("id", "=", live.id).executeTakeFirstOrThrow());
    expect(closed).toEqual({ admin_user_id: ownerId, status: "missed" });
    const page = await (await fetch(`${run.server.url}/admin/leads/contact/${id}`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toMatch(/data-testid="visit-status">missed</);
    expect(page).not.toContain("Move to an open time");
  }, 90_000);
});
