import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { migrationsFor } from "#app/db/migrations/index.ts";
import { fillTemplate } from "#app/features/replies/placeholders.ts";
import { listTemplates } from "#app/features/replies/templates.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";

/**
 * Migration 0022 on both engines (issue 37, points 11 and 15): a new install starts with three
 * reply templates in each language; an install with its own templates keeps them, their
 * `{phone}` and `{company}` (the company's, as the editor said) renamed so they still say it.
 */
const engines = ["sqlite", ...((await postgresAvailable()) ? (["postgres"] as const) : [])] as const;
const lead = { name: "Rosa Garza", email: "rosa@example.com", phone: "281-555-0177", reference: "C-2611-0007" };

describe.each(engines)("reply templates migration on %s", (engine) => {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  async function open() {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-templates-"));
    dirs.push(dataDir);
    const database = engine === "postgres" ? await createTestDatabase() : null;
    if (database) drops.push(database.drop);
    return openDb(database ? { databaseUrl: database.url, dataDir } : { dataDir });
  }
  afterAll(async () => {
    for (const drop of drops) await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("gives a new install three templates in each language, every placeholder one the editor knows", async () => {
    const handle = await open();
    try {
      await handle.migrate();
      const templates = await listTemplates(handle.db);
      expect(templates.filter((template) => template.name.endsWith("(English)"))).toHaveLength(3);
      expect(templates.filter((template) => template.name.endsWith("(español)"))).toHaveLength(3);
      for (const template of templates) {
        const filled = fillTemplate(`${template.subject}\n${template.body}`, lead);
        expect(filled, template.name).not.toMatch(/\{[^}]*\}/);
      }
    } finally {
      await handle.close();
    }
  });

  it("keeps an install's own templates, saying the company's number where {phone} meant it", async () => {
    const handle = await open();
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrationsFor(engine) } });
      expect((await migrator.migrateTo("0017-lead-locale")).error).toBeUndefined();
      const at = new Date().toISOString();
      await sql`insert into reply_templates (created_at, name, subject, body, updated_at) values (${at}, 'Call back', 'From {company}', 'Hi {first name}, call us at {phone}.', ${at})`.execute(handle.db);
      await handle.migrate();
      const templates = await listTemplates(handle.db);
      expect(templates.map(({ name, subject, body }) => ({ name, subject, body }))).toEqual([
        { name: "Call back", subject: "From {companyName}", body: "Hi {first name}, call us at {companyPhone}." },
      ]);
      expect(fillTemplate(templates[0]!.body, lead)).toBe("Hi Rosa, call us at (713) 555-0148.");
    } finally {
      await handle.close();
    }
  });
});
