import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/**
 * The lead knows its language (issue 25, point 3): the language of the page a lead was sent
 * from, so the visitor's e-mails go out in it and the inbox says so. Every table a public form
 * writes; the leads stored before this are English (the only language the site had).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  for (const table of ["contact_submissions", "quote_requests", "saved_designs"]) {
    await db.schema
      .alterTable(table)
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en").check(sql`locale in ('en', 'es')`))
      .execute();
  }
}
