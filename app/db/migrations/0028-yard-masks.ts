import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * The "things in front" mask a visitor painted over the pool in their yard photo (issue 41;
 * decision 046), sent with the quote as a PNG, so the lead page's placement reopens with it.
 * Null where nothing was painted, and on rows sent before it was kept.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable("yard_photos").addColumn("mask", columnTypes(engine).bytes).execute();
}
