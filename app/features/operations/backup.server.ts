import { execFile } from "node:child_process";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { backup, type DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { DbHandle } from "#app/db/client.server.ts";
import { openSqliteConnection } from "#app/db/sqlite-driver.server.ts";
import type { BackupTrigger, Engine } from "#app/db/schema.ts";
import { toDate } from "#app/db/schema.ts";

const run = promisify(execFile);

/** Every backup file is named `bayou-crest-<UTC time>.<extension>`, so names sort by age. */
const PREFIX = "bayou-crest-";
const EXTENSION: Record<Engine, string> = { sqlite: ".sqlite", postgres: ".pgdump" };
/** More pages than any database here has: the copy is taken in one step, as one snapshot. */
const ALL_PAGES = 2 ** 30;

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  path: string;
  bytes: number;
}

export interface BackupTarget {
  handle: DbHandle;
  databaseUrl?: string;
  dir: string;
}

/**
 * Writes a consistent copy of the live database into `dir` while the site keeps serving, checks
 * the copy, and only then gives it its final name: a file with the backup name is always whole.
 * SQLite: the online backup API, in one step, so concurrent writes cannot tear the snapshot or
 * restart the copy.
 * PostgreSQL: `pg_dump` in its custom format (one transaction-consistent snapshot).
 */
export async function writeBackup({ handle, databaseUrl, dir }: BackupTarget): Promise<BackupResult> {
  await mkdir(dir, { recursive: true });
  const file = `${PREFIX}${new Date().toISOString().replace(/[:.]/g, "-")}${EXTENSION[handle.engine]}`;
  const partial = path.join(dir, `.${file}.partial`);
  try {
    if (handle.sqliteFile) {
      // A connection of its own: the copy runs on a worker thread while the site's connection
      // keeps answering (WAL lets readers and the writer go on beside it).
      const source = openSqliteConnection(handle.sqliteFile, { timeout: 5000 });
      try {
        await backup(source, partial, { rate: ALL_PAGES });
      } finally {
        source.close();
      }
      // The copy inherits WAL mode; as a backup it should be one self-contained file.
      const copy = openSqliteConnection(partial);
      copy.exec("PRAGMA journal_mode = DELETE");
      copy.close();
    } else {
      await pgDump(databaseUrl!, partial);
    }
    await fsync(partial);
    await verifyBackup(handle.engine, partial);
    const final = path.join(dir, file);
    await rename(partial, final);
    await fsync(dir);
    return { file, path: final, bytes: (await stat(final)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Checks a backup file: SQLite's `PRAGMA integrity_check` and the presence of the site's
 * migration history; for a PostgreSQL dump, that `pg_restore` reads the whole archive (every
 * table's data, to /dev/null): its table of contents alone survives a truncated or overwritten dump.
 * The SQLite check opens the file for writing (a read-only WAL file cannot always be opened), so
 * give it a copy you own. Throws a BackupError that says what is wrong.
 */
export async function verifyBackup(engine: Engine, file: string, label = path.basename(file)): Promise<void> {
  if (engine === "postgres") {
    const { stdout } = await pgTool("pg_restore", ["--list", file]).catch((error: Error) => {
      throw new BackupError(`${label} is not a readable PostgreSQL dump: ${firstLine(error.message)}`);
    });
    if (!stdout.includes("kysely_migration")) throw new BackupError(`${label} is not a dump of this site's database.`);
    await pgTool("pg_restore", ["--file", "/dev/null", file]).catch((error: Error) => {
      throw error instanceof BackupError ? error : new BackupError(`${label} is damaged: ${firstLine(error.message)}`);
    });
    return;
  }
  let db: DatabaseSync | undefined;
  try {
    db = openSqliteConnection(file);
    const problems = db.prepare("PRAGMA integrity_check").all().map((row) => String(Object.values(row)[0]));
    if (problems.length !== 1 || problems[0] !== "ok") {
      throw new BackupError(`${label} failed the integrity check: ${problems.slice(0, 3).join("; ")}`);
    }
    db.prepare("select count(*) from kysely_migration").get();
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${label} is not a readable backup of this site: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/** Deletes all but the newest `keep` backups of this engine in `dir`. */
export async function pruneBackups(dir: string, engine: Engine, keep: number): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.startsWith(PREFIX) && name.endsWith(EXTENSION[engine])).sort();
  const old = files.slice(0, Math.max(0, files.length - keep));
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}

export interface BackupRun {
  trigger: BackupTrigger;
  startedAt: Date;
  result: BackupResult | null;
  error: string | null;
}

export async function recordBackupRun(handle: DbHandle, runInfo: BackupRun): Promise<void> {
  await handle.db
    .insertInto("backup_runs")
    .values({
      created_at: runInfo.startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      trigger: runInfo.trigger,
      status: runInfo.result ? "ok" : "failed",
      file: runInfo.result?.file ?? null,
      bytes: runInfo.result?.bytes ?? null,
      error: runInfo.error,
    })
    .execute();
}

export interface BackupStatus {
  lastSuccessAt: Date | null;
  /** The latest attempt, when it failed: what the admin and metrics flag. */
  lastFailure: { at: Date; error: string } | null;
}

export async function backupStatus(handle: DbHandle): Promise<BackupStatus> {
  const [success, latest] = await Promise.all([
    handle.db.selectFrom("backup_runs").select("created_at").where("status", "=", "ok").orderBy("created_at", "desc").limit(1).executeTakeFirst(),
    handle.db.selectFrom("backup_runs").select(["created_at", "status", "error"]).orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst(),
  ]);
  return {
    lastSuccessAt: success ? toDate(success.created_at) : null,
    lastFailure: latest?.status === "failed" ? { at: toDate(latest.created_at), error: latest.error ?? "unknown error" } : null,
  };
}

async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await pgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${databaseUrl}`]).catch(
    (error: Error) => {
      throw error instanceof BackupError ? error : new BackupError(`pg_dump failed: ${firstLine(error.message)}`);
    },
  );
}

/** Runs a PostgreSQL client tool; a missing tool is a BackupError saying how to get it. */
export async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<{ stdout: string }> {
  try {
    return await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new BackupError(
        `${tool} is not installed. PostgreSQL backups need the PostgreSQL client tools of the server's major version ` +
          "(Debian: apt install postgresql-client), or use your database host's own backups.",
      );
    }
    throw error;
  }
}

async function fsync(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() && !line.startsWith("Command failed"))?.trim() ?? text;
}
