import { beforeAll, describe, expect, it } from "vitest";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { mailText } from "#tests/support/smtp.ts";
import { nextToken, post, storedRows, validForms } from "#tests/integration/leads-helpers.ts";

const REFERENCE = /^[QC]-\d{4}-\d{4}$/;

describe("visitor confirmation e-mail", () => {
  const run = serverWithSmtpSink({ MAIL_FROM: "Website <web@bayoucrest.example>" });
  let admin: SignedInAdmin;

  beforeAll(async () => {
    admin = await createAdminAndLogin(run.server);
  }, 60_000);

  it("answers with a reference and mails the visitor the same reference, a summary, next steps and the phone number", async () => {
    const response = await post(run.server.url, { ...validForms.contact, "form-token": await nextToken(run.server.url) });
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(REFERENCE);
    const { contacts } = await storedRows(run.server.dataDir);
    expect(reference.endsWith(`-${String(contacts.at(-1)!.id).padStart(4, "0")}`)).toBe(true);

    await expect.poll(() => run.mail.to("ben@example.com").length, { timeout: 10_000 }).toBe(1);
    const mail = mailText(run.mail.to("ben@example.com")[0]!.raw);
    expect(mail).toMatch(new RegExp(`^Subject: We received your message \\(${reference}\\)`, "m"));
    expect(mail).toMatch(/^Reply-To: hello@bayoucrestpools\.example/m);
    expect(mail).toContain(`We have it, under reference ${reference}.`);
    // Decision 022: a confirmation quotes none of the visitor's own words.
    expect(mail).not.toContain("Our plaster is rough");
    expect(mail).toMatch(/reply within 2 hours during business hours, by \w+day, \w+ \d+(,| at) \d+:\d\d [AP]M at the latest/);
    expect(mail).toContain("Call (713) 555-0148");
    await expect.poll(async () => (await storedRows(run.server.dataDir)).visitorMail.at(-1)?.status).toBe("sent");
    expect(run.mail.to("office@bayoucrest.example"), "the business still gets its notification").toHaveLength(1);
  });

  it("gives a no-JavaScript visitor the same reference on the page", async () => {
    const response = await post(run.server.url, { ...validForms.consultation, email: "nojs@example.com", "form-token": await nextToken(run.server.url) }, { accept: "text/html" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!, run.server.url);
    const reference = location.searchParams.get("ref")!;
    expect(reference).toMatch(REFERENCE);
    const html = (await (await fetch(location)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`Your reference: <strong class="font-semibold tabular">${reference}</strong>`);
    expect(html).toContain("What happens next");
    await expect.poll(() => run.mail.to("nojs@example.com").length, { timeout: 10_000 }).toBe(1);
    expect(mailText(run.mail.to("nojs@example.com")[0]!.raw)).toContain(reference);
  });

  it("sends nothing to an address a bot typed, and nothing when no address was given", async () => {
    const before = (await storedRows(run.server.dataDir)).visitorMail.length;
    const spam = await post(run.server.url, { ...validForms.contact, email: "victim@example.com", "bot-field": "x", "form-token": await nextToken(run.server.url) });
    expect(((await spam.json()) as { reference: string }).reference, "a bot sees the usual success").toMatch(REFERENCE);
    expect((await post(run.server.url, { ...validForms["get-quote"], "form-token": await nextToken(run.server.url) })).status).toBe(200);
    expect((await storedRows(run.server.dataDir)).visitorMail).toHaveLength(before);
  });

  it("keeps the confirmation while the mail server is down, delivers it once it is back, and records it on the lead page", async () => {
    await run.mail.stop();
    const response = await post(run.server.url, { ...validForms.contact, name: "Dana Outage", email: "dana@example.com", "form-token": await nextToken(run.server.url) });
    const { reference } = (await response.json()) as { reference: string };
    await expect
      .poll(async () => (await storedRows(run.server.dataDir)).visitorMail.at(-1), { timeout: 10_000 })
      .toMatchObject({ recipient: "dana@example.com", status: "pending", last_error: expect.any(String) });
    expect(run.mail.to("dana@example.com")).toHaveLength(0);

    await run.mail.start();
    await expect.poll(() => run.mail.to("dana@example.com").length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await storedRows(run.server.dataDir)).visitorMail.at(-1)?.status).toBe("sent");
    const row = (await storedRows(run.server.dataDir)).visitorMail.at(-1)!;
    expect(Number(row.attempts)).toBeGreaterThan(1);

    const id = Number(reference.split("-")[2]);
    const page = (await (await fetch(`${run.server.url}/admin/leads/contact/${id}`, { headers: { Cookie: admin.cookie } })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(`Reference <span class="font-semibold text-ink tabular">${reference}</span>`);
    expect(page).toMatch(/Confirmation · Sent/);
    expect(page).toContain(`We received your message (${reference})`);
  });

  it("sends a reply from an owner's template through the outbox, retries it after an outage, records it, and marks the lead contacted", async () => {
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      redirect: "manual" as const,
      headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: run.server.url },
      body: new URLSearchParams({ csrf: admin.csrfToken, ...fields }),
    });
    const saved = await fetch(`${run.server.url}/admin/templates`, form({
      intent: "save",
      id: "",
      name: "First answer",
      subject: "Your pool project ({reference})",
      body: "Hi {first name},\n\nThanks for writing to {companyName}. Call us at {companyPhone}, or we call you at {phone}.",
    }));
    expect(saved.status).toBe(302);

    const response = await post(run.server.url, { ...validForms.contact, name: "Finn Reply", email: "finn@example.com", "form-token": await nextToken(run.server.url) });
    const { reference } = (await response.json()) as { reference: string };
    const lead = `${run.server.url}/admin/leads/contact/${Number(reference.split("-")[2])}`;
    const page = (await (await fetch(lead, { headers: { Cookie: admin.cookie } })).text()).replaceAll("<!-- -->", "");
    const templateId = /<option value="(\d+)">First answer<\/option>/.exec(page)![1]!;
    const drafted = (await (await fetch(`${lead}?template=${templateId}`, { headers: { Cookie: admin.cookie } })).text()).replaceAll("<!-- -->", "");
    expect(drafted).toContain(`value="Your pool project (${reference})"`);
    // {phone} is the lead's number, the company's facts have their own names (issue 37, point 11).
    expect(drafted).toContain("Hi Finn,\n\nThanks for writing to Bayou Crest Pools &amp; Spas. Call us at (713) 555-0148, or we call you at 713-555-0199.");

    await expect.poll(() => run.mail.to("finn@example.com").length, { timeout: 10_000 }).toBe(1); // the confirmation
    await run.mail.stop();
    const sent = await fetch(lead, form({ intent: "reply", subject: `Your pool project (${reference})`, body: "Hi Finn,\r\n\r\nWe can visit on Tuesday." }));
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(new URL(lead).pathname);
    const flash = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const confirmed = await (await fetch(lead, { headers: { Cookie: `${admin.cookie}; ${flash}` } })).text();
    expect(confirmed, "the page confirms the reply").toContain("Reply queued.");
    await expect
      .poll(async () => (await storedRows(run.server.dataDir)).visitorMail.at(-1), { timeout: 10_000 })
      .toMatchObject({ kind: "reply", recipient: "finn@example.com", status: "pending", last_error: expect.any(String) });
    await run.mail.start();
    await expect.poll(() => run.mail.to("finn@example.com").length, { timeout: 15_000 }).toBe(2);
    const mail = mailText(run.mail.to("finn@example.com")[1]!.raw);
    expect(mail).toMatch(new RegExp(`^Subject: Your pool project \\(${reference}\\)`, "m"));
    expect(mail).toContain("We can visit on Tuesday.");
    await expect.poll(async () => (await storedRows(run.server.dataDir)).visitorMail.at(-1)?.status).toBe("sent");

    const after = (await (await fetch(lead, { headers: { Cookie: admin.cookie } })).text()).replaceAll("<!-- -->", "");
    expect(after).toMatch(/Reply by owner-[^<]*@example\.com · Sent/);
    expect(after).toContain("sent a reply");
    expect(after).toContain("changed the status from New to Contacted");
    expect((await storedRows(run.server.dataDir)).contacts.find((row) => row.name === "Finn Reply")?.status).toBe("contacted");
  });

  it("finds a lead by its reference in the inbox search", async () => {
    const response = await post(run.server.url, { ...validForms.contact, name: "Eve Findable", email: "eve@example.com", "form-token": await nextToken(run.server.url) });
    const { reference } = (await response.json()) as { reference: string };
    const html = await (await fetch(`${run.server.url}/admin/leads?q=${reference.toLowerCase()}`, { headers: { Cookie: admin.cookie } })).text();
    expect(html.replaceAll("<!-- -->", "")).toContain("1 lead matches these filters");
    expect(html).toContain("Eve Findable");
  });
});
