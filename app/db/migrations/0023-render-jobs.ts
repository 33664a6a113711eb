import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * Photoreal renderings as a queue (issue 39; decision 040).
 * - `render_jobs`: one row per picture to make, unique by `render_key` (the design's canonical
 *   query, the time of day and the renderer's version), so one design at one hour is rendered
 *   once and served again. A worker's claim is a lease: `lease_token` names the claim,
 *   `lease_until` is when another worker may take the job over, pushed on by the heartbeat.
 *   The finished picture is kept in the row (`image`), so a worker on another machine needs no
 *   shared disk.
 * - `saved_designs.render_*`: a visitor's request is a saved design with a rendering (a lead of
 *   the same kind, in the same inbox tab), found by its unguessable `render_token`.
 * - `lead_outbox.status = 'waiting'`: the picture's e-mail, queued with the request (so the
 *   recipient's daily cap counts it) and released when the picture is done.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await withIdAndCreatedAt(db.schema.createTable("render_jobs"), engine)
    .addColumn("render_key", "text", (c) => c.notNull().unique())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("time_of_day", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_token", "text")
    .addColumn("lease_until", types.timestamp)
    .addColumn("worker", "text")
    .addColumn("progress", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("started_at", types.timestamp)
    .addColumn("finished_at", types.timestamp)
    .addColumn("last_error", "text")
    .addColumn("seconds", "real")
    .addColumn("image", types.bytes)
    .execute();
  await db.schema.createIndex("render_jobs_status").on("render_jobs").columns(["status", "id"]).execute();
  await db.schema.alterTable("saved_designs").addColumn("render_job_id", "integer").execute();
  await db.schema.alterTable("saved_designs").addColumn("render_time", "text").execute();
  await db.schema.alterTable("saved_designs").addColumn("render_token", "text").execute();
  await sql`create unique index saved_designs_render_token on saved_designs (render_token) where render_token is not null`.execute(db);
  await db.schema.createIndex("saved_designs_render_job").on("saved_designs").column("render_job_id").execute();
}
