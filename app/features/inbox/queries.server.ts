import { sql, type Expression, type Selectable, type SqlBool } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import { toDate, toStringList, type LeadOutboxTable, type OutboxKind, type OutboxStatus } from "#app/db/schema.ts";
import { dateRange, PAGE_SIZE, type InboxFilters } from "#app/features/inbox/filters.ts";
import { readQuoteDesign, type QuoteDesign } from "#app/features/design/quote-design.ts";
import { parseLeadReference } from "#app/features/lead-records/reference.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { toLeadBase, type LeadBase, type SharedLeadColumns } from "#app/features/lead-records/lead-row.ts";

/** Both lead tables as one list: the columns they share, and each one's own columns (null on the other). */
interface UnifiedLeadRow extends SharedLeadColumns {
  lead_table: LeadTable;
  assigned_to: number | null;
  subject: string | null;
  message: string | null;
  location: string | null;
  service_type: string | null;
  timeline: string | null;
  contact_method: string | null;
  preferred_callback_time: string | null;
  address: string | null;
  project_type: string | null;
  pool_size: string | null;
  features: string[] | string | null;
  notes: string | null;
  design: unknown;
}

/** A lead of either table, with the other table's own fields null. */
export interface Lead extends LeadBase {
  table: LeadTable;
  assignedTo: number | null;
  subject: string | null;
  message: string | null;
  location: string | null;
  serviceType: string | null;
  timeline: string | null;
  contactMethod: string | null;
  preferredCallbackTime: string | null;
  address: string | null;
  projectType: string | null;
  poolSize: string | null;
  features: string[];
  notes: string | null;
  /** The design a quote was made from, or null. */
  design: QuoteDesign | null;
}

const shared = [
  "id",
  "created_at",
  "source",
  "status",
  "name",
  "email",
  "phone",
  "spam_reason",
  "possible_spam",
  "assigned_to",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
  "locale",
] as const;

const none = sql<null>`null`;

function unifiedLeads(db: Db) {
  const contacts = db
    .selectFrom("contact_submissions")
    .select([
      sql<LeadTable>`'contact_submissions'`.as("lead_table"),
      ...shared,
      "subject",
      "message",
      "location",
      "service_type",
      "timeline",
      none.as("contact_method"),
      none.as("preferred_callback_time"),
      none.as("address"),
      none.as("project_type"),
      none.as("pool_size"),
      none.as("features"),
      none.as("notes"),
      none.as("design"),
    ])
    .$castTo<UnifiedLeadRow>();
  const quotes = db
    .selectFrom("quote_requests")
    .select([
      sql<LeadTable>`'quote_requests'`.as("lead_table"),
      ...shared,
      none.as("subject"),
      none.as("message"),
      none.as("location"),
      none.as("service_type"),
      "timeline",
      "contact_method",
      "preferred_callback_time",
      "address",
      "project_type",
      "pool_size",
      "features",
      "notes",
      "design",
    ])
    .$castTo<UnifiedLeadRow>();
  return db.selectFrom(contacts.unionAll(quotes).as("leads"));
}

/** `%text%` for LIKE, with the wildcards in the visitor's text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function contains(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
}

/** The phone number's digits only, so "713-555" finds "(713) 555-0148". */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(coalesce(leads.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** Who is looking: the "mine" filter means their leads. */
export interface InboxViewer {
  id: number;
}

function filteredLeads(db: Db, filters: InboxFilters, viewer: InboxViewer) {
  const { since, until } = dateRange(filters);
  return unifiedLeads(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.type) conditions.push(eb("leads.source", "=", filters.type));
    if (filters.status) conditions.push(eb("leads.status", "=", filters.status));
    if (since) conditions.push(eb("leads.created_at", ">=", since.toISOString()));
    if (until) conditions.push(eb("leads.created_at", "<", until.toISOString()));
    if (filters.spam === "hide") conditions.push(eb("leads.spam_reason", "is", null));
    if (filters.spam === "only") conditions.push(eb("leads.spam_reason", "is not", null));
    if (filters.assigned === "mine") conditions.push(eb("leads.assigned_to", "=", viewer.id));
    if (filters.assigned === "unassigned") conditions.push(eb("leads.assigned_to", "is", null));
    // No lead text holds NUL (the forms refuse control characters), and the engines cannot
    // compare it: SQLite cuts the pattern there (matching everything), PostgreSQL refuses it.
    if (filters.q?.includes("\u0000")) conditions.push(sql<SqlBool>`1 = 0`);
    else if (filters.q) {
      const pattern = containsPattern(filters.q);
      const searches = [
        "leads.name",
        "leads.email",
        "leads.phone",
        "leads.subject",
        "leads.message",
        "leads.notes",
        "leads.address",
        "leads.location",
      ].map((column) => contains(column, pattern));
      const reference = parseLeadReference(filters.q);
      if (reference) searches.push(eb.and([eb("leads.lead_table", "=", reference.table), eb("leads.id", "=", reference.id)]));
      const digits = reference ? "" : filters.q.replace(/\D/g, "");
      if (digits.length >= 3) searches.push(sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`);
      searches.push(
        eb.exists(
          eb
            .selectFrom("lead_notes")
            .select("lead_notes.id")
            .whereRef("lead_notes.lead_table", "=", "leads.lead_table")
            .whereRef("lead_notes.lead_id", "=", "leads.id")
            .where(contains("lead_notes.body", pattern)),
        ),
      );
      conditions.push(eb.or(searches));
    }
    return eb.and(conditions);
  });
}

/** One page of the inbox, newest first, and how many leads match in all. */
export async function listLeads(db: Db, filters: InboxFilters, viewer: InboxViewer): Promise<{ leads: Lead[]; total: number }> {
  const [rows, count] = await Promise.all([
    filteredLeads(db, filters, viewer)
      .selectAll("leads")
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.lead_table")
      .orderBy("leads.id", "desc")
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE)
      .execute(),
    filteredLeads(db, filters, viewer)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { leads: rows.map(toLead), total: Number(count.count) };
}

/** Every lead matching the filters (no paging), newest first, with its internal notes: the CSV export. */
export async function exportLeads(db: Db, filters: InboxFilters, viewer: InboxViewer): Promise<(Lead & { internalNotes: LeadNote[] })[]> {
  const rows = await filteredLeads(db, filters, viewer)
    .selectAll("leads")
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.lead_table")
    .orderBy("leads.id", "desc")
    .execute();
  const notes = [];
  for (const table of ["contact_submissions", "quote_requests"] as const) {
    const ids = rows.filter((row) => row.lead_table === table).map((row) => Number(row.id));
    // In chunks: SQLite limits how many values one statement may bind.
    for (let start = 0; start < ids.length; start += 1000) {
      notes.push(
        ...(await db
          .selectFrom("lead_notes")
          .select(["id", "created_at", "author_email", "body", "lead_table", "lead_id"])
          .where("lead_table", "=", table)
          .where("lead_id", "in", ids.slice(start, start + 1000))
          .orderBy("created_at")
          .orderBy("id")
          .execute()),
      );
    }
  }
  const byLead = new Map<string, LeadNote[]>();
  for (const note of notes) {
    const key = `${note.lead_table}:${Number(note.lead_id)}`;
    const list = byLead.get(key) ?? [];
    list.push({ id: Number(note.id), createdAt: toDate(note.created_at), authorEmail: note.author_email, body: note.body });
    byLead.set(key, list);
  }
  return rows.map((row) => ({ ...toLead(row), internalNotes: byLead.get(`${row.lead_table}:${Number(row.id)}`) ?? [] }));
}

export async function findLead(db: Db, table: LeadTable, id: number): Promise<Lead | null> {
  const row = await unifiedLeads(db)
    .selectAll("leads")
    .where("leads.lead_table", "=", table)
    .where("leads.id", "=", id)
    .executeTakeFirst();
  return row ? toLead(row) : null;
}

export interface LeadNote {
  id: number;
  createdAt: Date;
  authorEmail: string;
  body: string;
}

export async function listNotes(db: Db, table: LeadTable, id: number): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom("lead_notes")
    .select(["id", "created_at", "author_email", "body"])
    .where("lead_table", "=", table)
    .where("lead_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), createdAt: toDate(row.created_at), authorEmail: row.author_email, body: row.body }));
}

export interface NotificationState {
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

/** The outbox columns a delivery is read from. */
export const DELIVERY_COLUMNS = ["status", "attempts", "last_error", "sent_at", "next_attempt_at"] as const;

/** An outbox row's delivery, as the lead page shows it. */
export function deliveryOf(row: Pick<Selectable<LeadOutboxTable>, (typeof DELIVERY_COLUMNS)[number]>): NotificationState {
  return {
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    sentAt: row.sent_at ? toDate(row.sent_at) : null,
    nextAttemptAt: toDate(row.next_attempt_at),
  };
}

/** A lead's outbox rows of these kinds, oldest first; the caller selects the columns it shows. */
export function outboxOfLead(db: Db, table: LeadTable, id: number, kinds: readonly OutboxKind[]) {
  return db.selectFrom("lead_outbox").where("lead_table", "=", table).where("lead_id", "=", id).where("kind", "in", kinds).orderBy("id");
}

/** The new-lead e-mail's delivery, from the outbox; null when none was queued (spam). */
export async function findNotification(db: Db, table: LeadTable, id: number): Promise<NotificationState | null> {
  const row = await db
    .selectFrom("lead_outbox")
    .select(DELIVERY_COLUMNS)
    .where("lead_table", "=", table)
    .where("lead_id", "=", id)
    .where("kind", "=", "notification")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? deliveryOf(row) : null;
}

/** The outbox rows of a lead that are e-mails to its visitor: the confirmation and the team's replies. */
export const VISITOR_MAIL_KINDS = ["confirmation", "reply"] as const;

export interface VisitorMail extends NotificationState {
  kind: (typeof VISITOR_MAIL_KINDS)[number];
  recipient: string;
  subject: string;
  body: string;
  authorEmail: string | null;
  createdAt: Date;
}

/** E-mails to the visitor (confirmation, replies from the inbox) and their delivery, oldest first. */
export async function listVisitorMail(db: Db, table: LeadTable, id: number): Promise<VisitorMail[]> {
  // Texts and pushes to the team are no e-mail to the visitor (team-alerts.server.ts lists them).
  const rows = await outboxOfLead(db, table, id, VISITOR_MAIL_KINDS)
    .select(["kind", "recipient", "subject", "body", "author_email", "created_at", ...DELIVERY_COLUMNS])
    .execute();
  return rows.map((row) => ({
    kind: row.kind === "reply" ? "reply" : "confirmation",
    recipient: row.recipient ?? "",
    subject: row.subject ?? "",
    body: row.body ?? "",
    authorEmail: row.author_email,
    createdAt: toDate(row.created_at),
    ...deliveryOf(row),
  }));
}

export interface LeadActivity {
  createdAt: Date;
  actorEmail: string;
  action: string;
  details: Record<string, unknown> | null;
}

/** What admins did to this lead, oldest first (from the audit log). */
export async function listLeadActivity(db: Db, table: LeadTable, id: number): Promise<LeadActivity[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["created_at", "actor_email", "action", "details"])
    .where("entity_type", "=", table)
    .where("entity_id", "=", String(id))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    createdAt: toDate(row.created_at),
    actorEmail: row.actor_email,
    action: row.action,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  }));
}

function toLead(row: UnifiedLeadRow): Lead {
  return {
    ...toLeadBase(row),
    table: row.lead_table,
    assignedTo: row.assigned_to === null ? null : Number(row.assigned_to),
    subject: row.subject,
    message: row.message,
    location: row.location,
    serviceType: row.service_type,
    timeline: row.timeline,
    contactMethod: row.contact_method,
    preferredCallbackTime: row.preferred_callback_time,
    address: row.address,
    projectType: row.project_type,
    poolSize: row.pool_size,
    features: row.features === null ? [] : toStringList(row.features),
    notes: row.notes,
    design: readQuoteDesign(row.design),
  };
}
