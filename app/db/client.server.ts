import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql, type PostgresPool, type PostgresPoolClient } from "kysely";
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
  /** How long PostgreSQL may stay silent before a request gives up on it (defaults: `DEFAULT_PG_TIMEOUTS`). */
  timeouts?: PgTimeouts;
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

/**
 * Bounds on a PostgreSQL path that stops answering (decision 033). `statementMs` is the server's
 * own `statement_timeout` (the connection stays usable); `queryMs`, a little longer, is when the
 * client gives up on an answer and destroys the connection: by then the path, not the query, is
 * what failed. A transaction left idle twice that long is one whose client is gone, and the
 * server ends it so its row locks do not outlive it.
 */
export interface PgTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  keepAliveDelayMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = { connectMs: 5000, statementMs: 5000, queryMs: 6000, keepAliveDelayMs: 10_000 };

const pathSilentUntil = new WeakMap<Db, number>();

/**
 * False for a query timeout's length after a query or a connection of `db` failed below SQL (the
 * path to PostgreSQL, not the query), true again at its next answer; always true on SQLite. A
 * read that has something to fall back on uses it then without waiting out the timeouts again.
 */
export function pathAnswering(db: Db): boolean {
  return Date.now() >= (pathSilentUntil.get(db) ?? 0);
}

/** The SQLite database file inside a data dir. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, "bayou-crest.sqlite");
}

export function openDb(config: DbConfig): DbHandle {
  const engine: Engine = config.databaseUrl ? "postgres" : "sqlite";
  const pool = engine === "postgres" ? openPool(config) : undefined;
  const sqlite = pool ? undefined : openSqliteFile(config.dataDir);
  const health: PathHealth = {
    failed: () => pathSilentUntil.set(db, Date.now() + (config.timeouts ?? DEFAULT_PG_TIMEOUTS).queryMs),
    answered: () => pathSilentUntil.delete(db),
  };
  const dialect = pool ? new PostgresDialect({ pool: discardingBrokenClients(pool, health) }) : new SqliteDialect({ database: sqlite! });
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
  const timeouts = config.timeouts ?? DEFAULT_PG_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.poolMax ?? 10,
    // Both the wait for a free client and a new connection's handshake.
    connectionTimeoutMillis: timeouts.connectMs,
    // An idle connection whose path died is found by the kernel's probes instead of by the next
    // request; a request's own wait is bounded by query_timeout, whatever the kernel does.
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: 2 * timeouts.queryMs,
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

interface PathHealth {
  failed(): void;
  answered(): void;
}

/**
 * The pool as Kysely sees it, except that a client whose query failed below SQL (the read
 * timeout, a reset, a closed socket) is destroyed on release instead of going back to the pool:
 * after a timeout its socket may still be waiting for an answer that will never come, and every
 * later query on it would queue behind that one. A server's SQL error (a constraint, a statement
 * timeout) leaves the connection usable, and it is returned as usual. Kysely releases with no
 * error of its own unless a rollback failed.
 */
function discardingBrokenClients(pool: pg.Pool, health: PathHealth): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect().catch((error: unknown) => {
        health.failed();
        throw error;
      });
      let broken: Error | undefined;
      const noteFailure = (error: unknown) => {
        if (!(error instanceof pg.DatabaseError)) {
          broken ??= error instanceof Error ? error : new Error(String(error));
          health.failed();
        }
        throw error;
      };
      return {
        query: ((text: string, parameters: unknown[]) => {
          // Once broken, a rollback (or anything else) fails at once instead of waiting out its own timeout.
          if (broken) return Promise.reject(broken);
          return client.query(text, parameters).then((result) => {
            health.answered();
            return result;
          }, noteFailure);
        }) as PostgresPoolClient["query"],
        release: (destroy?: boolean) => client.release(broken ?? destroy),
      };
    },
  };
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
