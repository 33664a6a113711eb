import type { ColumnType, Generated } from "kysely";
import type { MediaFormat } from "#app/modules/media/variants.ts";
import type { Locale } from "#app/i18n/locale.ts";

/**
 * Table types shared by both engines. Timestamps are written as ISO-8601 strings or Dates and
 * read back through `toDate` (SQLite stores text, PostgreSQL timestamptz). JSON lists are
 * written as JSON text and read back through `toStringList` (SQLite text, PostgreSQL jsonb).
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type JsonList = ColumnType<string[] | string, string, string>;

export type LeadSource = "home-consultation" | "contact-page" | "get-quote";
export type LeadStatus = "new" | "contacted" | "quoted" | "won" | "lost";

/** Spam flag and attribution, the same on both lead tables (migration 0003). */
export interface LeadCaptureColumns {
  /** Why the entry was flagged as spam (the honeypot); null for a real lead. Hidden from the default inbox. */
  spam_reason: string | null;
  /** Weak signals (e.g. sent very fast) that make a lead doubtful; it is still shown and notified (migration 0006). */
  possible_spam: string | null;
  /** Path of the page the form was sent from. */
  page: string | null;
  /** The visit's external referrer. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** Path of the visit's first page, where it landed (migration 0013). */
  landing_page: string | null;
  /** Hash of the form and its fields: an identical repeat within minutes is stored once. */
  fingerprint: string | null;
}

/** The team member a lead is assigned to (admin_users.id, migration 0011), on both lead tables. */
interface LeadAssignmentColumn {
  assigned_to: Generated<number | null>;
}

/** The language of the page the lead was sent from (migration 0017): its visitor's e-mails go out in it. */
interface LeadLocaleColumn {
  locale: Generated<Locale>;
}

/**
 * When the team first responded (status change, note or reply; migration 0012): kept on the lead,
 * written with that change, so the dashboard's response times need no search of the audit log.
 */
interface LeadResponseColumn {
  first_response_at: Generated<Date | string | null>;
}

export interface ContactSubmissionsTable extends LeadCaptureColumns, LeadAssignmentColumn, LeadResponseColumn, LeadLocaleColumn {
  id: Generated<number>;
  created_at: Timestamp;
  source: LeadSource;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  first_name: string | null;
  last_name: string | null;
  location: string | null;
  service_type: string | null;
  timeline: string | null;
}

export interface QuoteRequestsTable extends LeadCaptureColumns, LeadAssignmentColumn, LeadResponseColumn, LeadLocaleColumn {
  id: Generated<number>;
  created_at: Timestamp;
  source: LeadSource;
  status: LeadStatus;
  contact_method: "phone" | "email" | "callback";
  name: string;
  email: string | null;
  phone: string | null;
  preferred_callback_time: string | null;
  address: string | null;
  project_type: string | null;
  pool_size: string | null;
  timeline: string | null;
  features: JsonList;
  notes: string | null;
  /** The pool design the request was made from (migration 0007): JSON, read through its schema. */
  design: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A person who may sign in to the admin (migration 0004). E-mail is stored lower-cased. */
export interface AdminUsersTable {
  id: Generated<number>;
  created_at: Timestamp;
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  password_changed_at: Timestamp;
  /** Migration 0011: what the account may do; accounts from before roles are owners. */
  role: Generated<AdminRole>;
  /** A disabled account cannot sign in, and its sessions are gone. */
  disabled_at: Timestamp | null;
}

export type AdminRole = "owner" | "staff";

/** A signed-in browser. Only the SHA-256 of the cookie's random id is stored. */
export interface AdminSessionsTable {
  id_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: Timestamp;
  /** Pushed forward on use; the session ends after this much inactivity. */
  idle_expires_at: Timestamp;
  /** Never moves: the longest a session lives, however active. */
  absolute_expires_at: Timestamp;
}

/** Who changed what, when: one row per admin change. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  /** JSON object text, or null. */
  details: string | null;
}

/** Internal notes on a lead: append-only, with author and time. */
export interface LeadNotesTable {
  id: Generated<number>;
  created_at: Timestamp;
  lead_table: "contact_submissions" | "quote_requests";
  lead_id: number;
  author_id: number | null;
  author_email: string;
  body: string;
}

export type ProjectStatus = "published" | "unlisted" | "draft";

export interface ProjectsTable {
  /** The URL slug: /portfolio/<id>. */
  id: string;
  status: ProjectStatus;
  /** Position in the portfolio grid and on the home page, ascending; the admin moves projects. */
  sort_order: number;
  title: string;
  subtitle: string;
  description: string;
  location: string;
  category: string;
  size: string;
  features: JsonList;
  benefits: JsonList;
  /** JSON list of image references, validated by the portfolio feature's schema on read. */
  images: ColumnType<unknown, string, string>;
  /**
   * Non-null (1) when the project is featured on the home page, which shows them in sort_order
   * (decision 014; before it, the value was the home position).
   */
  featured_on_home: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the project first became public (migration 0005); from then on its id never changes. */
  first_published_at: Timestamp | null;
  /** The project's pool as the designer's query string (migration 0014), or null. */
  design: string | null;
  /** The owner's Spanish words for the project, a JSON object of the fields given (migration 0021), or null. */
  spanish: string | null;
}

export interface ProjectSeedsTable {
  id: string;
  seeded_at: Timestamp;
}

/** "waiting" (migration 0023): a rendering's e-mail, queued with the request and released when the picture is done. */
/** "canceled": a design reminder that no longer applies (unsubscribed, a quote came, or the day's limit was reached). */
export type OutboxStatus = "pending" | "sent" | "failed" | "not-configured" | "canceled" | "waiting";

/** One notification e-mail per non-spam lead, written in the lead's own transaction. */
export interface LeadOutboxTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** Migration 0016: or a saved design, whose e-mails are its only rows. */
  lead_table: "contact_submissions" | "quote_requests" | "saved_designs";
  lead_id: number;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  /** A worker's claim on the row; another instance may take it over once this has passed. */
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** Migration 0011: the business's notification, the visitor's confirmation, or a reply from the inbox. */
  kind: Generated<OutboxKind>;
  /** For e-mails to the visitor: the address, subject and text fixed when queued. */
  recipient: string | null;
  subject: string | null;
  body: string | null;
  /** Who sent a reply. */
  author_email: string | null;
  /** Migration 0013: an e-mail to the visitor's HTML part, fixed when queued with the text. */
  html: string | null;
  /** Migration 0013: the Message-ID of an e-mail to the visitor, for the replies that thread with it. */
  message_id: string | null;
  /** Migration 0015: the device a push (kind "push") goes to. */
  push_subscription_id: number | null;
  /** Migration 0020: the mailbox an e-mail to a visitor delivers to (modules/mail/mailbox.ts), which the per-recipient cap counts. */
  recipient_mailbox: string | null;
  /** Migration 0024: the .ics invitation attached to a visitor's e-mail about a booked visit. */
  ics: string | null;
  /** Migration 0024: the visit a reminder or a change notice is about. */
  booking_id: number | null;
}

/** Migration 0015: a device of an account that takes Web Push notifications. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  created_at: Generated<Date | string>;
  admin_user_id: number;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), for encrypting the payload. */
  p256dh: string;
  auth: string;
  /** What the account sees the device as ("Chrome on Android"). */
  device: string;
  /** Failed pushes in a row (migration 0018): past a few the device is removed. */
  failures: Generated<number>;
}

/** "sms": a text to the owner of a new lead (Twilio). "push": a Web Push notification of a new lead, or of one past the reply promise, to one device. */
export type OutboxKind = "notification" | "confirmation" | "reply" | "push" | "sms" | SavedDesignMailKind | VisitMailKind;

/** Migration 0024: a booked visit's reminder to the visitor the day before, and the owner's notice of a change. */
export type VisitMailKind = "visit-reminder" | "visit-notice";

/** Migration 0016: a saved design's e-mail to the visitor, and its one reminder a few days later. */
export type SavedDesignMailKind = "saved-design" | "design-reminder" | RenderingMailKind;

/** Migration 0023: the finished rendering to the visitor, the visitor's notice that it failed, and the owner's. */
export type RenderingMailKind = "rendering" | "rendering-failed" | "rendering-notice";

/** Migration 0016: a visitor's "E-mail me this design", a lead of its own kind (never urgent). */
export interface SavedDesignsTable extends LeadLocaleColumn {
  id: Generated<number>;
  created_at: Timestamp;
  /** Stored as typed; matched case-insensitively. */
  email: string;
  /** The design with its description and ballpark, as a quote request carries it (QuoteDesign JSON). */
  design: ColumnType<unknown, string, string>;
  /** 1 when the visitor ticked "remind me once in a few days". */
  remind: number;
  /** When the visitor pressed the reminder's unsubscribe link (or their mail client's button). */
  unsubscribed_at: Timestamp | null;
  /** Migration 0023: a request for a photoreal rendering: its job, day or dusk, and its status page's secret. */
  render_job_id: number | null;
  render_time: "day" | "dusk" | null;
  render_token: string | null;
}

export type RenderJobStatus = "queued" | "running" | "done" | "failed";

/** Migration 0023: one picture to render, shared by every request for the same design at the same hour. */
export interface RenderJobsTable {
  id: Generated<number>;
  created_at: Timestamp;
  render_key: string;
  query: string;
  time_of_day: "day" | "dusk";
  width: number;
  height: number;
  status: Generated<RenderJobStatus>;
  attempts: Generated<number>;
  lease_token: string | null;
  lease_until: Timestamp | null;
  worker: string | null;
  progress: Generated<number>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  last_error: string | null;
  seconds: number | null;
  image: Uint8Array | null;
  /** When its picture was last asked for (migration 0029): what the retention of unused pictures goes by. */
  last_asked_at: Timestamp | null;
}

export type PresentationStatus = "rendering" | "building" | "done" | "failed";

/** The owner's presentation of a quote's design (migration 0027, decision 047). */
export interface PresentationsTable {
  id: Generated<number>;
  created_at: Timestamp;
  quote_request_id: number;
  locale: Locale;
  day_job_id: number;
  dusk_job_id: number;
  sheet_html: string;
  status: Generated<PresentationStatus>;
  attempts: Generated<number>;
  lease_token: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  finished_at: Timestamp | null;
  day_image: Uint8Array | null;
  dusk_image: Uint8Array | null;
  pdf: Uint8Array | null;
}

/** Replies the owner keeps ready for the inbox (migration 0011). */
export interface ReplyTemplatesTable {
  id: Generated<number>;
  created_at: ColumnType<Date | string, Date | string | undefined, Date | string>;
  name: string;
  subject: string;
  body: string;
  updated_at: Timestamp;
}

/** Public HTML pages sent, per local day and path: counts only, nothing about the visitor. */
export interface PageViewsDailyTable {
  day: string;
  path: string;
  views: number;
}

/** Fixed-window counters shared by every instance (lead submissions, sign-in attempts). */
export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

/** Form tokens that have stored a lead; each may store one (migration 0006). */
export interface FormTokenUsesTable {
  token_id: string;
  used_at: Timestamp;
}

/** Generated secrets shared by every instance of a deployment (e.g. the form-token key). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Timestamp>;
}

/** One uploaded source image, keyed by the hash of its bytes (migration 0005). */
export interface MediaImagesTable {
  id: string;
  source_type: string;
  source_bytes: number;
  /** Upright dimensions of the source. */
  width: number;
  height: number;
  created_at: Generated<Timestamp>;
}

/** One encoded variant of an uploaded image: its bytes, served at /media/<id>-<width>.<format>. */
export interface MediaVariantsTable {
  image_id: string;
  width: number;
  format: MediaFormat;
  height: number;
  bytes: Uint8Array;
}

/** A single row (id 1): the version of everything public pages show (see public-data.server.ts). */
export interface PublicDataVersionTable {
  id: number;
  version: number;
}

/** The designer's price table (migration 0007): one row, id 1; `version` grows with every edit. */
export interface DesignPricingTable {
  id: number;
  version: number;
  /** JSON, read through the pricing schema. */
  pricing: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
  updated_by: string;
}

export type BackupTrigger = "scheduled" | "manual";

/** One backup attempt (migration 0008). */
export interface BackupRunsTable {
  id: Generated<number>;
  /** When the attempt started. */
  created_at: Timestamp;
  finished_at: Timestamp;
  trigger: BackupTrigger;
  status: "ok" | "failed";
  /** The verified copy's file name in the backup folder; null when the attempt failed. */
  file: string | null;
  /** bigint: PostgreSQL returns it as a string. */
  bytes: ColumnType<number | string | null, number | null, number | null>;
  error: string | null;
}

/** Migration 0024: a team member's hours for site visits (weekly hours and days off as JSON text). */
export interface VisitRulesTable {
  admin_user_id: number;
  weekly_hours: string;
  days_off: string;
  visit_minutes: number;
  buffer_minutes: number;
  max_per_day: number;
  updated_at: Generated<Date | string>;
}

export type VisitStatus = "booked" | "canceled" | "done" | "missed";

/** Migration 0024: a booked site visit, its times UTC ISO text (exact equality on both engines). */
export interface VisitBookingsTable {
  id: Generated<number>;
  created_at: Timestamp;
  admin_user_id: number;
  starts_at: string;
  ends_at: string;
  /** The office's calendar date of the start ("2026-12-01"), for the daily cap and the per-day lock. */
  local_day: string;
  lead_table: "contact_submissions" | "quote_requests";
  lead_id: number;
  status: VisitStatus;
  locale: Locale;
  /** Random; the signed reschedule/cancel links name it, and it changes when one is used (single use). */
  link_nonce: string;
  /** 1 when booked outside the office hours (the dashboard's share). */
  outside_office_hours: number;
  updated_at: Timestamp;
  /** Migration 0025: the first row of a moved visit (its calendar UID); null on that first row. */
  original_id: number | null;
  /** Migration 0025: the iCalendar SEQUENCE, raised by every move and by the cancel. */
  sequence: Generated<number>;
}

/** Migration 0024: a member's secret iCalendar feed URL. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  created_at: Timestamp;
  admin_user_id: number;
  secret: string;
  revoked_at: Timestamp | null;
}

/** Migration 0026: a yard photo sent with a quote (issue 41), tied to its lead once stored. */
export interface YardPhotosTable {
  id: string;
  created_at: Timestamp;
  lead_table: "quote_requests" | null;
  lead_id: number | null;
  photo: Uint8Array;
  picture: Uint8Array;
  /** The painted "things in front" mask (PNG, white where painted), if any (migration 0028). */
  mask: Uint8Array | null;
  width: number;
  height: number;
  placement: string;
}

export interface Database {
  yard_photos: YardPhotosTable;
  visit_rules: VisitRulesTable;
  visit_bookings: VisitBookingsTable;
  calendar_feeds: CalendarFeedsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  contact_submissions: ContactSubmissionsTable;
  quote_requests: QuoteRequestsTable;
  projects: ProjectsTable;
  project_seeds: ProjectSeedsTable;
  lead_outbox: LeadOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  saved_designs: SavedDesignsTable;
  render_jobs: RenderJobsTable;
  presentations: PresentationsTable;
  rate_limits: RateLimitsTable;
  form_token_uses: FormTokenUsesTable;
  app_secrets: AppSecretsTable;
  media_images: MediaImagesTable;
  media_variants: MediaVariantsTable;
  public_data_version: PublicDataVersionTable;
  design_pricing: DesignPricingTable;
  backup_runs: BackupRunsTable;
  reply_templates: ReplyTemplatesTable;
  page_views_daily: PageViewsDailyTable;
}

export type Engine = "sqlite" | "postgres";

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function toStringList(value: string[] | string): string[] {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
}
