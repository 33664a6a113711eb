import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * Uploaded images live in the database, not on a server's disk, so every instance serves them
 * and a database backup includes them. One row per source image, keyed by its content hash (an
 * identical upload is never encoded twice), and one row per encoded variant with its bytes.
 * Projects gain `first_published_at`: once a project has been public its id (its URL) is fixed.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);

  await db.schema
    .createTable("media_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source_type", "text", (c) => c.notNull())
    .addColumn("source_bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .execute();

  await db.schema
    .createTable("media_variants")
    .addColumn("image_id", "text", (c) => c.notNull().references("media_images.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", types.bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["image_id", "width", "format"])
    .execute();

  await db.schema.alterTable("projects").addColumn("first_published_at", types.timestamp).execute();
  // Projects already public when this runs have had a public URL since they were created.
  await sql`update projects set first_published_at = created_at where status <> 'draft'`.execute(db);
}
