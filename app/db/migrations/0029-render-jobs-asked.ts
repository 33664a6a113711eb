import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * When a render job's picture was last asked for (a visitor's request or a presentation finding
 * it by its key), so finished pictures nothing needs can be deleted after a while without racing
 * a request that has just found one: the request writes this column on the job's own row.
 * Existing jobs count as asked for when they were made.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable("render_jobs").addColumn("last_asked_at", columnTypes(engine).timestamp).execute();
  await (db as Kysely<{ render_jobs: { last_asked_at: unknown; created_at: unknown } }>)
    .updateTable("render_jobs")
    .set((eb) => ({ last_asked_at: eb.ref("created_at") }))
    .execute();
}
