import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * The admin: accounts, database sessions (so every instance sees the same sign-ins), the audit
 * log, sign-in attempts for the shared login limits, and internal notes on leads.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);

  await withIdAndCreatedAt(db.schema.createTable("admin_users"), engine)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("password_changed_at", types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", types.timestamp, (c) => c.notNull())
    .addColumn("idle_expires_at", types.timestamp, (c) => c.notNull())
    .addColumn("absolute_expires_at", types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_sessions_user_idx").on("admin_sessions").column("user_id").execute();
  await db.schema.createIndex("admin_sessions_expiry_idx").on("admin_sessions").column("idle_expires_at").execute();

  await withIdAndCreatedAt(db.schema.createTable("audit_log"), engine)
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("audit_log_entity_idx").on("audit_log").columns(["entity_type", "entity_id"]).execute();

  await withIdAndCreatedAt(db.schema.createTable("login_attempts"), engine)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_attempts_email_idx").on("login_attempts").columns(["email", "created_at"]).execute();
  await db.schema.createIndex("login_attempts_ip_idx").on("login_attempts").columns(["ip", "created_at"]).execute();

  await withIdAndCreatedAt(db.schema.createTable("lead_notes"), engine)
    .addColumn("lead_table", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull())
    .addColumn("author_id", "integer")
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead_idx").on("lead_notes").columns(["lead_table", "lead_id"]).execute();
}
