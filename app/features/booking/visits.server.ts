import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql, type Selectable, type Transaction } from "kysely";
import type { Db, DbHandle } from "#app/db/client.server.ts";
import type { Database, VisitBookingsTable } from "#app/db/schema.ts";
import { visitLinkKey } from "#app/features/lead-records/book-link.server.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import {
  businessWeeklyHours,
  DEFAULT_RULES,
  HORIZON_DAYS,
  inOfficeHours,
  LEAD_TIME_MS,
  officeDay,
  openSlots,
  type BookedVisit,
  type MemberRules,
  type OpenSlot,
  type WeeklyHours,
} from "#app/features/booking/availability.ts";

export type VisitRow = Omit<Selectable<VisitBookingsTable>, "id" | "created_at" | "updated_at"> & { id: number; created_at: string | Date; updated_at: string | Date };

/**
 * The members who take visits and their rules. Until the owner sets any, the first admin (the
 * lowest id still enabled) takes them in the business hours, so booking works from the first start.
 */
export async function memberRules(db: Db | Transaction<Database>): Promise<MemberRules[]> {
  const rows = await db
    .selectFrom("visit_rules")
    .innerJoin("admin_users", "admin_users.id", "visit_rules.admin_user_id")
    .where("admin_users.disabled_at", "is", null)
    .selectAll("visit_rules")
    .orderBy("visit_rules.admin_user_id")
    .execute();
  if (rows.length > 0) {
    return rows.map((row) => ({
      memberId: row.admin_user_id,
      weeklyHours: JSON.parse(row.weekly_hours) as WeeklyHours,
      daysOff: JSON.parse(row.days_off) as string[],
      visitMinutes: row.visit_minutes,
      bufferMinutes: row.buffer_minutes,
      maxPerDay: row.max_per_day,
    }));
  }
  const first = await db.selectFrom("admin_users").select("id").where("disabled_at", "is", null).orderBy("id").executeTakeFirst();
  return first ? [{ memberId: first.id, weeklyHours: businessWeeklyHours(), daysOff: [], ...DEFAULT_RULES }] : [];
}

/** Live bookings from `from` on (with a day's margin for the buffer). */
export async function bookedVisits(db: Db | Transaction<Database>, from: number, memberId?: number): Promise<BookedVisit[]> {
  let query = db
    .selectFrom("visit_bookings")
    .select(["admin_user_id", "starts_at", "ends_at", "local_day"])
    .where("status", "=", "booked")
    .where("starts_at", ">=", new Date(from - 24 * 3_600_000).toISOString());
  if (memberId !== undefined) query = query.where("admin_user_id", "=", memberId);
  const rows = await query.execute();
  return rows.map((row) => ({ memberId: row.admin_user_id, start: Date.parse(row.starts_at), end: Date.parse(row.ends_at), localDay: row.local_day }));
}

/** The open times now, for the booking page. */
export async function currentOpenSlots(db: Db, now: number = Date.now()): Promise<OpenSlot[]> {
  const [members, booked] = await Promise.all([memberRules(db), bookedVisits(db, now)]);
  return openSlots(members, booked, now, { days: HORIZON_DAYS });
}

/** The time is no longer open (taken by someone else a moment ago, or never offered). */
export class SlotTakenError extends Error {
  constructor() {
    super("that visit time is no longer open");
  }
}

/**
 * Books `start` for a lead inside the caller's transaction, with the first member still free
 * then. Safe against a concurrent booking of the same or an overlapping time:
 * - PostgreSQL: a transaction-scoped advisory lock per member and office day serializes the
 *   check-then-insert of that member's day across every instance (READ COMMITTED: the check
 *   after the lock sees the other's committed booking);
 * - SQLite: one write transaction at a time;
 * - both: the partial unique index on (member, start) refuses a second live booking of the same
 *   start whatever happens, and its violation is read as "taken".
 */
export async function reserveVisit(
  trx: Transaction<Database>,
  engine: DbHandle["engine"],
  request: {
    start: number;
    lead: { table: LeadTable; id: number };
    locale: Locale;
    now: number;
    excludeBookingId?: number;
    /** A move: the visit's first row and its new SEQUENCE (one calendar event through its moves). */
    series?: { originalId: number; sequence: number; outsideOfficeHours: number };
    /** This member first when free (a moved visit keeps its member when it can). */
    preferMemberId?: number;
  },
): Promise<VisitRow> {
  const { start, now } = request;
  if (start < now + LEAD_TIME_MS) throw new SlotTakenError();
  const day = officeDay(start);
  const members = await memberRules(trx);
  const preferred = members.filter((member) => member.memberId === request.preferMemberId);
  for (const member of [...preferred, ...members.filter((member) => member.memberId !== request.preferMemberId)]) {
    if (engine === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`visit:${member.memberId}:${day}`}, 0))`.execute(trx);
    }
    const booked = await bookedVisits(trx, now, member.memberId);
    const others = request.excludeBookingId === undefined ? booked : await withoutBooking(trx, booked, request.excludeBookingId);
    const open = openSlots([member], others, now).find((slot) => slot.start === start);
    if (!open) continue;
    const row = {
      created_at: new Date(now).toISOString(),
      admin_user_id: member.memberId,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(open.end).toISOString(),
      local_day: day,
      lead_table: request.lead.table,
      lead_id: request.lead.id,
      status: "booked" as const,
      locale: request.locale,
      link_nonce: randomBytes(16).toString("base64url"),
      outside_office_hours: request.series?.outsideOfficeHours ?? (inOfficeHours(now) ? 0 : 1),
      updated_at: new Date(now).toISOString(),
      original_id: request.series?.originalId ?? null,
      sequence: request.series?.sequence ?? 0,
    };
    try {
      const inserted = await trx.insertInto("visit_bookings").values(row).returning("id").executeTakeFirstOrThrow();
      return { ...row, id: Number(inserted.id) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlotTakenError();
      throw error;
    }
  }
  throw new SlotTakenError();
}

/** The member's bookings without the one being moved (its own time must not block its move). */
async function withoutBooking(trx: Transaction<Database>, booked: BookedVisit[], bookingId: number): Promise<BookedVisit[]> {
  const moving = await trx.selectFrom("visit_bookings").select(["admin_user_id", "starts_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!moving) return booked;
  return booked.filter((visit) => !(visit.memberId === moving.admin_user_id && visit.start === Date.parse(moving.starts_at)));
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ""}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

/** Visits joined with the lead each was booked for (a contact submission or a quote request): its name, phone and place. */
export function visitsWithLeads(db: Db) {
  return db
    .selectFrom("visit_bookings")
    .leftJoin("contact_submissions", (join) => join.onRef("contact_submissions.id", "=", "visit_bookings.lead_id").on("visit_bookings.lead_table", "=", "contact_submissions"))
    .leftJoin("quote_requests", (join) => join.onRef("quote_requests.id", "=", "visit_bookings.lead_id").on("visit_bookings.lead_table", "=", "quote_requests"));
}

/** A visit's calendar identity: its first row's id (the UID) and its current SEQUENCE. */
export function seriesOf(visit: Pick<VisitRow, "id" | "original_id" | "sequence">): { originalId: number; sequence: number } {
  return { originalId: visit.original_id ?? visit.id, sequence: visit.sequence };
}

export async function findVisit(db: Db | Transaction<Database>, id: number): Promise<VisitRow | undefined> {
  const row = await db.selectFrom("visit_bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function visitForLead(db: Db | Transaction<Database>, lead: { table: LeadTable; id: number }): Promise<VisitRow | undefined> {
  const row = await db
    .selectFrom("visit_bookings")
    .selectAll()
    .where("lead_table", "=", lead.table)
    .where("lead_id", "=", lead.id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/**
 * The signer of a visit's reschedule/cancel links: an HMAC (FORM_SECRET when set, else the
 * deployment's generated key) over the visit's id and current nonce. Using a link changes the
 * nonce, so a used link, and any older one, no longer matches. Read before a transaction opens
 * (the key may need a write of its own).
 */
export async function visitLinkSigner(db: Db): Promise<(visit: Pick<VisitRow, "id" | "link_nonce">) => string> {
  const key = await visitLinkKey(db);
  return (visit) => `${visit.id}.${createHmac("sha256", key).update(`visit:${visit.id}:${visit.link_nonce}`).digest("base64url")}`;
}

/** The live visit a link token names, or null when forged, used (its nonce changed) or the visit is not booked. */
export async function visitFromLink(db: Db, token: string | null | undefined): Promise<VisitRow | null> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const sign = await visitLinkSigner(db);
  const visit = await findVisit(db, Number(match[1]));
  if (!visit || visit.status !== "booked") return null;
  const expected = Buffer.from(sign(visit).split(".")[1]!);
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? visit : null;
}
