import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { describeDesign } from "#app/features/design/description.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery, parseDesignQuery } from "#app/features/design/query.ts";
import { serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { mailText } from "#tests/support/smtp.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * "E-mail me this design" (issue 24, point 3) against the production server and a local SMTP
 * sink: a lead of its own kind, its e-mail through the outbox, the one reminder after its delay
 * (DESIGN_REMINDER_DELAY_SECONDS, a few seconds here) and only when it still applies, the
 * one-press unsubscribe, and the hardening round's limits.
 */
/** Long enough for the steps before it on a loaded machine (a quote, an unsubscribe), short enough to wait for. */
const DELAY_S = 6;
const DESIGN = designQuery({ ...defaultDesign, spa: "raised", features: ["sheer-descent"] });

const save = (url: string, fields: Record<string, string>, options: { accept?: string; headers?: Record<string, string> } = {}) =>
  post(url, { design: DESIGN, ...fields }, { path: "/design/save", ...options });

const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw.replace(/\r\n[ \t]+/g, " "))?.[1]?.trim();
/** The message after its headers, quoted-printable undone and read as UTF-8. */
const bodyOf = (raw: string) => Buffer.from(mailText(raw.slice(raw.indexOf("\r\n\r\n"))), "latin1").toString("utf8");

async function rows(dataDir: string) {
  const handle = openDb({ dataDir });
  try {
    return {
      saved: await handle.db.selectFrom("saved_designs").selectAll().orderBy("id").execute(),
      outbox: await handle.db.selectFrom("lead_outbox").selectAll().orderBy("id").execute(),
      quotes: await handle.db.selectFrom("quote_requests").select(["id", "email", "source"]).execute(),
    };
  } finally {
    await handle.close();
  }
}

describe("saving a design", () => {
  const run = serverWithSmtpSink({ DESIGN_REMINDER_DELAY_SECONDS: String(DELAY_S) });

  it("stores a saved design, mails its plan, ballpark and link, and reminds once after the delay", async () => {
    const address = "say-nothing-twice@example.com";
    const sentAt = Date.now();
    const response = await save(run.server.url, { email: address, remind: "on" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, email: address, remind: true });

    await expect.poll(() => run.mail.to(address).length, { timeout: 10_000 }).toBe(1);
    const mail = run.mail.to(address)[0]!;
    expect(headerOf(mail.raw, "Subject")).toBe("Your pool design - Bayou Crest Pools & Spas");
    const body = bodyOf(mail.raw);
    expect(body).toContain(describeDesign(parseDesignQuery(new URLSearchParams(DESIGN)).design, designerText("en")));
    expect(body).toMatch(/Ballpark: \$[\d,]+ – \$[\d,]+/);
    expect(body).toContain(`/design?${DESIGN}`);
    expect(mail.raw).toMatch(/^Content-ID: <design-plan@bayou-crest>/m);
    // Only our own words: the address is in the envelope and To, never quoted in the text.
    expect(body).not.toContain("say-nothing-twice");
    const unsubscribe = headerOf(mail.raw, "List-Unsubscribe")!;
    expect(unsubscribe).toMatch(/^<http:\/\/[^>]+\/design\/unsubscribe\?d=\d+&t=[\w-]+>$/);
    expect(headerOf(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // A lead of its own kind: no quote request, no notification, push or text, nothing urgent.
    const stored = await rows(run.server.dataDir);
    expect(stored.saved).toMatchObject([{ email: address, remind: 1, unsubscribed_at: null }]);
    expect(stored.quotes).toEqual([]);
    expect(stored.outbox.map((row) => [row.kind, row.lead_table])).toEqual([
      ["saved-design", "saved_designs"],
      ["design-reminder", "saved_designs"],
    ]);

    // Not before its delay; then once, and never again.
    expect(run.mail.to(address)).toHaveLength(1);
    await expect.poll(() => run.mail.to(address).length, { timeout: (DELAY_S + 8) * 1000, interval: 100 }).toBe(2);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(DELAY_S * 1000);
    const reminder = run.mail.to(address)[1]!;
    expect(headerOf(reminder.raw, "Subject")).toBe("Your pool design is waiting - Bayou Crest Pools & Spas");
    expect(bodyOf(reminder.raw)).toContain(`/design?${DESIGN}`);
    expect(headerOf(reminder.raw, "List-Unsubscribe")).toBe(unsubscribe);
    // Never again: both rows reach their final state, sent, which no worker picks up again.
    await expect.poll(async () => (await rows(run.server.dataDir)).outbox.map((row) => row.status), { timeout: 10_000 }).toEqual(["sent", "sent"]);
    expect(run.mail.to(address)).toHaveLength(2);
  }, 60_000);

  it("sends no reminder without the tick, nor after a quote from that address, nor once unsubscribed in one press", async () => {
    const untucked = "no-tick@example.com";
    const quoted = "asked-for-a-quote@example.com";
    const leaving = "no-more-please@example.com";
    for (const [email, remind] of [[untucked, false], [quoted, true], [leaving, true]] as const) {
      expect((await save(run.server.url, { email, ...(remind ? { remind: "on" } : {}) })).status).toBe(200);
    }
    // A quote from the same address (any case) since the save.
    const quote = await post(run.server.url, { ...validForms["get-quote"], email: quoted.toUpperCase(), "form-token": await nextToken(run.server.url) });
    expect(quote.status).toBe(200);
    await expect.poll(() => [untucked, quoted, leaving].map((address) => run.mail.to(address).length), { timeout: 10_000 }).toEqual([1, 1, 1]);
    expect(headerOf(run.mail.to(untucked)[0]!.raw, "List-Unsubscribe")).toBeUndefined();

    // The e-mail's own link, opened: one press, nothing to confirm.
    const link = /href="([^"]*\/design\/unsubscribe\?[^"]+)"/.exec(mailText(run.mail.to(leaving)[0]!.raw))![1]!.replaceAll("&amp;", "&");
    const page = await fetch(link.replace(/^https?:\/\/[^/]+/, run.server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("No reminder, done");
    // A mail client's one-click button (RFC 8058) on the same link, and a forged link.
    const oneClick = await post(run.server.url, "List-Unsubscribe=One-Click", { path: new URL(link).pathname + new URL(link).search, accept: "*/*" });
    expect(oneClick.status).toBe(200);
    const forged = new URL(link);
    forged.searchParams.set("d", String(Number(forged.searchParams.get("d")) - 1));
    expect((await fetch(`${run.server.url}${forged.pathname}${forged.search}`)).status).toBe(400);

    // The event: once due, the worker settles each reminder (canceled is final); then no mail came.
    const reminderRows = async () =>
      (await rows(run.server.dataDir)).outbox.filter((row) => row.kind === "design-reminder" && row.recipient !== "say-nothing-twice@example.com");
    await expect
      .poll(async () => (await reminderRows()).map((row) => row.status).join(), { timeout: (DELAY_S + 10) * 1000, interval: 200 })
      .toBe("canceled,canceled");
    expect([untucked, quoted, leaving].map((address) => run.mail.to(address).length)).toEqual([1, 1, 1]);
    const { saved } = await rows(run.server.dataDir);
    const reminders = await reminderRows();
    expect(reminders.map((row) => [row.recipient, row.status, row.last_error])).toEqual([
      [quoted, "canceled", "a request came from this address since"],
      [leaving, "canceled", "unsubscribed"],
    ]);
    expect(saved.find((row) => row.email === leaving)?.unsubscribed_at).not.toBeNull();
    expect(saved.find((row) => row.email === untucked)?.remind).toBe(0);
  }, 60_000);

  it("answers a browser without JavaScript with a page that keeps the design, or the form with its error tied to the field", async () => {
    const sent = await save(run.server.url, { email: "plain-post@example.com" }, { accept: "text/html" });
    expect(sent.status).toBe(200);
    expect(sent.headers.get("Cache-Control")).toBe("no-store");
    const page = await sent.text();
    expect(page).toContain("Your design is on its way to plain-post@example.com.");
    expect(page).toContain(`href="/design?${DESIGN.replaceAll("&", "&amp;")}"`);

    const refused = await save(run.server.url, { email: "not an address", remind: "on" }, { accept: "text/html" });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="save-design-email-error"|<input[^>]*aria-describedby="save-design-email-error"[^>]*aria-invalid="true"/);
    expect(form).toContain('id="save-design-email-error"');
    expect(form).toContain(`name="design" value="${DESIGN.replaceAll("&", "&amp;")}"`);
    expect(await (await fetch(`${run.server.url}/design/save`)).text()).toContain('href="/design"');
  });

  it("refuses what is not a design or an address, stores nothing for a bot, and mails one address at most 3 times a day", async () => {
    const junk = await save(run.server.url, { email: "a@example.com", design: `${DESIGN}&note=Call+me+at+555` });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toMatchObject({ ok: false, errors: { design: expect.any(String) } });
    const bad = await save(run.server.url, { email: "a@example.com?bcc=x@example.com" });
    expect(await bad.json()).toMatchObject({ ok: false, errors: { email: "Enter an e-mail address like name@example.com." } });

    const before = (await rows(run.server.dataDir)).saved.length;
    const bot = await save(run.server.url, { email: "victim@example.com", "bot-field": "http://spam.example" });
    expect(await bot.json()).toMatchObject({ ok: true });
    expect((await rows(run.server.dataDir)).saved).toHaveLength(before);

    const busy = "three-a-day@example.com";
    for (let i = 0; i < 3; i += 1) expect((await save(run.server.url, { email: busy })).status).toBe(200);
    const fourth = await save(run.server.url, { email: busy.toUpperCase() });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ ok: false, message: expect.stringContaining("3 e-mails today") });
    await expect.poll(() => run.mail.to(busy).length, { timeout: 10_000 }).toBe(3);
    // The refused fourth queued nothing: three rows for that mailbox, all sent (final).
    const busyRows = async () => (await rows(run.server.dataDir)).outbox.filter((row) => row.recipient?.toLowerCase() === busy).map((row) => row.status);
    await expect.poll(busyRows, { timeout: 10_000 }).toEqual(["sent", "sent", "sent"]);
    expect(run.mail.to(busy)).toHaveLength(3);
    expect(run.mail.to("victim@example.com")).toHaveLength(0);
  }, 30_000);
});

describe("saving a design, per client network", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, RATE_LIMIT_MAX: "2", TRUST_PROXY: "1", SMTP_URL: "smtp://127.0.0.1:9" } });
  });
  afterAll(() => server?.stop());

  it("says so, storing nothing, when the site cannot send e-mail", async () => {
    const bare = await startServer({ env: testServerEnv });
    try {
      const response = await save(bare.url, { email: "no-mail@example.com" });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, message: expect.stringContaining("cannot send e-mail") });
      expect((await rows(bare.dataDir)).saved).toEqual([]);
    } finally {
      await bare.stop();
    }
  });

  it("counts an IPv6 client's whole /64 under one limit", async () => {
    const from = (address: string, email: string) => save(server.url, { email }, { headers: { "X-Forwarded-For": address } });
    expect((await from("2001:db8:1:2::a", "one@example.com")).status).toBe(200);
    expect((await from("2001:db8:1:2::b", "two@example.com")).status).toBe(200);
    const third = await from("2001:db8:1:2:ffff::c", "three@example.com");
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await from("2001:db8:1:3::a", "four@example.com")).status).toBe(200);
  });
});
