import type { ColumnType, Generated } from "kysely";

/**
 * Table types shared by both engines. Timestamps are written as ISO-8601 strings or Dates and
 * read back through `toDate` (SQLite stores text, PostgreSQL timestamptz). JSON lists are
 * written as JSON text and read back through `toStringList` (SQLite text, PostgreSQL jsonb).
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type JsonList = ColumnType<string[] | string, string, string>;

export type LeadSource = "home-consultation" | "contact-page" | "get-quote";
export type LeadStatus = "new" | "contacted" | "quoted" | "won" | "lost";

export interface ContactSubmissionsTable {
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

export interface QuoteRequestsTable {
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
}

export type ProjectStatus = "published" | "unlisted" | "draft";

export interface ProjectsTable {
  /** The URL slug: /portfolio/<id>. */
  id: string;
  status: ProjectStatus;
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
  /** Position among the home page's featured projects; null when not featured. */
  featured_on_home: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectSeedsTable {
  id: string;
  seeded_at: Timestamp;
}

export interface Database {
  contact_submissions: ContactSubmissionsTable;
  quote_requests: QuoteRequestsTable;
  projects: ProjectsTable;
  project_seeds: ProjectSeedsTable;
}

export type Engine = "sqlite" | "postgres";

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function toStringList(value: string[] | string): string[] {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
}
