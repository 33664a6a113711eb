import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes } from "#app/db/migrations/column-types.ts";

/**
 * The dashboard: each lead's first response (status change, note or reply) on the lead itself,
 * filled from the audit log for leads answered before; and new leads by arrival (what is overdue).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  for (const table of ["contact_submissions", "quote_requests"]) {
    await db.schema.alterTable(table).addColumn("first_response_at", types.timestamp).execute();
    await sql`
      update ${sql.table(table)} set first_response_at = (
        select min(a.created_at) from audit_log a
        where a.entity_type = ${table} and a.entity_id = cast(${sql.table(table)}.id as text)
          and a.action in ('lead.status', 'lead.note', 'lead.reply'))`.execute(db);
    await db.schema.createIndex(`${table}_status_created_idx`).on(table).columns(["status", "created_at"]).execute();
  }
}
