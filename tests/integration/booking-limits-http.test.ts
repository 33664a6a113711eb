import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * The booking page's limits and messages (issue 42, tests): bookings count against the lead
 * forms' limit per client, an IPv6 client by its /64 (the booking by a request's link too), and
 * bad input is answered with a message that says what to do, nothing booked.
 */
const LIMIT = 3;
let server: RunningServer;

beforeAll(async () => {
  await freePort();
  server = await startServer({
    env: { ...testServerEnv, RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: "1", ADMIN_EMAIL: "owner@bayoucrest.example", ADMIN_PASSWORD: "correct-horse-battery" },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const slotsOn = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
const via = (address: string) => ({ "X-Forwarded-For": address });
const book = async (slot: string, address: string, n: number) =>
  post(server.url, { ...validForms.consultation, email: `limit${n}@example.com`, slot, "form-token": await nextToken(server.url) }, { path: "/book", accept: "text/html", headers: via(address) });

describe("booking limits and messages", () => {
  it("books no more from one /64 than from one address; another /64 is another client", async () => {
    const slots = slotsOn(await (await fetch(`${server.url}/book`)).text());
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await book(slots[n]!, `2001:db8:42:7:${(n * 4099).toString(16)}::${n + 1}`, n)).status);
    expect(statuses).toEqual([303, 303, 303, 429, 429]);
    const refused = await book(slots[6]!, "2001:db8:42:7::99", 9);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/too many|Too many/);
    expect((await book(slots[7]!, "2001:db8:42:8::1", 10)).status).toBe(303);

    // A request's own link books through the same limit: the /64 used up is refused, with a message.
    const sent = await post(server.url, { ...validForms.consultation, email: "linked@example.com", "form-token": await nextToken(server.url) }, { path: "/?index", accept: "text/html", headers: via("198.51.100.42") });
    const token = new URLSearchParams(sent.headers.get("Location")!.split("?")[1]!.split("#")[0]).get("book")!;
    const limited = await post(server.url, { lead: token, slot: slots[8]! }, { path: `/book?lead=${encodeURIComponent(token)}`, accept: "text/html", headers: via("2001:db8:42:7:ffff::1") });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(/too many|Too many/);
  });

  it("answers bad input with a clear message and books nothing", async () => {
    const address = "203.0.113.77";
    const badTime = await post(server.url, { ...validForms.consultation, slot: "tomorrow at nine", "form-token": await nextToken(server.url) }, { path: "/book", accept: "text/html", headers: via(address) });
    expect(badTime.status).toBe(400);
    const badTimeHtml = await badTime.text();
    expect(badTimeHtml).toContain("Please choose a time for the visit.");
    expect(badTimeHtml).toContain("Delgado");
    // A time never offered (3 a.m.) is refused as not open, with the open times listed again.
    const night = new Date(Date.now() + 4 * 24 * 3_600_000);
    night.setUTCHours(9, 0, 0, 0);
    const notOpen = await post(server.url, { ...validForms.consultation, slot: night.toISOString(), "form-token": await nextToken(server.url) }, { path: "/book", accept: "text/html", headers: via(address) });
    expect(notOpen.status).toBe(400);
    const notOpenHtml = await notOpen.text();
    expect(notOpenHtml).toContain("Please choose another one");
    expect(slotsOn(notOpenHtml).length).toBeGreaterThan(0);
    const slot = slotsOn(notOpenHtml)[0]!;
    const badEmail = await post(server.url, { ...validForms.consultation, email: "ana@", slot, "form-token": await nextToken(server.url) }, { path: "/es/agendar", accept: "text/html", headers: via(address) });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toMatch(/correo/i);
    // A week that is not one of the page's shows the first week, and keeps what was typed.
    const week = await post(server.url, { ...validForms.consultation, week: "someday", "form-token": await nextToken(server.url) }, { path: "/book", accept: "text/html", headers: via(address) });
    expect(week.status).toBe(200);
    const weekHtml = await week.text();
    expect(weekHtml).toContain("Delgado");
    expect(slotsOn(weekHtml)[0]).toBe(slot);
  });
});
