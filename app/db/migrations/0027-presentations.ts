import type { Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * The owner's presentation of a quote's design (issue 39 point 4; decision 047): one row per quote request (the leads that carry a design).
 * Its two 4K pictures are ordinary render jobs (`day_job_id`, `dusk_job_id`: a design and hour
 * rendered before is reused); once both are done a render worker claims the row under a lease,
 * as it claims a job, stamps the company's logo on the pictures and prints `sheet_html` (written
 * by the web process in the lead's language) to a one-page PDF. The results are kept in the row.
 * Erased with its lead.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await withIdAndCreatedAt(db.schema.createTable("presentations"), engine)
    .addColumn("quote_request_id", "integer", (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("day_job_id", "integer", (c) => c.notNull())
    .addColumn("dusk_job_id", "integer", (c) => c.notNull())
    .addColumn("sheet_html", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("rendering"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_token", "text")
    .addColumn("lease_until", types.timestamp)
    .addColumn("last_error", "text")
    .addColumn("finished_at", types.timestamp)
    .addColumn("day_image", types.bytes)
    .addColumn("dusk_image", types.bytes)
    .addColumn("pdf", types.bytes)
    .execute();
  await db.schema.createIndex("presentations_status").on("presentations").columns(["status", "id"]).execute();
}
