import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * The owner's workspace: account roles and disabling, lead assignment, e-mails to visitors
 * through the outbox (confirmations and replies) with owner-edited reply templates, and daily
 * page-view counts for the dashboard.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);

  // Accounts that existed before roles could do everything: they become owners.
  await db.schema.alterTable("admin_users").addColumn("role", "text", (c) => c.notNull().defaultTo("owner")).execute();
  await db.schema.alterTable("admin_users").addColumn("disabled_at", types.timestamp).execute();

  for (const table of ["contact_submissions", "quote_requests"]) {
    await db.schema.alterTable(table).addColumn("assigned_to", "integer").execute();
    await db.schema.createIndex(`${table}_assigned_idx`).on(table).column("assigned_to").execute();
  }

  // Until now every outbox row was the business's new-lead notification.
  await db.schema.alterTable("lead_outbox").addColumn("kind", "text", (c) => c.notNull().defaultTo("notification")).execute();
  await db.schema.alterTable("lead_outbox").addColumn("recipient", "text").execute();
  await db.schema.alterTable("lead_outbox").addColumn("subject", "text").execute();
  await db.schema.alterTable("lead_outbox").addColumn("body", "text").execute();
  await db.schema.alterTable("lead_outbox").addColumn("author_email", "text").execute();
  await db.schema.createIndex("lead_outbox_lead_idx").on("lead_outbox").columns(["lead_table", "lead_id"]).execute();

  await withIdAndCreatedAt(db.schema.createTable("reply_templates"), engine)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("page_views_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_views_daily_pk", ["day", "path"])
    .execute();
}
