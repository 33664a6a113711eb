/**
 * Restores a backup into the database the server will use (DATA_DIR or DATABASE_URL), then
 * applies migrations. Stop the server first.
 *
 *   npm run restore -- FILE            into an empty DATA_DIR (or an empty PostgreSQL database)
 *   npm run restore -- FILE --force    replaces what is there
 */
import { existsSync } from "node:fs";
import { BackupError } from "#app/features/operations/backup.server.ts";
import { restoreBackup } from "#app/features/operations/restore.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { keepCreatedFilesPrivate } from "#app/utils/private-files.server.ts";

keepCreatedFilesPrivate();

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1 || files[0]!.startsWith("--")) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}
const file = files[0]!;
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

const env = getEnv();
try {
  const { leads } = await restoreBackup(file, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, force });
  console.log(`Restored ${file} into ${env.DATABASE_URL ? "the database in DATABASE_URL" : `DATA_DIR ${env.DATA_DIR}`}: ${leads} leads. Migrations applied.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exitCode = 1;
}
