import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { mailText, startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { testDevice } from "#tests/support/push-service.ts";
import { formToken, nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * The server's own outbound requests (issue 36, point 2; decision 034), over HTTP against the
 * production server: push endpoints that aim at internal services refused in every spelling, at
 * subscription and at send; no redirect followed; staff told only that the device could not be
 * reached; a device cap and removal after failures; hanging push services never delaying the
 * team's e-mail; no pushes or texts for possible spam, and texts capped per hour.
 */

const device = testDevice();

function subscribe(server: RunningServer, admin: SignedInAdmin, endpoint: string, name = "Test phone") {
  return fetch(`${server.url}/admin/account`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: admin.csrfToken, intent: "push-subscribe", endpoint, p256dh: device.p256dh, auth: device.auth, device: name }),
  });
}

const accountPage = async (server: RunningServer, admin: SignedInAdmin) => (await fetch(`${server.url}/admin/account`, { headers: { Cookie: admin.cookie } })).text();

let leads = 0;

/** A new lead (its own name: the same one twice would be a duplicate, stored once). */
async function postLead(server: RunningServer, token?: string) {
  leads += 1;
  const response = await post(server.url, { ...validForms["get-quote"], name: `Pat Outbound${leads}`, "form-token": token ?? (await nextToken(server.url)) });
  expect(response.status).toBe(200);
}

async function withDb<T>(server: RunningServer, work: (db: ReturnType<typeof openDb>["db"]) => Promise<T>): Promise<T> {
  const handle = openDb({ dataDir: server.dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const pushRows = (server: RunningServer) =>
  withDb(server, (db) => db.selectFrom("lead_outbox").select(["lead_id", "status", "last_error"]).where("kind", "=", "push").orderBy("id").execute());

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server & { port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}

async function close(server: Server | undefined) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe("outbound requests without the test setting (as in production)", () => {
  let server: RunningServer;
  let admin: SignedInAdmin;
  let internal: Server & { port: number };
  const hits: string[] = [];

  beforeAll(async () => {
    internal = await listen((request, response) => {
      hits.push(request.url ?? "");
      response.writeHead(500).end();
    });
    server = await startServer({ env: testServerEnv });
    admin = await createAdminAndLogin(server, undefined, { role: "staff" });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await close(internal);
  });

  it("refuses a push endpoint aimed at an internal service, in every spelling, with the reason", async () => {
    const port = internal.port;
    const endpoints = [
      "https://127.0.0.1:5432/",
      "https://169.254.169.254/",
      "https://10.0.0.7/push",
      "https://[::1]/push",
      "https://[fd00::1]/push",
      `http://localhost:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://127.0.0.1.:${port}/`,
      `http://[::1]:${port}/internal`,
    ];
    for (const endpoint of endpoints) {
      const response = await subscribe(server, admin, endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(await response.text(), endpoint).toContain("This push service address cannot be used.");
    }
    expect(await accountPage(server, admin)).toContain("None yet.");
    expect(hits).toEqual([]);
  });

  it("refuses at send time a device stored before, and tells staff only that it could not be reached", async () => {
    await withDb(server, async (db) => {
      const user = await db.selectFrom("admin_users").select("id").executeTakeFirstOrThrow();
      await db.insertInto("push_subscriptions").values({ admin_user_id: user.id, endpoint: `http://127.0.0.1:${internal.port}/old`, p256dh: device.p256dh, auth: device.auth, device: "Old phone" }).execute();
    });
    await postLead(server);
    // An address that can never be sent to: the device goes at once.
    await expect.poll(async () => (await pushRows(server))[0]?.last_error, { timeout: 10_000 }).toBe("the device could not be reached; the device was removed");
    const leadId = (await pushRows(server))[0]!.lead_id;
    const page = await (await fetch(`${server.url}/admin/leads/quote/${leadId}`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain("the device could not be reached");
    expect(await accountPage(server, admin)).toContain("None yet.");
    expect(page).not.toMatch(/HTTPS|loopback|fetch failed|ECONNREFUSED|answered 500/);
    expect(hits).toEqual([]);
  });

  it("refuses to start with the test setting for a site served elsewhere than this machine", async () => {
    await expect(startServer({ env: { ...testServerEnv, OUTBOUND_ALLOW_LOOPBACK_HTTP: "true", SITE_URL: "https://www.bayoucrestpools.example" } })).rejects.toThrow(
      /OUTBOUND_ALLOW_LOOPBACK_HTTP is a test setting and is refused/,
    );
  }, 90_000);
});

describe("outbound requests to the tests' stand-ins", () => {
  const SMS_MAX = 3;
  const inbox: Mail[] = [];
  const texts: string[] = [];
  const internalHits: string[] = [];
  let smtp: SMTPServer;
  let twilio: Server & { port: number };
  let internal: Server & { port: number };
  let server: RunningServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    twilio = await listen((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        texts.push(new URLSearchParams(body).get("Body") ?? "");
        response.writeHead(201, { "Content-Type": "application/json" }).end("{}");
      });
    });
    internal = await listen((request, response) => {
      internalHits.push(request.url ?? "");
      response.end("internal");
    });
    server = await startServer({
      env: {
        ...testServerEnv,
        OUTBOUND_ALLOW_LOOPBACK_HTTP: "true",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: "team@example.com",
        TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
        TWILIO_AUTH_TOKEN: "test-auth-token-0123456789",
        TWILIO_FROM: "+17135550100",
        SMS_NOTIFY_TO: "+18325550199",
        TWILIO_API_URL: `http://127.0.0.1:${twilio.port}`,
        SMS_MAX_PER_HOUR: String(SMS_MAX),
      },
    });
    admin = await createAdminAndLogin(server);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await stopSmtp(smtp);
    await close(twilio);
    await close(internal);
  });

  const forgetDevices = () => withDb(server, (db) => db.deleteFrom("push_subscriptions").execute());

  it("neither pushes nor texts a lead flagged as possible spam, but e-mails the team about it", async () => {
    const pushed: string[] = [];
    const push = await listen((request, response) => {
      pushed.push(request.url ?? "");
      response.writeHead(201).end();
    });
    try {
      expect((await subscribe(server, admin, `http://127.0.0.1:${push.port}/device`)).status).toBe(200);
      const mailsBefore = inbox.length;
      const { sms: smsBefore } = await storedRows(server.dataDir);
      // A token used at once is "sent too fast": stored, flagged as possible spam.
      await postLead(server, await formToken(server.url, 0));
      await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(mailsBefore + 1);
      expect(mailText(inbox.at(-1)!.raw)).toContain("Possible spam");
      expect(pushed).toEqual([]);
      expect((await storedRows(server.dataDir)).sms).toHaveLength(smsBefore.length);
    } finally {
      await forgetDevices();
      await close(push);
    }
  });

  it("sends the team's e-mail while four push devices hang", async () => {
    let open = 0;
    let closed = 0;
    const hanging = await listen((request) => {
      open += 1;
      request.socket.once("close", () => (closed += 1));
    });
    try {
      for (let i = 1; i <= 4; i++) expect((await subscribe(server, admin, `http://127.0.0.1:${hanging.port}/device/${i}`)).status).toBe(200);
      // The first lead's four pushes are all in flight together, in their own lane.
      await postLead(server);
      await expect.poll(() => open, { timeout: 10_000 }).toBe(4);
      const mailsBefore = inbox.length;
      const posted = Date.now();
      await postLead(server);
      await expect.poll(() => inbox.length, { timeout: 10_000 }).toBeGreaterThan(mailsBefore);
      const seconds = (Date.now() - posted) / 1000;
      // Delivered while the first lead's pushes still hang: no push timed out before the e-mail.
      expect(closed).toBe(0);
      console.log(`team e-mail ${seconds.toFixed(3)} s after the lead, with four hanging push devices (load ${(await import("node:os")).loadavg()[0]!.toFixed(1)})`);
    } finally {
      await forgetDevices();
      await close(hanging);
    }
  }, 60_000);

  it("never follows a push service's redirect", async () => {
    const redirecting = await listen((_request, response) => response.writeHead(307, { Location: `http://127.0.0.1:${internal.port}/internal` }).end());
    try {
      expect((await subscribe(server, admin, `http://127.0.0.1:${redirecting.port}/device`)).status).toBe(200);
      const before = (await pushRows(server)).length;
      await postLead(server);
      await expect.poll(async () => (await pushRows(server))[before]?.last_error, { timeout: 10_000 }).toBe("the device could not be reached");
      expect(internalHits).toEqual([]);
    } finally {
      await forgetDevices();
      await close(redirecting);
    }
  });

  it("keeps an account's newest 10 devices, and removes one after 5 leads in a row failed to reach it", async () => {
    const failing = await listen((_request, response) => response.writeHead(500).end());
    try {
      for (let i = 1; i <= 12; i++) expect((await subscribe(server, admin, `http://127.0.0.1:${failing.port}/device/${i}`, `Phone ${i}`)).status).toBe(200);
      const page = await accountPage(server, admin);
      expect(page).not.toMatch(/Phone 1</);
      expect(page).not.toMatch(/Phone 2</);
      for (let i = 3; i <= 12; i++) expect(page).toContain(`Phone ${i}<`);
      await withDb(server, (db) => db.deleteFrom("push_subscriptions").where("device", "!=", "Phone 12").execute());
      // Counted once per lead, not per retry: four leads' pushes fail (and retry) and the device stays.
      const before = (await pushRows(server)).length;
      for (let i = 0; i < 4; i++) await postLead(server);
      await expect.poll(async () => (await pushRows(server)).slice(before).filter((row) => row.last_error !== null).length, { timeout: 20_000 }).toBe(4);
      expect(await accountPage(server, admin)).toContain("Phone 12<");
      await postLead(server);
      await expect.poll(() => accountPage(server, admin), { timeout: 20_000 }).toContain("None yet.");
      expect((await pushRows(server))[before + 4]).toMatchObject({ status: "failed", last_error: "the device could not be reached; the device was removed" });
    } finally {
      await forgetDevices();
      await close(failing);
    }
  }, 60_000);

  it(`texts at most ${SMS_MAX} leads an hour, then one summary; the team's e-mail has every lead`, async () => {
    const leadsBefore = (await storedRows(server.dataDir)).quotes.length;
    for (let i = 0; i < SMS_MAX + 3; i++) await postLead(server);
    const { quotes, outbox } = await storedRows(server.dataDir);
    expect(quotes.length).toBe(leadsBefore + SMS_MAX + 3);
    expect(outbox.length).toBe(quotes.length);
    await expect.poll(() => texts.length, { timeout: 10_000 }).toBe(SMS_MAX + 1);
    expect(texts.filter((text) => text.startsWith(`More than ${SMS_MAX} new leads in an hour`))).toHaveLength(1);
    // Nothing more to come: every text row of these leads has settled (none still pending).
    const newIds = new Set(quotes.slice(leadsBefore).map((quote) => quote.id));
    const pending = async () =>
      (await storedRows(server.dataDir)).sms.filter((row) => row.lead_table === "quote_requests" && newIds.has(row.lead_id) && row.status === "pending").length;
    await expect.poll(pending, { timeout: 10_000 }).toBe(0);
    expect(texts).toHaveLength(SMS_MAX + 1);
  }, 60_000);
});
