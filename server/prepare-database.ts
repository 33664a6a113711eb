import type { DbHandle } from "#app/db/client.server.ts";
import { bootstrapAdmin } from "#app/features/auth/accounts.server.ts";
import { seedProjects } from "#app/features/portfolio/seed.server.ts";
import type { Env } from "#app/utils/env.server.ts";

interface InfoLogger {
  info(details: object, message: string): void;
}

/**
 * Brings a database to what the site needs before it serves: migrations, the first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD when there is none, and the launch portfolio (once per id).
 * Used by the production server and by the development server's start script.
 */
export async function prepareDatabase(handle: DbHandle, env: Env, logger: InfoLogger): Promise<void> {
  await handle.migrate();
  const firstAdmin = await bootstrapAdmin(handle.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (firstAdmin) logger.info({ email: firstAdmin.email }, "created the first admin account from ADMIN_EMAIL");
  await seedProjects(handle.db);
}
