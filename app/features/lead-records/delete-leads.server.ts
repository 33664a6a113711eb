import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/**
 * Deletes leads of one table with the team's notes on them and their e-mail rows; returns how
 * many of each. One definition of "what goes with a lead", shared by the erasure a visitor asks
 * for (inbox) and the expiry of old spam (operations).
 */
export async function deleteLeads(trx: Transaction<Database>, table: LeadTable, ids: number[]) {
  if (ids.length === 0) return { leads: 0, notes: 0, notifications: 0 };
  const notes = await trx.deleteFrom("lead_notes").where("lead_table", "=", table).where("lead_id", "in", ids).executeTakeFirst();
  const outbox = await trx.deleteFrom("lead_outbox").where("lead_table", "=", table).where("lead_id", "in", ids).executeTakeFirst();
  // A quote's yard photo (issue 41) is the visitor's personal data: it goes with its lead.
  // So is the owner's presentation of their design (decision 047); its 4K render jobs stay, as a visitor's rendering's do (keyed by the design alone).
  if (table === "quote_requests") {
    await trx.deleteFrom("yard_photos").where("lead_table", "=", table).where("lead_id", "in", ids).execute();
    await trx.deleteFrom("presentations").where("quote_request_id", "in", ids).execute();
  }
  const leads = await trx.deleteFrom(table).where("id", "in", ids).executeTakeFirst();
  return { leads: Number(leads.numDeletedRows), notes: Number(notes.numDeletedRows), notifications: Number(outbox.numDeletedRows) };
}
