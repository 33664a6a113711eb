import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { writeBackup } from "#app/features/operations/backup.server.ts";
import { occurrences } from "#scripts/backup-purge.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { ADMIN, signIn, type AdminClient } from "#tests/integration/portfolio-admin-support.ts";

/**
 * Erasure through the admin (issue 36, point 3): a visitor who saved a design with a reminder,
 * then asked for a quote, is erased from the quote's page. The page lists the saved design before
 * the owner confirms, the download carries it, and the reminder, due a few seconds later, never
 * goes out. The privacy page says how long backups keep erased data, from the server's settings.
 */
const DELAY_S = 8;
const NAME = "Erin Núñez-Privacy";
const EMAIL = "erin.nunez.privacy@example.com";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("erasing a visitor from the admin", () => {
  const inbox: Mail[] = [];
  const toHer = () => inbox.filter((mail) => mail.to.some((address) => address.toLowerCase() === EMAIL));
  let smtp: SMTPServer;
  let server: RunningServer;
  let admin: AdminClient;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    server = await startServer({
      env: {
        ...testServerEnv,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: "office@bayoucrest.example",
        DESIGN_REMINDER_DELAY_SECONDS: String(DELAY_S),
        BACKUP_EVERY_HOURS: "12",
        BACKUP_KEEP: "10",
      },
    });
    admin = await signIn(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await stopSmtp(smtp);
  });

  it("lists and downloads her saved design with the quote, erases both, and her reminder is never sent", async () => {
    const savedAt = Date.now();
    const design = designQuery(defaultDesign);
    expect((await post(server.url, { design, email: EMAIL, remind: "on" }, { path: "/design/save" })).status).toBe(200);
    await expect.poll(() => toHer().length, { timeout: 10_000 }).toBe(1);
    const quote = await post(server.url, { ...validForms["get-quote"], name: NAME, email: EMAIL.toUpperCase(), "form-token": await nextToken(server.url) });
    expect(quote.status).toBe(200);
    await expect.poll(() => toHer().length, { timeout: 10_000 }).toBe(2);

    const handle = openDb({ dataDir: server.dataDir });
    const id = Number((await handle.db.selectFrom("quote_requests").select("id").where("name", "=", NAME).executeTakeFirstOrThrow()).id);
    const reminder = await handle.db.selectFrom("lead_outbox").select(["status", "next_attempt_at"]).where("kind", "=", "design-reminder").executeTakeFirstOrThrow();
    await handle.close();
    // Still waiting for its time (the machine was not so slow that it already fell due).
    expect(reminder.status).toBe("pending");
    const leadPage = `/admin/leads/quote/${id}`;

    const page = await (await admin.get(leadPage)).text();
    expect(page).toMatch(new RegExp(`Quote request from ${NAME}, [^<]+ \\(this one\\)`));
    expect(page).toMatch(/Saved design, [^<]+<\/a>/);

    const data = (await (await admin.get(`${leadPage}/data.json`)).json()) as { sameVisitor: { savedDesigns: { email: string; remind: boolean }[] } };
    expect(data.sameVisitor.savedDesigns).toEqual([expect.objectContaining({ email: EMAIL, remind: true })]);

    const erased = await fetch(`${server.url}${leadPage}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin.cookie },
      body: new URLSearchParams({ csrf: admin.csrf, intent: "erase", confirm: "yes" }),
    });
    expect(erased.status).toBe(302);

    const after = openDb({ dataDir: server.dataDir });
    try {
      expect(await after.db.selectFrom("saved_designs").selectAll().execute()).toEqual([]);
      expect(await after.db.selectFrom("lead_outbox").select(["kind", "recipient"]).execute()).toEqual([]);
      // The bytes behind the running server, its WAL, and a backup taken now.
      const needles = [NAME, EMAIL, validForms["get-quote"].phone];
      const file = after.sqliteFile!;
      const backup = await writeBackup({ handle: after, dir: mkdtempSync(path.join(tmpdir(), "bayou-erasure-backup-")) });
      expect([file, `${file}-wal`, backup.path].map((name) => occurrences(readFileSync(name), needles))).toEqual([0, 0, 0]);
    } finally {
      await after.close();
    }
    // Nothing to wait for but the reminder's due time, and a little beyond it for the outbox's polls.
    await sleep(Math.max(0, savedAt + (DELAY_S + 2) * 1000 - Date.now()));
    expect(toHer()).toHaveLength(2);
  }, 60_000);

  it("says on the privacy page, in both languages, how long backups keep erased data (BACKUP_KEEP × BACKUP_EVERY_HOURS)", async () => {
    expect(await (await fetch(`${server.url}/privacy`)).text()).toContain("hold what we deleted for up to 5 days");
    expect(await (await fetch(`${server.url}/es/privacidad`)).text()).toContain("conservan lo que borramos durante un máximo de 5 días");
  });
});
