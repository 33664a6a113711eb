import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../support/server.ts";
import { startSmtp, stopSmtp, type Mail } from "../support/smtp.ts";
import { formToken, post, storedRows, testServerEnv, validForms } from "./leads-helpers.ts";

describe("lead notification e-mail", () => {
  const inbox: Mail[] = [];
  /** What reached the business (visitors get their own confirmations: visitor-mail-smtp.test.ts). */
  const office = () => inbox.filter((mail) => mail.to.includes("office@bayoucrest.example"));
  let smtpPort: number;
  let smtp: SMTPServer;
  let server: RunningServer;
  let token: string;

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
    token = await formToken(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await stopSmtp(smtp);
  });

  it("mails the business a lead with its fields in subject and body", async () => {
    const response = await post(server.url, { ...validForms.contact, "form-token": token });
    expect(response.status).toBe(200);
    await expect.poll(() => office().length, { timeout: 10_000 }).toBe(1);
    const mail = office()[0]!;
    expect(mail.to).toEqual(["office@bayoucrest.example"]);
    expect(mail.raw).toMatch(/^Subject: New message from Ben Okafor/m);
    expect(mail.raw).toContain("Our plaster is rough; can you take a look?");
    expect(mail.raw).toContain("Email: ben@example.com");
    expect(mail.raw).toMatch(/^Reply-To: ben@example.com/m);
    await expect.poll(async () => (await storedRows(server.dataDir)).outbox[0]?.status).toBe("sent");
  });

  it("keeps the lead while the mail server is down and delivers once it is back", async () => {
    await stopSmtp(smtp);
    const response = await post(server.url, { ...validForms["get-quote"], "form-token": token });
    expect(response.status).toBe(200);
    const { quotes } = await storedRows(server.dataDir);
    expect(quotes.map((row) => row.name)).toEqual(["Cara Nguyen"]);
    await expect
      .poll(async () => (await storedRows(server.dataDir)).outbox[1], { timeout: 10_000 })
      .toMatchObject({ status: "pending", last_error: expect.any(String) });
    expect(office()).toHaveLength(1);

    smtp = await startSmtp(smtpPort, inbox);
    await expect.poll(() => office().length, { timeout: 15_000 }).toBe(2);
    expect(office()[1]!.raw).toMatch(/^Subject: New quote request from Cara Nguyen \(callback\)/m);
    expect(office()[1]!.raw).toContain("Callback time: Evening (5PM-8PM)");
    await expect.poll(async () => (await storedRows(server.dataDir)).outbox[1]?.status).toBe("sent");
  });
});
