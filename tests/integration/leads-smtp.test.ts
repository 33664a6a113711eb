import { describe, expect, it } from "vitest";
import { OFFICE, serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { mailText } from "#tests/support/smtp.ts";
import { nextToken, post, storedRows, validForms } from "#tests/integration/leads-helpers.ts";

describe("lead notification e-mail", () => {
  const run = serverWithSmtpSink({ MAIL_FROM: "Website <web@bayoucrest.example>" });
  /** What reached the business (visitors get their own confirmations: visitor-mail-smtp.test.ts). */
  const office = () => run.mail.to(OFFICE);

  it("mails the business a lead with its fields in subject and body", async () => {
    const response = await post(run.server.url, { ...validForms.contact, "form-token": await nextToken(run.server.url) });
    expect(response.status).toBe(200);
    await expect.poll(() => office().length, { timeout: 10_000 }).toBe(1);
    const mail = office()[0]!;
    expect(mail.to).toEqual(["office@bayoucrest.example"]);
    expect(subjectOf(mail.raw)).toBe("New message from “Ben Okafor”");
    expect(mailText(mail.raw)).toContain("Our plaster is rough; can you take a look?");
    expect(mailText(mail.raw)).toContain("Email: ben@example.com");
    expect(mail.raw).toMatch(/^Reply-To: ben@example.com/m);
    await expect.poll(async () => (await storedRows(run.server.dataDir)).outbox[0]?.status).toBe("sent");
  });

  it("keeps the lead while the mail server is down and delivers once it is back", async () => {
    await run.mail.stop();
    const response = await post(run.server.url, { ...validForms["get-quote"], "form-token": await nextToken(run.server.url) });
    expect(response.status).toBe(200);
    const { quotes } = await storedRows(run.server.dataDir);
    expect(quotes.map((row) => row.name)).toEqual(["Cara Nguyen"]);
    await expect
      .poll(async () => (await storedRows(run.server.dataDir)).outbox[1], { timeout: 10_000 })
      .toMatchObject({ status: "pending", last_error: expect.any(String) });
    expect(office()).toHaveLength(1);

    await run.mail.start();
    await expect.poll(() => office().length, { timeout: 15_000 }).toBe(2);
    expect(subjectOf(office()[1]!.raw)).toBe("Quote (form): New Pool Installation, 20x40 ft, Friendswood");
    expect(mailText(office()[1]!.raw)).toContain("Callback time: Evening (5PM-8PM)");
    await expect.poll(async () => (await storedRows(run.server.dataDir)).outbox[1]?.status).toBe("sent");
  });

  it("mails a lead sent very fast, marked possible spam, and encodes a name that looks like an encoded-word", async () => {
    const { token } = (await (await fetch(`${run.server.url}/form-token`)).json()) as { token: string };
    const name = "=?utf-8?q?Your_Bank?=";
    const response = await post(run.server.url, { ...validForms.contact, name, email: "fast@example.com", "form-token": token });
    expect(response.status).toBe(200);
    await expect.poll(() => office().length, { timeout: 10_000 }).toBe(3);
    const mail = office()[2]!;
    // On the wire the visitor's text is inside an encoded-word of ours, never a word of its own.
    expect(mail.raw).not.toMatch(/^Subject:.*=\?utf-8\?q\?Your_Bank\?=/im);
    expect(subjectOf(mail.raw)).toBe(`[Possible spam] New message from “${name}”`);
    const { contacts } = await storedRows(run.server.dataDir);
    expect(contacts.find((row) => row.name === name)).toMatchObject({
      spam_reason: null,
      possible_spam: expect.stringMatching(/^sent \d+ ms after the form token was issued$/),
    });
  });
});

/** The Subject header as a mail client shows it: unfolded, RFC 2047 Q-encoded words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, text: string) =>
      Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    )
    .trim();
}
