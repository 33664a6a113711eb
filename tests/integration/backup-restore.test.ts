import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, openSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { metricValue, runScript, sleep, streamLeads, type Acknowledged } from "#tests/support/operations.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";
import { ADMIN, signIn, testImage, type AdminClient } from "#tests/integration/portfolio-admin-support.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "bayou-backup-test-"));
const scheduledDir = path.join(scratch, "scheduled");
const adminEnv = { ...testServerEnv, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

let source: RunningServer;
let admin: AdminClient;

type LeadStream = Awaited<ReturnType<typeof streamLeads>>;
/** The stream has stored at least `count` leads (a restore check wants more than 5 from before the backup). */
const leadsStored = (stream: LeadStream, count: number) =>
  vi.waitFor(() => expect(stream.acknowledged.length).toBeGreaterThanOrEqual(count), { timeout: 30_000, interval: 20 });
/** A lead was stored after `at`: writes went on while (and after) a backup ran. */
const leadStoredAfter = (stream: LeadStream, at: number) =>
  vi.waitFor(() => expect(stream.acknowledged.some((lead) => lead.at > at)).toBe(true), { timeout: 30_000, interval: 20 });

beforeAll(async () => {
  // Scheduled backups every 0.0003 h (about 1.1 s) while the tests below run.
  source = await startServer({ env: { ...adminEnv, BACKUP_DIR: scheduledDir, BACKUP_EVERY_HOURS: "0.0003", BACKUP_KEEP: "2" } });
  admin = await signIn(source.url);
  // Content that must come back identical: a project with an uploaded photo, leads with notes.
  const created = await admin.post({ intent: "create", title: "Backup Check Project", location: "Katy, TX" }, [
    { name: "deck.jpg", bytes: await testImage({ width: 800, height: 560, hue: 40 }) },
  ]);
  expect(created.status).toBe(303);
  const stream = await streamLeads(source.url, { tag: "noted", workers: 1 });
  await leadsStored(stream, 3);
  await stream.stop();
  const handle = openDb({ dataDir: source.dataDir });
  const leads = await handle.db.selectFrom("contact_submissions").select("id").execute();
  await handle.close();
  for (const lead of leads.slice(0, 3)) {
    const note = await fetch(`${source.url}/admin/leads/contact/${lead.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: source.url, Cookie: admin.cookie },
      body: new URLSearchParams({ csrf: admin.csrf, intent: "note", body: `Called back about lead ${lead.id}.` }),
    });
    expect(note.status).toBe(302);
  }
}, 120_000);

afterAll(async () => {
  await source?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The tables whose rows must survive a backup unchanged (leads are checked against what was acknowledged). */
async function durableContent(dataDir: string) {
  const handle = openDb({ dataDir });
  try {
    return {
      notes: await handle.db.selectFrom("lead_notes").selectAll().orderBy("id").execute(),
      projects: await handle.db.selectFrom("projects").selectAll().orderBy("id").execute(),
      images: await handle.db.selectFrom("media_images").selectAll().orderBy("id").execute(),
      variants: await handle.db.selectFrom("media_variants").selectAll().orderBy("image_id").orderBy("width").orderBy("format").execute(),
      admins: await handle.db.selectFrom("admin_users").select(["email", "password_hash"]).orderBy("id").execute(),
    };
  } finally {
    await handle.close();
  }
}

/** Restores `file` into a fresh DATA_DIR with the CLI and starts a server on it. */
async function restoreAndServe(file: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(scratch, "restored-"));
  const restored = await runScript("restore", [file], { DATA_DIR: dataDir });
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(restored.stdout).toMatch(/Restored .* leads\. Migrations applied\./);
  return startServer({ dataDir, env: { ...testServerEnv, BACKUP_EVERY_HOURS: "0" } });
}

/** Every lead acknowledged before `backupStartedAt` is served by the restored site; nothing unknown appears. */
async function expectLeadsRestored(
  restored: RunningServer,
  tag: string,
  acknowledged: Acknowledged[],
  backupStartedAt: number,
  sent: string[],
) {
  const client = await signIn(restored.url);
  const csv = await (await client.get("/admin/leads.csv")).text();
  const before = acknowledged.filter((lead) => lead.at < backupStartedAt);
  expect(before.length).toBeGreaterThan(5);
  expect(before.filter((lead) => !csv.includes(lead.email))).toEqual([]);
  const found = [...csv.matchAll(new RegExp(`stream-${tag}-\\d+@example\\.com`, "g"))].map((match) => match[0]);
  expect(found.filter((email) => !sent.includes(email))).toEqual([]);
  return found;
}

// Each test starts servers and CLI processes; generous limits for a loaded two-core machine.
describe("backups", { timeout: 120_000 }, () => {
  it("npm run backup copies the live database mid-stream; the restored site has every acknowledged lead, notes, uploads and projects", async () => {
    const backupDir = path.join(scratch, "manual");
    const stream = await streamLeads(source.url, { tag: "manual" });
    await leadsStored(stream, 10);
    const backupStartedAt = Date.now();
    const backup = await runScript("backup", [], { DATA_DIR: source.dataDir, BACKUP_DIR: backupDir });
    await leadStoredAfter(stream, backupStartedAt + 200);
    await stream.stop();
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const file = /Backup written and checked: (\S+)/.exec(backup.stdout)?.[1];
    expect(file && existsSync(file)).toBe(true);
    expect(stream.failures).toEqual([]);
    // Leads kept arriving after the backup began, so the copy was taken from a live database.
    expect(stream.acknowledged.filter((lead) => lead.at > backupStartedAt + 200).length).toBeGreaterThan(0);

    const restored = await restoreAndServe(file!);
    try {
      await expectLeadsRestored(
        restored,
        "manual",
        stream.acknowledged,
        backupStartedAt,
        stream.acknowledged.map((lead) => lead.email).concat(stream.failures),
      );
      expect(await durableContent(restored.dataDir)).toEqual(await durableContent(source.dataDir));
      // The uploaded photo is served from the restored database, byte for byte.
      const variant = (await durableContent(source.dataDir)).variants[0]!;
      const media = await fetch(`${restored.url}/media/${variant.image_id}-${variant.width}.${variant.format}`);
      expect(media.status).toBe(200);
      expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(variant.bytes))).toBe(true);
    } finally {
      await restored.stop();
    }
  });

  it("the server's scheduled backups are checked, recorded, pruned to BACKUP_KEEP, and restore with every acknowledged lead, notes, uploads and projects", async () => {
    const stream = await streamLeads(source.url, { tag: "scheduled" });
    const scheduledRuns = async () => {
      const handle = openDb({ dataDir: source.dataDir });
      try {
        return await handle.db
          .selectFrom("backup_runs")
          .select(["file", "created_at", "status"])
          .where("trigger", "=", "scheduled")
          .orderBy("id")
          .execute();
      } finally {
        await handle.close();
      }
    };
    let runs = await scheduledRuns();
    const first = runs.length;
    const deadline = Date.now() + 20_000;
    while (runs.length < first + 3 && Date.now() < deadline) {
      await sleep(250);
      runs = await scheduledRuns();
    }
    await stream.stop();
    expect(runs.length).toBeGreaterThanOrEqual(first + 3);
    expect(runs.every((run) => run.status === "ok")).toBe(true);
    // The newest copy, before the schedule prunes it (two more backups from now).
    const chosen = runs.at(-1)!;
    const copy = path.join(scratch, `scheduled-${chosen.file}`);
    copyFileSync(path.join(scheduledDir, chosen.file!), copy);
    // Only the newest BACKUP_KEEP (2) copies remain; a backup being written is still hidden.
    const present = readdirSync(scheduledDir).filter((name) => !name.startsWith("."));
    expect(present.length).toBeLessThanOrEqual(2);
    expect(present.filter((name) => runs.slice(0, -2).some((run) => run.file === name))).toEqual([]);
    const metrics = await (await fetch(`${source.url}/metrics`)).text();
    const last = metricValue(metrics, "bayou_backup_last_success_timestamp_seconds")!;
    expect(last).toBeGreaterThanOrEqual(new Date(chosen.created_at).getTime() / 1000 - 0.001);
    expect(metricValue(metrics, "bayou_backup_last_run_failed")).toBe(0);
    expect(source.output()).not.toContain("backup failed");

    const restored = await restoreAndServe(copy);
    try {
      await expectLeadsRestored(
        restored,
        "scheduled",
        stream.acknowledged,
        new Date(chosen.created_at).getTime(),
        stream.acknowledged.map((lead) => lead.email).concat(stream.failures),
      );
      expect(await durableContent(restored.dataDir)).toEqual(await durableContent(source.dataDir));
    } finally {
      await restored.stop();
    }
  });

  it("a corrupted backup is detected: the check fails and restore refuses it, leaving DATA_DIR without a database", async () => {
    const backup = await runScript("backup", [], { DATA_DIR: source.dataDir, BACKUP_DIR: path.join(scratch, "to-corrupt") });
    const good = /Backup written and checked: (\S+)/.exec(backup.stdout)![1]!;
    const bad = path.join(scratch, "corrupted.sqlite");
    copyFileSync(good, bad);
    const fd = openSync(bad, "r+");
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 8192);
    closeSync(fd);

    const check = await runScript("backup", ["--check", bad], {});
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/corrupted\.sqlite (failed the integrity check|is not a readable backup of this site)/);
    expect((await runScript("backup", ["--check", good], {})).stdout).toContain(": OK");

    const target = path.join(scratch, "refused");
    const restore = await runScript("restore", [bad], { DATA_DIR: target });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^Restore refused: corrupted\.sqlite /);
    expect(readdirSync(target)).toEqual([]);
  });

  it("restore refuses a DATA_DIR that is not empty unless --force is given", async () => {
    const backup = await runScript("backup", [], { DATA_DIR: source.dataDir, BACKUP_DIR: path.join(scratch, "force") });
    const file = /Backup written and checked: (\S+)/.exec(backup.stdout)![1]!;
    const target = mkdtempSync(path.join(scratch, "occupied-"));
    writeFileSync(path.join(target, "notes.txt"), "something already here");
    const refused = await runScript("restore", [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`DATA_DIR ${target} is not empty (notes.txt). Restore into an empty directory, or add --force`);
    const forced = await runScript("restore", [file, "--force"], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    expect((await durableContent(target)).projects).toEqual((await durableContent(source.dataDir)).projects);
  });

  it("a failed scheduled backup is shown on the admin and in metrics", async () => {
    const blocker = path.join(scratch, "not-a-directory");
    writeFileSync(blocker, "");
    const server = await startServer({ env: { ...adminEnv, BACKUP_DIR: path.join(blocker, "backups"), BACKUP_EVERY_HOURS: "0.0003" } });
    try {
      let failed: number | undefined;
      const deadline = Date.now() + 10_000;
      while (failed !== 1 && Date.now() < deadline) {
        await sleep(250);
        failed = metricValue(await (await fetch(`${server.url}/metrics`)).text(), "bayou_backup_last_run_failed");
      }
      expect(failed).toBe(1);
      const client = await signIn(server.url);
      const inbox = await (await client.get("/admin/leads")).text();
      expect(inbox).toContain("The last backup failed");
      expect(inbox).toContain("There is no good backup yet.");
      expect(server.output()).toContain("backup failed");
    } finally {
      await server.stop();
    }
  });
});

describe("backups on PostgreSQL", { timeout: 120_000 }, async () => {
  const available = await postgresAvailable();
  it.skipIf(!available)("backs up with pg_dump while serving and restores into an empty database, refusing a non-empty one", async () => {
    const [live, empty] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const server = await startServer({ env: { ...adminEnv, DATABASE_URL: live.url, BACKUP_EVERY_HOURS: "0" } });
    try {
      const stream = await streamLeads(server.url, { tag: "postgres" });
      await leadsStored(stream, 10);
      const backupStartedAt = Date.now();
      const backup = await runScript("backup", [], { DATABASE_URL: live.url, BACKUP_DIR: path.join(scratch, "pg") });
      await leadStoredAfter(stream, backupStartedAt + 200);
      await stream.stop();
      expect(backup.stderr).toBe("");
      const file = /Backup written and checked: (\S+\.pgdump)/.exec(backup.stdout)?.[1];
      expect(file).toBeDefined();

      // A dump's table of contents survives truncation and overwritten data: the check reads it all.
      const bytes = readFileSync(file!);
      const truncated = path.join(scratch, "truncated.pgdump");
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 3)));
      const overwritten = path.join(scratch, "overwritten.pgdump");
      const damaged = Buffer.from(bytes);
      damaged.fill(0x5a, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 2800);
      writeFileSync(overwritten, damaged);
      for (const bad of [truncated, overwritten]) {
        const check = await runScript("backup", ["--check", bad], { DATABASE_URL: live.url });
        expect(check.code, path.basename(bad)).toBe(1);
        expect(check.stderr).toMatch(new RegExp(`${path.basename(bad)} (is damaged|is not a readable PostgreSQL dump)`));
      }
      expect((await runScript("backup", ["--check", file!], { DATABASE_URL: live.url })).stdout).toContain(": OK");

      const restored = await runScript("restore", [file!], { DATABASE_URL: empty.url });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      const again = await runScript("restore", [file!], { DATABASE_URL: empty.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/The database in DATABASE_URL is not empty \(\d+ tables\)/);

      await server.stop();
      const second = await startServer({ env: { ...testServerEnv, DATABASE_URL: empty.url, BACKUP_EVERY_HOURS: "0" } });
      try {
        await expectLeadsRestored(second, "postgres", stream.acknowledged, backupStartedAt, stream.acknowledged.map((lead) => lead.email));
      } finally {
        await second.stop();
      }
    } finally {
      await server.stop();
      await Promise.all([live.drop(), empty.drop()]);
    }
  });
});
