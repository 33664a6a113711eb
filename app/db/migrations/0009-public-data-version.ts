import type { Kysely } from "kysely";

/**
 * One counter that every change to what public pages show increments in its own transaction.
 * Each server instance keeps rendered copies of the public pages and compares this number with
 * the one its copies were built from, so a change made through any instance reaches all of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("public_data_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ public_data_version: { id: number; version: number } }>)
    .insertInto("public_data_version")
    .values({ id: 1, version: 0 })
    .execute();
}
