import type { DbHandle } from "#app/db/client.server.ts";
import type { BackupTrigger } from "#app/db/schema.ts";
import { backupStatus, pruneBackups, recordBackupRun, writeBackup, type BackupResult } from "#app/features/operations/backup.server.ts";

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupSettings {
  databaseUrl?: string;
  dir: string;
  keep: number;
}

/** One backup, checked, pruned, recorded in `backup_runs` and logged; never throws. */
export async function runBackup(
  handle: DbHandle,
  settings: BackupSettings,
  trigger: BackupTrigger,
  logger: Logger,
): Promise<BackupResult | { error: string }> {
  const startedAt = new Date();
  let outcome: BackupResult | { error: string };
  try {
    const result = await writeBackup({ handle, databaseUrl: settings.databaseUrl, dir: settings.dir });
    const removed = await pruneBackups(settings.dir, handle.engine, settings.keep);
    logger.info({ trigger, file: result.path, bytes: result.bytes, ms: Date.now() - startedAt.getTime(), removed }, "backup written and verified");
    outcome = result;
  } catch (error) {
    outcome = { error: (error as Error).message };
    logger.error({ trigger, dir: settings.dir, error: outcome.error }, "backup failed");
  }
  try {
    await recordBackupRun(handle, { trigger, startedAt, result: "error" in outcome ? null : outcome, error: "error" in outcome ? outcome.error : null });
  } catch (error) {
    logger.error({ error: (error as Error).message }, "could not record the backup run");
  }
  return outcome;
}

/**
 * Backups taken by the server every `everyHours`. The last good backup is read from the database,
 * so a restarted server, or another instance sharing the database, does not start the clock over.
 * The check runs every interval, at most every 15 minutes; the first check comes one such period
 * after start, never at start.
 */
export function startBackupSchedule(
  handle: DbHandle,
  settings: BackupSettings & { everyHours: number },
  logger: Logger,
): () => Promise<void> {
  if (settings.everyHours <= 0) return async () => {};
  const intervalMs = settings.everyHours * 3_600_000;
  const checkMs = Math.max(1000, Math.min(intervalMs, 15 * 60_000));
  let running: Promise<unknown> | undefined;

  const check = async () => {
    const { lastSuccessAt } = await backupStatus(handle);
    // Half a check period of slack, so timer drift cannot skip a whole interval.
    if (lastSuccessAt && Date.now() - lastSuccessAt.getTime() < intervalMs - checkMs / 2) return;
    await runBackup(handle, settings, "scheduled", logger);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = check()
      .catch((error: Error) => logger.error({ error: error.message }, "backup schedule check failed"))
      .finally(() => (running = undefined));
  }, checkMs);
  timer.unref();

  return async () => {
    clearInterval(timer);
    await running;
  };
}
