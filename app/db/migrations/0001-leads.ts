import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { withIdAndCreatedAt, columnTypes } from "#app/db/migrations/column-types.ts";

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);

  await withIdAndCreatedAt(db.schema.createTable("contact_submissions"), engine)
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("location", "text")
    .addColumn("service_type", "text")
    .addColumn("timeline", "text")
    .execute();

  await withIdAndCreatedAt(db.schema.createTable("quote_requests"), engine)
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("contact_method", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("preferred_callback_time", "text")
    .addColumn("address", "text")
    .addColumn("project_type", "text")
    .addColumn("pool_size", "text")
    .addColumn("timeline", "text")
    .addColumn("features", types.json, (c) => c.notNull())
    .addColumn("notes", "text")
    .execute();

  for (const table of ["contact_submissions", "quote_requests"]) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column("created_at").execute();
  }
}
