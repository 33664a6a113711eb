import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * Hardening: a "possible spam" mark for leads that only weak signals doubt (they stay in the
 * inbox and are notified), the record of used form tokens (one stored lead per token), and the
 * sign-in limits move onto the shared rate-limit counters, so their own attempts table goes.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  for (const table of ["contact_submissions", "quote_requests"]) {
    await db.schema.alterTable(table).addColumn("possible_spam", "text").execute();
  }
  await db.schema
    .createTable("form_token_uses")
    .addColumn("token_id", "text", (c) => c.primaryKey())
    .addColumn("used_at", types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_token_uses_used_at_idx").on("form_token_uses").column("used_at").execute();
  await db.schema.dropTable("login_attempts").ifExists().execute();
}
