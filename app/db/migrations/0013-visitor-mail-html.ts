import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/**
 * The quote path (issue 21, decision 023). E-mails to visitors as HTML and text: the HTML part
 * fixed when queued, beside the text; and each one's Message-ID, so a reply from the inbox
 * threads with the confirmation. Each lead's landing page, where the visit started.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  for (const table of ["contact_submissions", "quote_requests"]) {
    await db.schema.alterTable(table).addColumn("landing_page", "text").execute();
  }
  await db.schema.alterTable("lead_outbox").addColumn("html", "text").execute();
  await db.schema.alterTable("lead_outbox").addColumn("message_id", "text").execute();
}
