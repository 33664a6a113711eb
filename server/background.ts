import { getDbHandle } from "#app/db/db.server.ts";
import { business } from "#app/config/business.ts";
import { SIGN_IN_LIMITS } from "#app/features/auth/sign-in-limits.server.ts";
import { startOutboxWorker } from "#app/features/notifications/outbox.server.ts";
import { startBackupSchedule } from "#app/features/operations/backup-schedule.server.ts";
import { deleteExpiredSpam } from "#app/features/operations/retention.server.ts";
import { deleteUnusedRenderings, UNUSED_RENDER_DAYS } from "#app/features/renderings/render-retention.server.ts";
import { backupDir, getEnv, smsSettings } from "#app/utils/env.server.ts";
import { twilioProvider } from "#app/features/notifications/sms/twilio.server.ts";
import { logger } from "#app/utils/logger.server.ts";

const SWEEP_MS = 3_600_000;

/**
 * Work that runs beside the web server for the life of the process: the lead notification
 * outbox worker, scheduled backups, and the hourly deletion of expired spam and of rendered
 * pictures nothing uses any more. Returns a function
 * that stops them and waits for what is in flight.
 */
export async function startBackgroundWork(): Promise<() => Promise<void>> {
  const env = getEnv();
  const sms = smsSettings(env);
  const outbox = startOutboxWorker(
    getDbHandle(),
    {
      smtpUrl: env.SMTP_URL,
      sms: sms ? { provider: twilioProvider({ ...sms, allowLoopbackHttp: env.OUTBOUND_ALLOW_LOOPBACK_HTTP }), to: sms.to, maxPerHour: env.SMS_MAX_PER_HOUR } : undefined,
      notifyTo: env.LEADS_NOTIFY_TO,
      mailFrom: env.MAIL_FROM ?? `"${business.name} website" <${business.email}>`,
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      rateLimitWindowMs: Math.max(env.RATE_LIMIT_WINDOW_SECONDS * 1000, SIGN_IN_LIMITS.windowMs),
      tokenMaxAgeMs: env.LEADS_TOKEN_MAX_AGE_MINUTES * 60_000,
    },
    logger,
  );
  const stopBackups = startBackupSchedule(
    getDbHandle(),
    { databaseUrl: env.DATABASE_URL, dir: backupDir(env), keep: env.BACKUP_KEEP, everyHours: env.BACKUP_EVERY_HOURS },
    logger,
  );
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    const db = getDbHandle().db;
    sweeping ??= deleteExpiredSpam(db, env.SPAM_RETENTION_DAYS)
      .then((deleted) => {
        if (deleted > 0) logger.info({ deleted, retentionDays: env.SPAM_RETENTION_DAYS }, "deleted expired spam");
      })
      .catch((error: Error) => logger.error({ error: error.message }, "deleting expired spam failed"))
      .then(() => deleteUnusedRenderings(db))
      .then((deleted) => {
        if (deleted) logger.info({ deleted, unusedDays: UNUSED_RENDER_DAYS }, "deleted renderings nothing uses");
      })
      .catch((error: Error) => logger.error({ error: error.message }, "deleting unused renderings failed"))
      .finally(() => (sweeping = undefined));
  };
  sweep();
  const sweepTimer = setInterval(sweep, SWEEP_MS);
  sweepTimer.unref();

  return async () => {
    clearInterval(sweepTimer);
    await Promise.all([outbox.stop(), stopBackups(), sweeping]);
  };
}
