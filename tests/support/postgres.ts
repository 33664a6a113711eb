import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Whether the local PostgreSQL answers. When it does not, Postgres tests skip with one clear
 * line; under CI=true that is a failure instead.
 */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    const message = `PostgreSQL not reachable at ${ADMIN_URL} (${(error as Error).message})`;
    if (process.env.CI === "true") throw new Error(`${message}: required when CI=true`, { cause: error });
    console.warn(`SKIP PostgreSQL tests: ${message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates a throw-away database; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bayou_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A migrated database on `engine` for a test that runs on both: a throw-away PostgreSQL
 * database (with the drop that removes it) or SQLite in `dataDir`.
 */
export async function openTestEngine(engine: "sqlite" | "postgres", dataDir: string): Promise<{ handle: DbHandle; drop?: () => Promise<void> }> {
  let opened: { handle: DbHandle; drop?: () => Promise<void> };
  if (engine === "postgres") {
    const database = await createTestDatabase();
    opened = { handle: openDb({ databaseUrl: database.url, dataDir }), drop: database.drop };
  } else opened = { handle: openDb({ dataDir }) };
  await opened.handle.migrate();
  return opened;
}

/** The engines a test runs on: SQLite always, PostgreSQL where the local server answers. */
export async function testEngines(): Promise<("sqlite" | "postgres")[]> {
  return ["sqlite", ...((await postgresAvailable()) ? (["postgres"] as const) : [])];
}

/**
 * A migrated database on `engine` for one `describe` block, in a data folder of its own: `open()`
 * it in the test; after the block it is closed, dropped (PostgreSQL) and its folder removed.
 */
export function engineDatabase(engine: "sqlite" | "postgres", prefix: string): { readonly dataDir: string; open(): Promise<DbHandle> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let opened: { handle: DbHandle; drop?: () => Promise<void> } | undefined;
  afterAll(async () => {
    await opened?.handle.close();
    await opened?.drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    async open() {
      opened = await openTestEngine(engine, dataDir);
      return opened.handle;
    },
  };
}

/**
 * One `describe` block's SQLite database and a fresh PostgreSQL one, in a data folder of its own,
 * each migrated and given `seed` (SQLite first) before its first test; after its last both close,
 * the PostgreSQL database is dropped and the folder removed. Read the handles inside tests.
 */
export function bothEngines(prefix: string, seed: (handle: DbHandle) => Promise<void>): { sqlite: DbHandle; postgres: DbHandle } {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const opened = {} as { sqlite: DbHandle; postgres: DbHandle };
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    opened.sqlite = openDb({ dataDir });
    opened.postgres = openDb({ databaseUrl: database.url, dataDir });
    for (const handle of [opened.sqlite, opened.postgres]) {
      await handle.migrate();
      await seed(handle);
    }
  }, 120_000);
  afterAll(async () => {
    await opened.sqlite?.close();
    await opened.postgres?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return opened;
}
