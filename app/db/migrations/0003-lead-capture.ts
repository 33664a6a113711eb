import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * Lead capture: spam flag and attribution on both lead tables, a fingerprint for de-duplication,
 * the notification outbox, the shared rate-limit counters and the shared application secrets.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);

  for (const table of ["contact_submissions", "quote_requests"]) {
    // SQLite adds one column per ALTER TABLE statement.
    for (const column of [
      "spam_reason",
      "page",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "fingerprint",
    ]) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
    await db.schema.createIndex(`${table}_fingerprint_idx`).on(table).columns(["fingerprint", "created_at"]).execute();
  }

  await withIdAndCreatedAt(db.schema.createTable("lead_outbox"), engine)
    .addColumn("lead_table", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", types.timestamp, (c) => c.notNull())
    .addColumn("locked_until", types.timestamp)
    .addColumn("last_error", "text")
    .addColumn("sent_at", types.timestamp)
    .execute();
  await db.schema.createIndex("lead_outbox_due_idx").on("lead_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("window_start", types.timestamp, (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["bucket", "window_start"])
    .execute();

  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .execute();
}
