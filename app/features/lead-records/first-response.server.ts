import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/**
 * Records the team's first response to a lead (a status change, a note or a reply), in the
 * transaction of that change; later responses leave it as it is.
 */
export async function markResponded(db: Kysely<Database> | Transaction<Database>, table: LeadTable, id: number, at: Date): Promise<void> {
  await db.updateTable(table).set({ first_response_at: at.toISOString() }).where("id", "=", id).where("first_response_at", "is", null).execute();
}
