import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { formToken, post, testServerEnv } from "#tests/integration/leads-helpers.ts";
import { ADMIN, signIn, type AdminClient } from "#tests/integration/portfolio-admin-support.ts";

const DAY = 86_400_000;
let server: RunningServer;
let admin: AdminClient;

function contactRow(name: string, ageDays: number, spamReason: string | null) {
  return {
    created_at: new Date(Date.now() - ageDays * DAY).toISOString(),
    source: "contact-page" as const,
    status: "new" as const,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    message: `Message from ${name}.`,
    spam_reason: spamReason,
  };
}

beforeAll(async () => {
  // A database that already holds spam of different ages when the server starts.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-lifecycle-"));
  const handle = openDb({ dataDir });
  await handle.migrate();
  const inserted = await handle.db
    .insertInto("contact_submissions")
    .values([contactRow("Old Spam", 91, "honeypot"), contactRow("Recent Spam", 89, "too-fast"), contactRow("Old Real Lead", 400, null)])
    .returning("id")
    .execute();
  await handle.db
    .insertInto("lead_notes")
    .values({ created_at: new Date().toISOString(), lead_table: "contact_submissions", lead_id: Number(inserted[0]!.id), author_email: "x@example.com", body: "spam note" })
    .execute();
  await handle.close();
  server = await startServer({ dataDir, env: { ...testServerEnv, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BACKUP_EVERY_HOURS: "0" } });
  admin = await signIn(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function rows() {
  const handle = openDb({ dataDir: server.dataDir });
  try {
    return {
      leads: await handle.db.selectFrom("contact_submissions").select(["id", "name"]).orderBy("id").execute(),
      notes: await handle.db.selectFrom("lead_notes").selectAll().execute(),
      outbox: await handle.db.selectFrom("lead_outbox").selectAll().execute(),
      audit: await handle.db.selectFrom("audit_log").selectAll().execute(),
    };
  } finally {
    await handle.close();
  }
}

function adminPost(pathname: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin.cookie },
    body: new URLSearchParams({ csrf: admin.csrf, ...fields }),
  });
}

describe("data lifecycle", () => {
  it("the server deletes spam older than SPAM_RETENTION_DAYS (90) with its notes, and keeps newer spam and real leads", async () => {
    // The event: the start-up clean-up has run and the old spam is gone.
    await expect.poll(async () => (await rows()).leads.map((lead) => lead.name), { timeout: 10_000 }).toEqual(["Recent Spam", "Old Real Lead"]);
    expect((await rows()).notes).toEqual([]);
  });

  it("exports a visitor's full data as JSON, then erases the lead, its notes and notifications, keeping an audit entry without personal data", async () => {
    const token = await formToken(server.url);
    const sent = await post(server.url, {
      "form-name": "contact",
      name: "Erin Privacy",
      email: "erin.privacy@example.com",
      phone: "713-555-0142",
      subject: "Please forget me",
      message: "Quote for a plunge pool, please.",
      "form-token": token,
    });
    expect(sent.status).toBe(200);
    const lead = (await rows()).leads.find((row) => row.name === "Erin Privacy")!;
    const leadPage = `/admin/leads/contact/${lead.id}`;
    expect((await adminPost(leadPage, { intent: "note", body: "Called Erin about the plunge pool." })).status).toBe(302);

    const page = await (await admin.get(leadPage)).text();
    expect(page).toContain("Privacy request");
    expect(page).toContain(`href="${leadPage}/data.json"`);

    expect((await fetch(`${server.url}${leadPage}/data.json`)).status).toBe(401);
    const download = await admin.get(`${leadPage}/data.json`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="lead-contact-${lead.id}.json"`);
    const data = (await download.json()) as {
      submitted: Record<string, unknown>;
      internalNotes: { body: string; author: string }[];
      notificationEmails: { status: string }[];
      emailsToVisitor: { kind: string; to: string; subject: string; body: string }[];
      activity: { action: string }[];
    };
    expect(data.submitted).toMatchObject({ name: "Erin Privacy", email: "erin.privacy@example.com", phone: "713-555-0142", message: "Quote for a plunge pool, please." });
    expect(data.internalNotes).toEqual([expect.objectContaining({ body: "Called Erin about the plunge pool.", author: ADMIN.email })]);
    expect(data.notificationEmails).toEqual([expect.objectContaining({ status: "not-configured" })]);
    expect(data.emailsToVisitor).toEqual([
      expect.objectContaining({ kind: "confirmation", to: "erin.privacy@example.com", subject: expect.stringMatching(/^We received your message \(C-\d{4}-\d{4}\)/), status: "not-configured" }),
    ]);
    expect(data.activity.map((entry) => entry.action)).toEqual(["lead.note"]);

    const unconfirmed = await adminPost(leadPage, { intent: "erase" });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm the visitor asked for erasure.");
    expect((await rows()).leads.map((row) => row.name)).toContain("Erin Privacy");

    const erased = await adminPost(leadPage, { intent: "erase", confirm: "yes" });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe("/admin/leads");
    // The confirmation rides the redirect in the admin's flash cookie.
    const flash = (erased.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(flash).toMatch(/^bc_flash=./);
    const list = await (await fetch(`${server.url}/admin/leads`, { headers: { Cookie: `${admin.cookie}; ${flash}` } })).text();
    expect(list).toContain("Visitor erased");
    expect(list).toContain("Their leads and saved designs went, with their notes, e-mails, texts and pushes");

    const after = await rows();
    expect(after.leads.map((row) => row.name)).not.toContain("Erin Privacy");
    expect(after.notes.filter((note) => note.lead_id === lead.id)).toEqual([]);
    expect(after.outbox.filter((row) => row.lead_id === lead.id && row.lead_table === "contact_submissions")).toEqual([]);
    const trail = after.audit.filter((entry) => entry.entity_type === "contact_submissions" && entry.entity_id === String(lead.id));
    expect(trail.map((entry) => entry.action)).toEqual(["lead.note", "lead.export", "lead.erase"]);
    // Who erased it and when (the entry's own columns), and from which form: nothing else.
    expect(JSON.parse(trail.at(-1)!.details!)).toEqual({ form: "contact-page" });
    expect(JSON.stringify(trail)).not.toMatch(/Erin|erin\.privacy|555-0142|plunge/i);

    expect((await admin.get(leadPage)).status).toBe(404);
    expect((await admin.get(`${leadPage}/data.json`)).status).toBe(404);
  });
});
