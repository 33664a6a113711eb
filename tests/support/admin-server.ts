import { afterAll, beforeAll } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { ADMIN, signIn, type AdminClient } from "#tests/integration/portfolio-admin-support.ts";

/**
 * A production server of the file's own with the owner account ADMIN, that owner signed in over
 * HTTP, and the test's own connection to the server's database (SQLite in its data dir): started
 * before the file's first test; after its last the connection closes and the server stops. `env`
 * adds to the server's. Read the fields inside tests and hooks, not when the file loads.
 */
export function signedInAdminServer(env: Record<string, string> = {}): { server: RunningServer; admin: AdminClient; db: DbHandle } {
  const running = {} as { server: RunningServer; admin: AdminClient; db: DbHandle };
  beforeAll(async () => {
    running.server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env } });
    running.admin = await signIn(running.server.url);
    running.db = openDb({ dataDir: running.server.dataDir });
  }, 120_000);
  afterAll(async () => {
    await running.db?.close();
    await running.server?.stop();
  });
  return running;
}
