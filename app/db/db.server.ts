import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { openDb, type DbHandle } from "#app/db/client.server.ts";

let handle: DbHandle | undefined;

/** The process-wide database, opened on first use from the environment. */
export function getDbHandle(): DbHandle {
  if (!handle) {
    const env = getEnv();
    handle = openDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
        keepAliveDelayMs: env.DATABASE_KEEPALIVE_DELAY_MS,
      },
      onPoolError: (error) => logger.warn({ error: error.message }, "database connection lost"),
    });
  }
  return handle;
}

export function getDb() {
  return getDbHandle().db;
}

export async function closeDb(): Promise<void> {
  const current = handle;
  handle = undefined;
  await current?.close();
}
