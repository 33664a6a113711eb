import { sql, type Kysely, type Transaction } from "kysely";
import type { DbHandle } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { deleteLeads } from "#app/features/lead-records/delete-leads.server.ts";
import { leadKinds, type LeadTable } from "#app/features/lead-records/lead-kinds.ts";

/**
 * Erasure on a privacy request covers the person, not one record: every lead (both forms, both
 * languages) and saved design with the same e-mail address (case and spaces aside) or phone number
 * (digits only), with their notes and every outbox row about them (e-mails to them and the team's
 * notifications, texts and pushes of their leads), so nothing pending reaches them afterwards. The
 * owner sees this list before confirming (decision 035).
 */

type Reader = Kysely<Database> | Transaction<Database>;

/** Who a privacy request is about: a normalized e-mail address and the phone's digits. */
export interface Person {
  email: string | null;
  phone: string | null;
}

export interface PersonRecords {
  leads: { table: LeadTable; id: number; source: string; name: string; createdAt: string }[];
  savedDesigns: { id: number; createdAt: string }[];
}

/** Who erased what: what the activity log keeps of an erased person (no name, address or phone). */
export interface Eraser {
  id: number | null;
  email: string;
}

const leadTables = Object.values(leadKinds);
/** Where an erased person's rows were: scrubbed from the storage afterwards (see scrubStorage). */
const TOUCHED_TABLES = [...leadTables, "saved_designs", "lead_notes", "lead_outbox", "audit_log"] as const;

export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase();
  return email ? email : null;
}

/** A US number's ten digits whatever its punctuation (+1, dots, dashes, brackets); null when too short to be one. */
export function phoneDigits(value: string | null | undefined): string | null {
  const digits = (value ?? "").replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length >= 7 ? national : null;
}

/** The person behind one lead or saved design; null when it does not exist. */
export async function personOf(db: Reader, record: { table: LeadTable | "saved_designs"; id: number }): Promise<Person | null> {
  if (record.table === "saved_designs") {
    const row = await db.selectFrom("saved_designs").select("email").where("id", "=", record.id).executeTakeFirst();
    return row ? { email: normalizeEmail(row.email), phone: null } : null;
  }
  const row = await db.selectFrom(record.table).select(["email", "phone"]).where("id", "=", record.id).executeTakeFirst();
  return row ? { email: normalizeEmail(row.email), phone: phoneDigits(row.phone) } : null;
}

/** Every lead and saved design of one person, oldest first. */
export async function findPersonRecords(db: Reader, person: Person): Promise<PersonRecords> {
  const leads: PersonRecords["leads"] = [];
  for (const table of leadTables) {
    // Phones are matched on their digits, which SQL cannot compare portably: read the rows that
    // have one (a few thousand at most) and compare here.
    const rows = await db.selectFrom(table).select(["id", "source", "name", "email", "phone", "created_at"]).where((eb) => eb.or([eb("email", "is not", null), eb("phone", "is not", null)])).execute();
    for (const row of rows) {
      const sameEmail = person.email !== null && normalizeEmail(row.email) === person.email;
      const samePhone = person.phone !== null && phoneDigits(row.phone) === person.phone;
      if (sameEmail || samePhone) leads.push({ table, id: Number(row.id), source: row.source, name: row.name, createdAt: String(row.created_at) });
    }
  }
  const savedDesigns = person.email
    ? (await db.selectFrom("saved_designs").select(["id", "created_at"]).where(sql<string>`lower(trim(email))`, "=", person.email).orderBy("id").execute()).map(
        (row) => ({ id: Number(row.id), createdAt: String(row.created_at) }),
      )
    : [];
  leads.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { leads, savedDesigns };
}

export interface ErasureSummary {
  leads: number;
  savedDesigns: number;
  notes: number;
  messages: number;
}

/**
 * Erases everything stored about a person in one transaction, then scrubs the storage so the
 * deleted bytes do not stay behind (SQLite's WAL; PostgreSQL's dead rows). The activity log gets
 * one entry per erased record: who erased it, when, and from which form; nothing personal.
 */
export async function erasePerson(handle: Pick<DbHandle, "db" | "engine">, actor: Eraser, person: Person): Promise<ErasureSummary> {
  const summary = await handle.db.transaction().execute(async (trx) => {
    const records = await findPersonRecords(trx, person);
    const totals: ErasureSummary = { leads: 0, savedDesigns: records.savedDesigns.length, notes: 0, messages: 0 };
    for (const table of leadTables) {
      const mine = records.leads.filter((lead) => lead.table === table);
      const deleted = await deleteLeads(trx, table, mine.map((lead) => lead.id));
      totals.leads += deleted.leads;
      totals.notes += deleted.notes;
      totals.messages += deleted.notifications;
      for (const lead of mine) {
        // Replies logged before their subject ("Hello <name>, …") was left out of the audit trail.
        await trx.updateTable("audit_log").set({ details: null }).where("entity_type", "=", table).where("entity_id", "=", String(lead.id)).where("action", "=", "lead.reply").execute();
        await writeAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "lead.erase", entityType: table, entityId: lead.id, details: { form: lead.source } });
      }
    }
    const designIds = records.savedDesigns.map((design) => design.id);
    if (designIds.length > 0) {
      const mail = await trx.deleteFrom("lead_outbox").where("lead_table", "=", "saved_designs").where("lead_id", "in", designIds).executeTakeFirst();
      totals.messages += Number(mail.numDeletedRows);
      await trx.deleteFrom("saved_designs").where("id", "in", designIds).execute();
      for (const id of designIds) {
        await writeAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "saved-design.erase", entityType: "saved_designs", entityId: id, details: { form: "saved-design" } });
      }
    }
    if (person.email) {
      // Any e-mail still addressed to them (a reply queued against a record of another address).
      const stray = await trx.deleteFrom("lead_outbox").where(sql<string>`lower(trim(recipient))`, "=", person.email).executeTakeFirst();
      totals.messages += Number(stray.numDeletedRows);
    }
    return totals;
  });
  await scrubStorage(handle);
  return summary;
}

/**
 * After an erasure: SQLite (with secure_delete on every connection) has zeroed the rows in the
 * database file, but its WAL still holds the pages as they were; a TRUNCATE checkpoint copies the
 * WAL back and empties it. PostgreSQL keeps deleted rows as dead tuples until VACUUM makes their
 * space reusable (it does not zero it; see decision 035 for what stays where).
 */
async function scrubStorage(handle: Pick<DbHandle, "db" | "engine">): Promise<void> {
  if (handle.engine === "sqlite") {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
    return;
  }
  for (const table of TOUCHED_TABLES) await sql`vacuum ${sql.table(table)}`.execute(handle.db);
}
