import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Decision 020: an old client of the hosted-form handler posts to `/` with exactly the original
 * fields (`form-name`, `bot-field`, the form's fields) and no form token. Its lead is stored,
 * marked "possible spam" and notified, never lost; no confirmation goes to the address it gave.
 * A token that is there but bad is still refused, and a browser's page is still asked to confirm.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: testServerEnv });
});
afterAll(() => server?.stop());

/** What the old hosted-form script sent: a plain `fetch` (Accept: any), the original fields only. */
const oldClient = (body: Record<string, string>) => post(server.url, { ...body, "bot-field": "" }, { accept: "*/*" });

describe("a token-less POST / from an old client", () => {
  it("stores each form's lead, marked possible spam and notified, answered as a stored lead", async () => {
    for (const [formName, form] of Object.entries(validForms)) {
      const response = await oldClient({ ...form, ...(formName === "get-quote" ? { name: "Old Client Quote" } : { message: `Old client ${formName}` }) });
      expect(response.status, formName).toBe(200);
      expect(await response.text()).toMatch(/^Thank you! Your submission was received\. Your reference: \w+/);
    }
    const { contacts, quotes, outbox } = await storedRows(server.dataDir);
    const stored = [...contacts.filter((row) => String(row.message).includes("Old client")), ...quotes.filter((row) => row.name === "Old Client Quote")];
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(row).toMatchObject({ spam_reason: null, possible_spam: "sent without a form token (an old hosted-form client, or a script)" });
      expect(outbox.some((entry) => entry.lead_id === row.id)).toBe(true);
    }
  });

  it("sends no confirmation to the address given, while a tokened lead's visitor gets one", async () => {
    await oldClient({ ...validForms.contact, name: "No Token Nora", email: "nora@example.com" });
    await post(server.url, { ...validForms.contact, name: "Token Tom", email: "tom@example.com", "form-token": await nextToken(server.url) });
    const { contacts, visitorMail } = await storedRows(server.dataDir);
    const nora = contacts.find((row) => row.name === "No Token Nora")!;
    const tom = contacts.find((row) => row.name === "Token Tom")!;
    expect(visitorMail.some((mail) => mail.lead_id === nora.id && mail.lead_table === "contact_submissions")).toBe(false);
    expect(visitorMail.some((mail) => mail.lead_id === tom.id && mail.lead_table === "contact_submissions")).toBe(true);
  });

  it("answers a JSON client with its reference, and stores a repeat once", async () => {
    const body = { ...validForms.contact, name: "Json Jay", "bot-field": "" };
    const first = await post(server.url, body);
    expect(first.status).toBe(200);
    const { reference } = (await first.json()) as { reference: string };
    expect((await (await post(server.url, body)).json()) as object).toEqual({ ok: true, reference });
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.filter((row) => row.name === "Json Jay")).toHaveLength(1);
  });

  it("still hides a filled honeypot as spam", async () => {
    expect((await post(server.url, { ...validForms.contact, name: "Bot Bob", "bot-field": "x" }, { accept: "*/*" })).status).toBe(200);
    const { contacts, outbox } = await storedRows(server.dataDir);
    const bob = contacts.find((row) => row.name === "Bot Bob")!;
    expect(bob.spam_reason).toMatch(/honeypot/);
    expect(outbox.some((entry) => entry.lead_id === bob.id && entry.lead_table === "contact_submissions")).toBe(false);
  });

  it("refuses a token that is there but forged, and stores nothing", async () => {
    const response = await oldClient({ ...validForms.contact, name: "Forged Fred", "form-token": "1.2.3.forged" });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/token is invalid, used or expired/);
    expect((await storedRows(server.dataDir)).contacts.some((row) => row.name === "Forged Fred")).toBe(false);
  });

  it("asks a browser's page (no JavaScript) to press the button again, storing nothing yet", async () => {
    const response = await post(server.url, { ...validForms.contact, name: "Page Paula", "bot-field": "" }, { path: "/contact", accept: "text/html" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("please check your details and press the button again");
    expect((await storedRows(server.dataDir)).contacts.some((row) => row.name === "Page Paula")).toBe(false);
  });
});
