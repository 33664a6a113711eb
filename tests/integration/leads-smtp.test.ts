import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { mailText, startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

describe("lead notification e-mail", () => {
  const inbox: Mail[] = [];
  /** What reached the business (visitors get their own confirmations: visitor-mail-smtp.test.ts). */
  const office = () => inbox.filter((mail) => mail.to.includes("office@bayoucrest.example"));
  let smtpPort: number;
  let smtp: SMTPServer;
  let server: RunningServer;

  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    server = await startServer({
      env: {
        ...testServerEnv,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: "office@bayoucrest.example",
        MAIL_FROM: "Website <web@bayoucrest.example>",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stopSmtp(smtp);
  });

  it("mails the business a lead with its fields in subject and body", async () => {
    const response = await post(server.url, { ...validForms.contact, "form-token": await nextToken(server.url) });
    expect(response.status).toBe(200);
    await expect.poll(() => office().length, { timeout: 10_000 }).toBe(1);
    const mail = office()[0]!;
    expect(mail.to).toEqual(["office@bayoucrest.example"]);
    expect(subjectOf(mail.raw)).toBe("New message from “Ben Okafor”");
    expect(mailText(mail.raw)).toContain("Our plaster is rough; can you take a look?");
    expect(mailText(mail.raw)).toContain("Email: ben@example.com");
    expect(mail.raw).toMatch(/^Reply-To: ben@example.com/m);
    await expect.poll(async () => (await storedRows(server.dataDir)).outbox[0]?.status).toBe("sent");
  });

  it("keeps the lead while the mail server is down and delivers once it is back", async () => {
    await stopSmtp(smtp);
    const response = await post(server.url, { ...validForms["get-quote"], "form-token": await nextToken(server.url) });
    expect(response.status).toBe(200);
    const { quotes } = await storedRows(server.dataDir);
    expect(quotes.map((row) => row.name)).toEqual(["Cara Nguyen"]);
    await expect
      .poll(async () => (await storedRows(server.dataDir)).outbox[1], { timeout: 10_000 })
      .toMatchObject({ status: "pending", last_error: expect.any(String) });
    expect(office()).toHaveLength(1);

    smtp = await startSmtp(smtpPort, inbox);
    await expect.poll(() => office().length, { timeout: 15_000 }).toBe(2);
    expect(subjectOf(office()[1]!.raw)).toBe("Quote (form): New Pool Installation, 20x40 ft, Friendswood");
    expect(mailText(office()[1]!.raw)).toContain("Callback time: Evening (5PM-8PM)");
    await expect.poll(async () => (await storedRows(server.dataDir)).outbox[1]?.status).toBe("sent");
  });

  it("mails a lead sent very fast, marked possible spam, and encodes a name that looks like an encoded-word", async () => {
    const { token } = (await (await fetch(`${server.url}/form-token`)).json()) as { token: string };
    const name = "=?utf-8?q?Your_Bank?=";
    const response = await post(server.url, { ...validForms.contact, name, email: "fast@example.com", "form-token": token });
    expect(response.status).toBe(200);
    await expect.poll(() => office().length, { timeout: 10_000 }).toBe(3);
    const mail = office()[2]!;
    // On the wire the visitor's text is inside an encoded-word of ours, never a word of its own.
    expect(mail.raw).not.toMatch(/^Subject:.*=\?utf-8\?q\?Your_Bank\?=/im);
    expect(subjectOf(mail.raw)).toBe(`[Possible spam] New message from “${name}”`);
    const { contacts } = await storedRows(server.dataDir);
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
