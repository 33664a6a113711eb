import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/**
 * A portfolio project's words in Spanish, written by the owner beside the English (issue 37,
 * point 5): one JSON object of the fields given (title, subtitle, description, category, size,
 * features, benefits), or null. A field left out shows its English on the Spanish page, marked
 * `lang="en"`; the launch projects keep their translations (launch-projects-es.ts) until then.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable("projects").addColumn("spanish", "text").execute();
}
