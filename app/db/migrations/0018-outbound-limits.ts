import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/**
 * Outbound limits (issue 36, point 2): a device counts its failed pushes in a row, and is removed
 * after a few (decision 034); the owner's texts are counted per hour from the outbox, by kind and
 * time, which this index serves.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable("push_subscriptions").addColumn("failures", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex("lead_outbox_kind_created").on("lead_outbox").columns(["kind", "created_at"]).execute();
}
