import { getDbHandle } from "../app/db/db.server.ts";
import { business } from "../app/config/business.ts";
import { SIGN_IN_LIMITS } from "../app/features/auth/sign-in-limits.server.ts";
import { startOutboxWorker } from "../app/features/leads/outbox.server.ts";
import { getEnv } from "../app/utils/env.server.ts";
import { logger } from "../app/utils/logger.server.ts";

/**
 * Work that runs beside the web server for the life of the process: the lead notification
 * outbox worker. Returns a function that stops it and waits for what is in flight.
 */
export async function startBackgroundWork(): Promise<() => Promise<void>> {
  const env = getEnv();
  const outbox = startOutboxWorker(
    getDbHandle(),
    {
      smtpUrl: env.SMTP_URL,
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
  return () => outbox.stop();
}
