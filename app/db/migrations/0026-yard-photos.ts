import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * A visitor's yard photo sent with a quote (issue 41; decision 046): the photo and the picture
 * with the pool drawn in, each re-encoded (no metadata), and the placement (the marked
 * rectangle, its lengths, where the pool stands) as JSON. A row is uploaded when the visitor
 * ticks the box on the quote form and tied to the lead when the quote is stored; a row no lead
 * took is deleted after a day. Erased with its lead.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable("yard_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .addColumn("lead_table", "text")
    .addColumn("lead_id", "integer")
    .addColumn("photo", types.bytes, (c) => c.notNull())
    .addColumn("picture", types.bytes, (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("placement", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("yard_photos_lead").on("yard_photos").columns(["lead_table", "lead_id"]).execute();
}
