import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * Web Push (issue 24): each account's devices that opted in on the Account page; and, on an
 * outbox row of kind "push", the device it goes to.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdAndCreatedAt(db.schema.createTable("push_subscriptions"), engine)
    .addColumn("admin_user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_admin_user").on("push_subscriptions").column("admin_user_id").execute();
  await db.schema.alterTable("lead_outbox").addColumn("push_subscription_id", "integer").execute();
}
