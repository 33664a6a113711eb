import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Every connection the site opens to a SQLite file, the site's own and those of backups and
 * restores: with `secure_delete`, SQLite overwrites deleted rows and freed pages with zeros, so
 * an erased visitor's name, e-mail and phone do not linger in the file's free space (decision 035).
 */
export function openSqliteConnection(file: string, options: { timeout?: number } = {}): DatabaseSync {
  const raw = new DatabaseSync(file, options);
  raw.exec("PRAGMA secure_delete = ON");
  return raw;
}

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface Kysely's
 * SqliteDialect expects. Durability settings follow the brief: WAL, synchronous=FULL (a
 * committed write survives a power loss), foreign keys on, and a busy timeout so that a
 * second process (a CLI, a second server) waits instead of failing.
 */
export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = openSqliteConnection(file, { timeout: 5000 });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA busy_timeout = 5000");
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = raw.prepare(sql);
      const reader = statement.columns().length > 0;
      return {
        reader,
        all: (parameters) => statement.all(...toSqlite(parameters)),
        iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
        run: (parameters) => statement.run(...toSqlite(parameters)),
      };
    },
  };
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}
