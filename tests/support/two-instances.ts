import { afterAll, beforeAll } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { createTestDatabase } from "#tests/support/postgres.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

export interface TwoInstances {
  /** The throw-away database both serve from. */
  databaseUrl: string;
  first: RunningServer;
  second: RunningServer;
  /** The test's own connection to that database. */
  handle: DbHandle;
}

/**
 * Two production servers on one fresh PostgreSQL database (the deployment the shared state is
 * built for) with a connection of the test's own, for one `describe` block: started before its
 * first test, one after the other (the first applies the migrations); after its last, the servers
 * stop, the connection closes and the database is dropped. `env` adds to the servers' environment.
 * Read the fields inside tests and hooks, not when the file loads.
 */
export function twoInstancesOnPostgres(env: Record<string, string> = {}): TwoInstances {
  const running = {} as TwoInstances;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    running.databaseUrl = database.url;
    const serverEnv = { ...testServerEnv, DATABASE_URL: database.url, ...env };
    running.first = await startServer({ env: serverEnv });
    running.second = await startServer({ env: serverEnv });
    running.handle = openDb({ databaseUrl: database.url, dataDir: running.first.dataDir });
  }, 90_000);
  afterAll(async () => {
    await running.first?.stop();
    await running.second?.stop();
    await running.handle?.close();
    await database?.drop();
  });
  return running;
}
