import { statSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { runScript } from "#tests/support/operations.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Hardening, round 3 (decision 006): limits by network, not by address; confirmations that
 * cannot be turned into a relay; private data files; a forgotten TRUST_PROXY; one way to read
 * admin forms; designs that are designs; mail addresses a mail server takes; slow clients.
 */

const LIMIT = 3;
let proxied: RunningServer;
let plain: RunningServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  // Behind one trusted proxy, so each request says which address it came from.
  proxied = await startServer({ env: { ...testServerEnv, RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: "1" } });
  plain = await startServer({
    env: { ...testServerEnv, LOG_LEVEL: "info", SERVER_HEADERS_TIMEOUT_MS: "1500", SERVER_REQUEST_TIMEOUT_MS: "3000", SERVER_MAX_CONNECTIONS: "40" },
  });
  admin = await createAdminAndLogin(plain);
}, 120_000);
afterAll(async () => {
  await Promise.all([proxied?.stop(), plain?.stop()]);
});

const via = (address: string) => ({ "X-Forwarded-For": address });

describe("per-address limits count an IPv6 client by its /64", () => {
  it("stores no more leads from one /64 than from one IPv4 address", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const address = `2001:db8:77:${n % 2 ? "0" : "0000"}:${((n * 7919) & 0xffff).toString(16)}::${n + 1}`;
      const response = await post(proxied.url, { ...validForms.contact, name: `Sixty Four ${n}`, "form-token": await nextToken(proxied.url) }, { headers: via(address) });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT);
    // An IPv4-mapped address is that IPv4 address.
    const mapped = [];
    for (const address of ["198.51.100.9", "::ffff:198.51.100.9", "::ffff:c633:6409", "198.51.100.9"]) {
      mapped.push((await post(proxied.url, { ...validForms.contact, name: `Mapped ${address}`, "form-token": await nextToken(proxied.url) }, { headers: via(address) })).status);
    }
    expect(mapped).toEqual([200, 200, 200, 429]);
    // Another /64 is another client.
    const other = await post(proxied.url, { ...validForms.contact, name: "Next door", "form-token": await nextToken(proxied.url) }, { headers: via("2001:db8:77:1::1") });
    expect(other.status).toBe(200);
  });

  it("refuses sign-in guesses from one /64 past the per-address limit, whatever the address inside it", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      const response = await fetch(`${proxied.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxied.url, ...via(`2001:db8:99:5:${n.toString(16)}::${n}`) },
        body: new URLSearchParams({ email: "owner@example.com", password: `guess-number-${n}` }),
      });
      statuses.push(response.status);
    }
    // Five tries per account from one client, then 429 until the window ends.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });
});

describe("confirmation e-mails", () => {
  it("are never sent for possible spam, and at most three a day to one address", async () => {
    const recipient = "Relay.Target@Example.com";
    const fast = await fetch(`${plain.url}/form-token`).then((r) => r.json() as Promise<{ token: string }>);
    const spammy = await post(plain.url, { ...validForms.contact, name: "Too Fast", email: recipient, "form-token": fast.token });
    expect(spammy.status).toBe(200);
    for (let n = 0; n < 5; n++) {
      const response = await post(plain.url, { ...validForms.contact, name: `Relay ${n}`, email: n % 2 ? recipient.toLowerCase() : recipient, "form-token": await nextToken(plain.url) });
      expect(response.status).toBe(200);
    }
    const { contacts, visitorMail, outbox } = await storedRows(plain.dataDir);
    const mine = contacts.filter((row) => row.email.toLowerCase() === recipient.toLowerCase());
    expect(mine).toHaveLength(6);
    // Every lead is stored and notified to the business…
    expect(outbox.filter((row) => mine.some((lead) => lead.id === row.lead_id)).length).toBe(6);
    // …but the address receives three confirmations, none for the possible spam.
    const confirmations = visitorMail.filter((row) => row.kind === "confirmation" && row.recipient?.toLowerCase() === recipient.toLowerCase());
    expect(confirmations).toHaveLength(3);
    const spamLead = mine.find((row) => row.name === "Too Fast")!;
    expect(spamLead.possible_spam).toBeTruthy();
    expect(confirmations.some((row) => row.lead_id === spamLead.id)).toBe(false);
  });
});

describe("erasure", () => {
  it("leaves no column of any table with the visitor's name, e-mail, phone or words", async () => {
    const visitor = { name: "Zelda Quuxington", email: "zelda.quux@example.com", phone: "713-555-0142", message: "Xyzzy plover message." };
    expect((await post(plain.url, { ...validForms.contact, ...visitor, "form-token": await nextToken(plain.url) })).status).toBe(200);
    const { contacts } = await storedRows(plain.dataDir);
    const lead = contacts.find((row) => row.email === visitor.email)!;
    const form = (fields: Record<string, string>) =>
      fetch(`${plain.url}/admin/leads/contact/${lead.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: plain.url, Cookie: admin.cookie },
        body: new URLSearchParams({ csrf: admin.csrfToken, ...fields }),
      });
    expect((await form({ intent: "reply", subject: `Hello ${visitor.name}, your quote`, body: `Dear ${visitor.name}, thanks.` })).status).toBe(302);
    expect((await form({ intent: "note", body: `Called ${visitor.phone}` })).status).toBe(302);
    expect((await form({ intent: "erase", confirm: "yes" })).status).toBe(302);

    const handle = openDb({ dataDir: plain.dataDir });
    try {
      const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
      const needles = [visitor.name, "Zelda", "Quuxington", visitor.email, visitor.phone, "Xyzzy"];
      const found: string[] = [];
      for (const table of tables) {
        const rows = await handle.db.selectFrom(table as never).selectAll().execute();
        const text = JSON.stringify(rows);
        for (const needle of needles) if (text.includes(needle)) found.push(`${table}: ${needle}`);
      }
      expect(found).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe("data files", () => {
  it("are created 0600 and their folders 0700 whatever the umask", async () => {
    const previous = process.umask(0o022);
    try {
      const backupDir = path.join(plain.dataDir, "manual-backups");
      const backup = await runScript("backup", [], { DATA_DIR: plain.dataDir, BACKUP_DIR: backupDir });
      expect(backup.code, backup.stderr).toBe(0);
      const mode = (file: string) => statSync(file).mode & 0o777;
      expect(mode(plain.dataDir)).toBe(0o700);
      expect(mode(backupDir)).toBe(0o700);
      const files = [
        ...readdirSync(plain.dataDir).filter((name) => name.startsWith("bayou-crest.sqlite")).map((name) => path.join(plain.dataDir, name)),
        ...readdirSync(backupDir).map((name) => path.join(backupDir, name)),
      ];
      expect(files.length).toBeGreaterThanOrEqual(3);
      expect(files.map((file) => [path.basename(file), mode(file)])).toEqual(files.map((file) => [path.basename(file), 0o600]));
    } finally {
      process.umask(previous);
    }
  });
});

describe("a proxy TRUST_PROXY does not declare", () => {
  it("is warned about once, and /metrics refuses what comes through it", async () => {
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(200);
    const proxyHeaders: Record<string, string>[] = [{ "X-Forwarded-For": "203.0.113.5" }, { Forwarded: "for=203.0.113.5" }, { "X-Real-IP": "203.0.113.5" }];
    for (const headers of proxyHeaders) {
      expect((await fetch(`${plain.url}/metrics`, { headers })).status).toBe(403);
    }
    const mark = plain.output().length;
    await fetch(`${plain.url}/about?via=proxy`, { headers: { "X-Forwarded-For": "203.0.113.6" } });
    // The event: the server's own line for that request; a second warning would stand before it.
    await expect.poll(() => plain.output().slice(mark), { timeout: 10_000 }).toMatch(/"path":"\/about/);
    expect(plain.output().split("TRUST_PROXY is off").length - 1).toBe(1);
  });
});

describe("admin forms", () => {
  it("answer a body that is not a form, or does not parse, with a 4xx and no error log", async () => {
    const send = (pathname: string, type: string, body: string) =>
      fetch(`${plain.url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": type, Origin: plain.url, Cookie: admin.cookie, "X-CSRF-Token": admin.csrfToken },
        body,
      });
    for (const pathname of ["/admin/pricing", "/admin/team", "/admin/account", "/admin/templates", "/admin/leads"]) {
      expect((await send(pathname, "application/json", '{"apr": 5}')).status, `${pathname} JSON`).toBe(415);
      expect((await send(pathname, "multipart/form-data; boundary=x", "--x\r\nbroken")).status, `${pathname} malformed`).toBe(400);
    }
    const pricing = await send("/admin/pricing", "application/x-www-form-urlencoded", "apr=abc&version=0");
    expect(pricing.status).toBe(400);
    expect(await pricing.text()).toContain("Please correct the highlighted figures.");
    expect(plain.output()).not.toMatch(/"level":50/);
  });
});

describe("quote designs", () => {
  it("refuses a design field that is not one of the designer's designs, with a message", async () => {
    for (const design of ['{"shape":"kidney"}', "x=1", "shape=kidney&color=red", "length=30"]) {
      const response = await post(plain.url, { ...validForms["get-quote"], design, "form-token": await nextToken(plain.url) });
      expect(response.status, design).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors.design).toMatch(/could not be read/);
      const preview = await fetch(`${plain.url}/get-quote?design=${encodeURIComponent(design)}`);
      expect(preview.status, `preview ${design}`).toBe(400);
    }
  });
});

describe("e-mail addresses", () => {
  it("refuses what no mail server would take, and encodes every mailto: link", async () => {
    for (const email of ["v@x.com?bcc=attacker%40evil.example&subject=hi", "v@x.com&cc=a@b.co", "a b@x.com", ".v@x.com", "v..w@x.com", "v@-x.com"]) {
      const response = await post(plain.url, { ...validForms.contact, email, "form-token": await nextToken(plain.url) });
      expect(response.status, email).toBe(400);
    }
    const odd = "o'brien+pool?x=1@example.com";
    expect((await post(plain.url, { ...validForms.contact, name: "Odd Local", email: odd, "form-token": await nextToken(plain.url) })).status).toBe(200);
    const lead = (await storedRows(plain.dataDir)).contacts.find((row) => row.email === odd)!;
    const page = await (await fetch(`${plain.url}/admin/leads/contact/${lead.id}`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain(`href="mailto:o&#x27;brien%2Bpool%3Fx%3D1@example.com"`);
    expect(page).not.toContain("mailto:o'brien+pool?x=1");
  });
});

describe("slow clients", () => {
  it("closes a connection that sends its headers too slowly, and caps open connections", async () => {
    const opened = await Promise.all(
      Array.from({ length: 60 }, () => new Promise<{ closedAfterMs: number }>((resolve) => {
        const started = Date.now();
        const socket = connect(plain.port, "127.0.0.1", () => socket.write("GET /about HTTP/1.1\r\nHost: x\r\n"));
        const trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 500);
        socket.on("data", () => {});
        socket.on("error", () => {});
        socket.on("close", () => {
          clearInterval(trickle);
          resolve({ closedAfterMs: Date.now() - started });
        });
        setTimeout(() => socket.destroy(), 15_000);
      })),
    );
    // All closed by the server well before the test's own 15 s: the cap closes the extra ones at
    // once, the headers timeout (1.5 s here, checked about every second) the others.
    expect(Math.max(...opened.map((o) => o.closedAfterMs))).toBeLessThan(6000);
    expect((await fetch(`${plain.url}/about`)).status).toBe(200);
  });
});

describe("lead data export", () => {
  it("refuses a cross-site request (no audit entry written)", async () => {
    const { contacts } = await storedRows(plain.dataDir);
    const id = contacts[0]!.id;
    const cross = await fetch(`${plain.url}/admin/leads/contact/${id}/data.json`, { headers: { Cookie: admin.cookie, "Sec-Fetch-Site": "cross-site" } });
    expect(cross.status).toBe(403);
    const own = await fetch(`${plain.url}/admin/leads/contact/${id}/data.json`, { headers: { Cookie: admin.cookie, "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(200);
    const handle = openDb({ dataDir: plain.dataDir });
    try {
      const exports = await handle.db.selectFrom("audit_log").select("id").where("action", "=", "lead.export").where("entity_id", "=", String(id)).execute();
      expect(exports).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
