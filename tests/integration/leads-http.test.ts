import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { ...testServerEnv, RATE_LIMIT_MAX: "1000" } });
});
afterAll(() => server?.stop());

describe("lead submissions over HTTP", () => {
  it("stores each form in the row shape of docs/product.md, with an outbox row that records missing SMTP", async () => {
    for (const form of Object.values(validForms)) {
      const response = await post(server.url, { ...form, "form-token": await nextToken(server.url), "bot-field": "" });
      expect(response.status, await response.text()).toBe(200);
    }
    const { contacts, quotes, outbox } = await storedRows(server.dataDir);
    const home = contacts.find((row) => row.source === "home-consultation")!;
    expect(home).toMatchObject({
      name: "Ana Delgado",
      subject: "new - 1-3months",
      message: "Location: Pearland\nService Type: new\nTimeline: 1-3months\n\nWe'd like a pool with a spa.",
      first_name: "Ana",
      service_type: "new",
      spam_reason: null,
    });
    const quote = quotes[0]!;
    expect(quote).toMatchObject({ contact_method: "callback", preferred_callback_time: "evening", email: null });
    expect(JSON.parse(String(quote.features))).toEqual(["Hot Tub Integration", "LED Lighting"]);
    expect(outbox).toHaveLength(3);
    await expect.poll(async () => (await storedRows(server.dataDir)).outbox.map((row) => row.status)).toEqual([
      "not-configured",
      "not-configured",
      "not-configured",
    ]);
  });

  it("drops the callback time unless the method is callback", async () => {
    await post(server.url, {
      ...validForms["get-quote"],
      contactMethod: "phone",
      name: "Dee Phone",
      "form-token": await nextToken(server.url),
    });
    const { quotes } = await storedRows(server.dataDir);
    expect(quotes.find((row) => row.name === "Dee Phone")?.preferred_callback_time).toBeNull();
  });

  it("flags a filled honeypot as spam (no mail); a too-fast form is only marked possible spam and notified", async () => {
    const honeypot = await post(server.url, { ...validForms.contact, name: "Bot One", "bot-field": "x", "form-token": await nextToken(server.url) });
    expect(honeypot.status).toBe(200);
    const fresh = await (await fetch(`${server.url}/form-token`)).json();
    const fast = await post(server.url, { ...validForms.contact, name: "Bot Two", "form-token": fresh.token });
    expect(fast.status).toBe(200);
    const { contacts, outbox } = await storedRows(server.dataDir);
    const one = contacts.find((row) => row.name === "Bot One")!;
    const two = contacts.find((row) => row.name === "Bot Two")!;
    expect(one.spam_reason).toMatch(/honeypot/);
    expect(two).toMatchObject({ spam_reason: null, possible_spam: expect.stringMatching(/^sent \d+ ms after the form token was issued$/) });
    expect(outbox.some((row) => row.lead_id === one.id)).toBe(false);
    expect(outbox.some((row) => row.lead_id === two.id)).toBe(true);
  });

  it("stores an identical submission repeated within minutes once", async () => {
    const body = { ...validForms.contact, name: "Eve Twice", "form-token": await nextToken(server.url) };
    expect((await post(server.url, body)).status).toBe(200);
    expect((await post(server.url, body)).status).toBe(200);
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.filter((row) => row.name === "Eve Twice")).toHaveLength(1);
  });

  it("records page, referrer and UTM parameters, from hidden fields or the Referer header", async () => {
    await post(server.url, {
      ...validForms.contact,
      name: "Fay Hidden",
      "form-token": await nextToken(server.url),
      page: "/contact",
      referrer: "https://www.google.com/",
      landing: `${server.url}/about?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=pools&utm_content=ad1`,
    });
    await post(
      server.url,
      { ...validForms.contact, name: "Gus Header", "form-token": await nextToken(server.url) },
      { headers: { Referer: `${server.url}/contact?utm_source=newsletter` } },
    );
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.find((row) => row.name === "Fay Hidden")).toMatchObject({
      page: "/contact",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_term: "pools",
      utm_content: "ad1",
    });
    expect(contacts.find((row) => row.name === "Gus Header")).toMatchObject({
      page: "/contact",
      referrer: null,
      utm_source: "newsletter",
      utm_medium: null,
    });
  });

  it("refuses wrong content type and unknown form-name with 400, big bodies with 413", async () => {
    const json = await fetch(`${server.url}/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validForms.contact),
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toMatch(/x-www-form-urlencoded/);
    const unknown = await post(server.url, { ...validForms.contact, "form-name": "newsletter" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/Unknown form-name/);
    const big = await post(server.url, { ...validForms.contact, message: "a".repeat(40_000) }, { path: "/contact" });
    expect(big.status).toBe(413);
  });

  it("re-renders the page with errors and values kept when a browser posts without JavaScript", async () => {
    const response = await post(
      server.url,
      { "form-name": "contact", name: "<script>alert(1)</script>", email: "not-an-email", message: "" },
      { path: "/contact", accept: "text/html" },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address, like name@example.com.");
    expect(html).toContain("Please enter your message.");
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(/name="form-token" value="[^"]+"/);
  });

  it("asks a no-JavaScript visitor without a token to confirm, then redirects 303 to the confirmation", async () => {
    const first = await post(server.url, validForms.contact, { path: "/contact", accept: "text/html" });
    expect(first.status).toBe(400);
    const html = await first.text();
    expect(html).toContain("Almost done: please check your details and press the button again to send them.");
    const confirmToken = /name="form-token" value="([^"]+)"/.exec(html)![1]!;
    const second = await post(
      server.url,
      { ...validForms.contact, name: "Hal Confirmed", "form-token": confirmToken },
      { path: "/contact", accept: "text/html" },
    );
    expect(second.status).toBe(303);
    expect(second.headers.get("Location")).toMatch(/^\/contact\?sent=contact&ref=C-\d{4}-\d{4}#contact-form$/);
    const reference = new URL(second.headers.get("Location")!, server.url).searchParams.get("ref");
    const confirmation = await (await fetch(`${server.url}${second.headers.get("Location")}`)).text();
    expect(confirmation).toContain("Message sent successfully!");
    expect(confirmation.replaceAll("<!-- -->", "")).toContain(`Your reference: <strong class="font-semibold tabular">${reference}</strong>`);
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.find((row) => row.name === "Hal Confirmed")?.spam_reason).toBeNull();
  });
});

describe("per-address rate limit", () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ env: { ...testServerEnv, RATE_LIMIT_MAX: "3" } });
  });
  afterAll(() => limited?.stop());

  it("answers 429 with the phone number once the limit is used up, and stores nothing more", async () => {
    const statuses: number[] = [];
    let text = "";
    for (let i = 0; i < 5; i++) {
      const response = await post(limited.url, { ...validForms.contact, name: `Rate ${i}`, "form-token": await nextToken(limited.url) });
      statuses.push(response.status);
      text = await response.text();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(text).toContain(business.phone.display);
    const { contacts } = await storedRows(limited.dataDir);
    expect(contacts).toHaveLength(3);
  });
});
