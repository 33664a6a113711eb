import { copyFile, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openDb, sqliteFile } from "#app/db/client.server.ts";
import { BackupError, pgTool, verifyBackup } from "#app/features/operations/backup.server.ts";

export interface RestoreTarget {
  /** postgres://… restores a pg_dump archive into that database; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Replace what is there instead of refusing a non-empty target. */
  force: boolean;
}

/**
 * Restores a backup made by `npm run backup` (or the server's schedule) into an empty target,
 * checks it, then applies any migrations newer than the backup. The server must be stopped.
 * Throws a BackupError that says what to do when the target is not empty or the file is bad.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<{ leads: number }> {
  if (target.databaseUrl) await restorePostgres(file, target.databaseUrl, target.force);
  else await restoreSqlite(file, target.dataDir, target.force);

  const handle = openDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await handle.migrate();
    const counts = await Promise.all(
      (["contact_submissions", "quote_requests"] as const).map((table) =>
        handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
      ),
    );
    return { leads: counts.reduce((sum, row) => sum + Number(row.n), 0) };
  } finally {
    await handle.close();
  }
}

async function restoreSqlite(file: string, dataDir: string, force: boolean): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const present = await readdir(dataDir);
  if (present.length > 0 && !force) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", …" : ""}). ` +
        "Restore into an empty directory, or add --force to replace its database.",
    );
  }
  const database = sqliteFile(dataDir);
  const partial = `${database}.restoring`;
  await copyFile(file, partial);
  try {
    await verifyBackup("sqlite", partial, path.basename(file));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(`${database}${suffix}`, { force: true })));
  await rename(partial, database);
}

async function restorePostgres(file: string, databaseUrl: string, force: boolean): Promise<void> {
  await verifyBackup("postgres", file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = 'public'");
    tables = Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database in DATABASE_URL is not empty (${tables} tables). Restore into an empty database, or add --force to replace its tables.`,
    );
  }
  await pgTool("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    ...(tables > 0 ? ["--clean", "--if-exists"] : []),
    `--dbname=${databaseUrl}`,
    path.resolve(file),
  ]).catch((error: Error) => {
    throw error instanceof BackupError ? error : new BackupError(`pg_restore failed: ${error.message.split("\n").slice(1, 3).join(" ")}`);
  });
}
