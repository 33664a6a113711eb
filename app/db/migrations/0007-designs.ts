import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * Pool designs: a quote request may carry the design it was made from (JSON with a schema
 * version), and the designer's price table, edited by the owner, lives in one versioned row so
 * every instance sees an edit on its next request.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema.alterTable("quote_requests").addColumn("design", types.json).execute();
  await db.schema
    .createTable("design_pricing")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("pricing", types.json, (c) => c.notNull())
    .addColumn("updated_at", types.timestamp, (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  // Version 0 is the code's default table ("{}" merges onto it); every edit is a conditional update.
  await sql`insert into design_pricing (id, version, pricing, updated_at, updated_by) values (1, 0, '{}', ${new Date().toISOString()}, 'defaults')`.execute(db);
}
