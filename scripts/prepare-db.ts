/**
 * `npm run dev` runs this first: the development server (Vite) has no start-up hook of ours,
 * so the database is migrated and seeded here, exactly as the production server does.
 */
import { closeDb, getDbHandle } from "#app/db/db.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { prepareDatabase } from "#server/prepare-database.ts";
import { keepCreatedFilesPrivate } from "#app/utils/private-files.server.ts";

keepCreatedFilesPrivate();

await prepareDatabase(getDbHandle(), getEnv(), logger);
await closeDb();
