import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * One row per backup attempt, by the server's schedule or the command line: every instance and
 * the admin see the same history, and a server that restarts knows when the last good copy was
 * taken.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await withIdAndCreatedAt(db.schema.createTable("backup_runs"), engine)
    .addColumn("finished_at", types.timestamp, (c) => c.notNull())
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("file", "text")
    .addColumn("bytes", "bigint")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("backup_runs_status_idx").on("backup_runs").columns(["status", "created_at"]).execute();
}
