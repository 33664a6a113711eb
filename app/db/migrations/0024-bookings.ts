import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { columnTypes, withIdAndCreatedAt } from "#app/db/migrations/column-types.ts";

/**
 * Online booking of the free site visit (issue 42; decision 041).
 * - `visit_rules`: one row per team member who takes visits: weekly hours, days off, visit
 *   length, buffer and daily cap. No row at all means "the first admin, in business hours".
 * - `visit_bookings`: a booked time as UTC instants (ISO text on both engines, so equality is
 *   exact), with its member and its lead. The partial unique index on (member, start) among the
 *   live bookings is what makes a double booking impossible on either engine.
 * - `calendar_feeds`: a member's secret iCalendar URL; revoking sets `revoked_at`.
 * - `lead_outbox.ics`: the invitation attached to a visitor's e-mail; `booking_id` ties a
 *   reminder or a change notice to its visit (a reminder of a canceled visit is not sent).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable("visit_rules")
    .addColumn("admin_user_id", "integer", (c) => c.primaryKey())
    .addColumn("weekly_hours", "text", (c) => c.notNull())
    .addColumn("days_off", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("visit_minutes", "integer", (c) => c.notNull().defaultTo(90))
    .addColumn("buffer_minutes", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("max_per_day", "integer", (c) => c.notNull().defaultTo(3))
    .addColumn("updated_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .execute();
  await withIdAndCreatedAt(db.schema.createTable("visit_bookings"), engine)
    .addColumn("admin_user_id", "integer", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("local_day", "text", (c) => c.notNull())
    .addColumn("lead_table", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("booked"))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("link_nonce", "text", (c) => c.notNull())
    .addColumn("outside_office_hours", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", types.timestamp, (c) => c.notNull().defaultTo(types.now))
    .execute();
  await sql`create unique index visit_bookings_member_start on visit_bookings (admin_user_id, starts_at) where status = 'booked'`.execute(db);
  await db.schema.createIndex("visit_bookings_day").on("visit_bookings").columns(["local_day", "status"]).execute();
  await db.schema.createIndex("visit_bookings_lead").on("visit_bookings").columns(["lead_table", "lead_id"]).execute();
  await withIdAndCreatedAt(db.schema.createTable("calendar_feeds"), engine)
    .addColumn("admin_user_id", "integer", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull().unique())
    .addColumn("revoked_at", types.timestamp)
    .execute();
  await db.schema.alterTable("lead_outbox").addColumn("ics", "text").execute();
  await db.schema.alterTable("lead_outbox").addColumn("booking_id", "integer").execute();
}
