import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import {
  createLeadRepository,
  type NewContactSubmission,
  type NewQuoteRequest,
} from "#app/features/lead-records/repository.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";

const contact: NewContactSubmission = {
  source: "home-consultation",
  name: "Ana Delgado",
  email: "ana@example.com",
  phone: "(281) 555-0101",
  subject: "new - 1-3months",
  message: "Location: Pearland\nService Type: new\nTimeline: 1-3months\n\nWe'd like a pool with a spa — \"quotes\" & <tags> stay verbatim.",
  firstName: "Ana",
  lastName: "Delgado",
  location: "Pearland",
  serviceType: "new",
  timeline: "1-3months",
};

const quote: NewQuoteRequest = {
  source: "get-quote",
  contactMethod: "callback",
  name: "Ben Okafor",
  email: null,
  phone: "713-555-0199",
  preferredCallbackTime: "evening",
  address: "12 Palm Ct, Friendswood, TX",
  projectType: "new-pool",
  poolSize: "large",
  timeline: "3-6months",
  features: ["Hot Tub Integration", "LED Lighting", "Waterfall/Water Features"],
  notes: "Gate code 1234; dogs in yard.",
};

async function exercise(handle: DbHandle) {
  await handle.migrate();
  await handle.migrate(); // idempotent
  const repo = createLeadRepository(handle.db);
  const before = Date.now();
  const savedContact = await repo.insertContactSubmission(contact);
  const savedQuote = await repo.insertQuoteRequest(quote);
  const readContact = await repo.findContactSubmission(savedContact.id);
  const readQuote = await repo.findQuoteRequest(savedQuote.id);
  expect(readContact).toEqual(savedContact);
  expect(readQuote).toEqual(savedQuote);
  expect(readContact).toMatchObject({ ...contact, status: "new" });
  expect(readQuote).toMatchObject({ ...quote, status: "new" });
  for (const row of [readContact!, readQuote!]) {
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  }
  expect(await handle.ping()).toBe(true);
  return { contact: readContact!, quote: readQuote! };
}

/** Rows from both engines must agree on every field but the generated id and timestamp. */
function comparable<T extends { id: number; createdAt: Date }>(row: T) {
  const { id: _id, createdAt, ...rest } = row;
  return { ...rest, createdAtType: createdAt.constructor.name };
}

describe("lead repository", () => {
  let sqliteDir: string;
  let sqliteRows: Awaited<ReturnType<typeof exercise>>;

  beforeAll(() => {
    sqliteDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-repo-"));
  });
  afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

  it("stores and reads both tables on SQLite with durable settings", async () => {
    const handle = openDb({ dataDir: sqliteDir });
    try {
      sqliteRows = await exercise(handle);
      const { sql } = await import("kysely");
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(handle.db)).rows[0] as object)[0];
      expect(String(await pragma("journal_mode")).toLowerCase()).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("foreign_keys")).toBe(1);
      expect(Number(await pragma("busy_timeout"))).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it("committed rows survive reopening the SQLite file", async () => {
    const handle = openDb({ dataDir: sqliteDir });
    try {
      const repo = createLeadRepository(handle.db);
      expect(await repo.findQuoteRequest(sqliteRows.quote.id)).toEqual(sqliteRows.quote);
    } finally {
      await handle.close();
    }
  });

  it("stores the same rows on PostgreSQL, field by field", async (ctx) => {
    if (!(await postgresAvailable())) return ctx.skip();
    const database = await createTestDatabase();
    const handle = openDb({ databaseUrl: database.url, dataDir: sqliteDir });
    try {
      const postgresRows = await exercise(handle);
      expect(comparable(postgresRows.contact)).toEqual(comparable(sqliteRows.contact));
      expect(comparable(postgresRows.quote)).toEqual(comparable(sqliteRows.quote));
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
