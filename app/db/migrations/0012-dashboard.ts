import type { Kysely } from "kysely";

/**
 * Indexes for the dashboard: new leads by arrival (what is overdue), and each lead's responses
 * in the audit log with their times, so a lead's first response is read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["contact_submissions", "quote_requests"]) {
    await db.schema.createIndex(`${table}_status_created_idx`).on(table).columns(["status", "created_at"]).execute();
  }
  await db.schema.createIndex("audit_log_entity_action_idx").on("audit_log").columns(["entity_type", "entity_id", "action", "created_at"]).execute();
}
