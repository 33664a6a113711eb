import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/**
 * A site visit kept as one calendar event through its moves (issue 42; decision 041).
 * - `visit_bookings.original_id`: the first row of a moved visit (null on that first row). A move
 *   writes a new row; the invitation's UID is taken from the first row's id, so the visitor's and
 *   the team's calendars replace the event instead of adding one, and the dashboard counts a
 *   moved visit once.
 * - `visit_bookings.sequence`: the iCalendar SEQUENCE, raised by every move and by the cancel.
 * - One live visit per lead: a partial unique index, as for the member's start.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable("visit_bookings").addColumn("original_id", "integer").execute();
  await db.schema.alterTable("visit_bookings").addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`create unique index visit_bookings_one_per_lead on visit_bookings (lead_table, lead_id) where status = 'booked'`.execute(db);
}
