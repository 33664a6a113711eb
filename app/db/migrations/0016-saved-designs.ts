import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * Saved designs (issue 24, point 3): a visitor's "E-mail me this design", a lead of its own kind
 * kept apart from the two request tables, so nothing that watches requests (pushes, texts, the
 * reply promise, speed to lead) ever sees it. Its e-mails and its one reminder are outbox rows.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await withIdAndCreatedAt(db.schema.createTable("saved_designs"), engine)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("design", types.json, (c) => c.notNull())
    .addColumn("remind", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unsubscribed_at", types.timestamp)
    .execute();
  await db.schema.createIndex("saved_designs_created_at").on("saved_designs").column("created_at").execute();
}
