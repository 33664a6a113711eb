import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrationsFor } from "#app/db/migrations/index.ts";
import type { Database, Engine } from "#app/db/schema.ts";
import { openSqlite } from "#app/db/sqlite-driver.server.ts";

export type Db = Kysely<Database>;

export interface DbConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** Told about connections that broke, idle or in use (PostgreSQL). */
  onPoolError?: (error: Error) => void;
}

export interface DbHandle {
  db: Db;
  engine: Engine;
  migrate(): Promise<void>;
  /** True when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The SQLite database file (backups open their own connection to it); undefined on PostgreSQL. */
  sqliteFile?: string;
  /** Connections in use and waiting for one: the PostgreSQL pool, or SQLite's single connection. */
  poolStats(): { size: number; max: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The SQLite database file inside a data dir. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, "bayou-crest.sqlite");
}

export function openDb(config: DbConfig): DbHandle {
  const engine: Engine = config.databaseUrl ? "postgres" : "sqlite";
  const pool = engine === "postgres" ? openPool(config) : undefined;
  const sqlite = pool ? undefined : openSqliteFile(config.dataDir);
  const dialect = pool ? new PostgresDialect({ pool }) : new SqliteDialect({ database: sqlite! });
  const db = new Kysely<Database>({ dialect });

  return {
    db,
    engine,
    sqliteFile: sqlite ? sqliteFile(config.dataDir) : undefined,
    poolStats: () =>
      pool
        ? { size: pool.totalCount, max: config.poolMax ?? 10, idle: pool.idleCount, waiting: pool.waitingCount }
        : { size: 1, max: 1, idle: 1, waiting: 0 },
    async migrate() {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrationsFor(engine) },
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === "Error");
      if (error || failed) {
        throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
      }
    },
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = sql`select 1 as ok`
        .execute(db)
        .then(() => true)
        .catch(() => false);
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => db.destroy(),
  };
}

function openPool(config: DbConfig): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.poolMax ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // A connection that drops (the server restarting, a backend terminated) emits 'error' on its
  // client, and on the pool while idle; an 'error' event without a listener ends the process.
  // The pool listens only while a client is idle, so each client gets its own listener for the
  // time it is checked out: the query in flight fails on its own, and the pool drops the broken
  // client on release, so the next query connects afresh.
  pool.on("error", (error) => config.onPoolError?.(error));
  pool.on("connect", (client) => client.on("error", (error) => config.onPoolError?.(error)));
  return pool;
}

function openSqliteFile(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // A data dir made before files were kept private (or by hand) is closed to others too; SQLite
  // gives its WAL and shared-memory files the database file's own mode.
  chmodSync(dataDir, 0o700);
  const file = sqliteFile(dataDir);
  if (existsSync(file)) chmodSync(file, 0o600);
  else keepPrivateWhenCreated(file);
  return openSqlite(file);
}

/** Creates an empty database file 0600, so SQLite (and its WAL) never makes it world-readable. */
function keepPrivateWhenCreated(file: string) {
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}
