import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/** The portfolio store: one row per project, keyed by its URL slug. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);

  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('published', 'unlisted', 'draft')`))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subtitle", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("features", types.json, (c) => c.notNull())
    .addColumn("benefits", types.json, (c) => c.notNull())
    .addColumn("images", types.json, (c) => c.notNull())
    .addColumn("featured_on_home", "integer")
    .addColumn("created_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .addColumn("updated_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .execute();

  // The public grid reads published rows in sort order; the home page reads the featured ones.
  await db.schema.createIndex("projects_status_sort_idx").on("projects").columns(["status", "sort_order"]).execute();
  await db.schema.createIndex("projects_featured_idx").on("projects").column("featured_on_home").execute();

  // Which seed projects have ever been inserted, so a seed project the admin deletes stays deleted.
  await db.schema
    .createTable("project_seeds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("seeded_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .execute();
}
