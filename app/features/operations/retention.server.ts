import type { Db } from "#app/db/client.server.ts";
import { deleteLeads } from "#app/features/lead-records/delete-leads.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

const TABLES: LeadTable[] = ["contact_submissions", "quote_requests"];
const BATCH = 500;

/**
 * Deletes leads flagged as spam that arrived more than `retentionDays` ago, with their notes and
 * notification rows. A spam entry is kept that long so a real lead caught by mistake can still be
 * released. Returns how many were deleted.
 */
export async function deleteExpiredSpam(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let total = 0;
  for (const table of TABLES) {
    for (;;) {
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom(table)
          .select("id")
          .where("spam_reason", "is not", null)
          .where("created_at", "<", cutoff)
          .limit(BATCH)
          .execute();
        return (await deleteLeads(trx, table, rows.map((row) => Number(row.id)))).leads;
      });
      total += deleted;
      if (deleted < BATCH) break;
    }
  }
  return total;
}
