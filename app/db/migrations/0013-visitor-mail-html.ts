import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/**
 * E-mails to visitors as HTML and text (issue 21): the HTML part fixed when queued, beside the
 * text; and each one's Message-ID, so a reply from the inbox threads with the confirmation.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable("lead_outbox").addColumn("html", "text").execute();
  await db.schema.alterTable("lead_outbox").addColumn("message_id", "text").execute();
}
