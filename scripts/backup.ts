/**
 * Backups from the command line, against the database the server uses (DATA_DIR or
 * DATABASE_URL), while the site keeps serving:
 *
 *   npm run backup                   writes a checked copy into BACKUP_DIR (default DATA_DIR/backups)
 *   npm run backup -- --check FILE   checks an existing backup file
 *   npm run backup -- --purge EMAIL PHONE
 *                                    removes an erased visitor from every kept SQLite backup (scripts/backup-purge.ts)
 *
 * The run is recorded like the server's scheduled ones, so the admin and /metrics see it.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb, sqliteFile } from "#app/db/client.server.ts";
import { BackupError, verifyBackup } from "#app/features/operations/backup.server.ts";
import { runBackup } from "#app/features/operations/backup-schedule.server.ts";
import { backupDir, getEnv } from "#app/utils/env.server.ts";
import { personFromArguments, purgeBackups } from "#scripts/backup-purge.ts";
import { keepCreatedFilesPrivate } from "#app/utils/private-files.server.ts";

keepCreatedFilesPrivate();

const args = process.argv.slice(2);
const env = getEnv();

if (args[0] === "--check" && args[1]) {
  const file = args[1];
  const engine = file.endsWith(".pgdump") ? "postgres" : "sqlite";
  // The SQLite check needs a copy it may open for writing.
  const scratch = await mkdtemp(path.join(tmpdir(), "bayou-backup-check-"));
  try {
    const copy = path.join(scratch, path.basename(file));
    await copyFile(file, copy);
    await verifyBackup(engine, copy, file);
    console.log(`${file}: OK`);
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `${file}: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
} else if (args[0] === "--purge") {
  const person = personFromArguments(args.slice(1));
  if (!person) {
    console.error("Name the person to purge by e-mail address, phone number or both: npm run backup -- --purge EMAIL PHONE");
    process.exitCode = 2;
  } else if (env.DATABASE_URL) {
    console.error("--purge rewrites SQLite backups only. PostgreSQL dumps cannot be edited in place: see docs/decisions/035-erasure.md.");
    process.exitCode = 1;
  } else {
    for (const { file, result } of await purgeBackups(backupDir(env), person)) {
      if ("error" in result) {
        console.error(`${file}: NOT purged: ${result.error}`);
        process.exitCode = 1;
      } else {
        console.log(`${file}: purged and checked (removed: leads ${result.leads}, saved designs ${result.savedDesigns}; byte matches left: 0)`);
      }
    }
  }
} else if (args.length > 0) {
  console.error("Usage:\n  npm run backup\n  npm run backup -- --check FILE\n  npm run backup -- --purge EMAIL PHONE");
  process.exitCode = 2;
} else {
  if (!env.DATABASE_URL && !existsSync(sqliteFile(env.DATA_DIR))) {
    console.error(`No database in DATA_DIR ${env.DATA_DIR}: set DATA_DIR (or DATABASE_URL) to what the server uses.`);
    process.exit(1);
  }
  const handle = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const quiet = { info() {}, error() {} };
  try {
    const outcome = await runBackup(handle, { databaseUrl: env.DATABASE_URL, dir: backupDir(env), keep: env.BACKUP_KEEP }, "manual", quiet);
    if ("error" in outcome) {
      console.error(`Backup failed: ${outcome.error}`);
      process.exitCode = 1;
    } else {
      console.log(`Backup written and checked: ${outcome.path} (${outcome.bytes} bytes)`);
    }
  } finally {
    await handle.close();
  }
}
