import { toDate, type LeadCaptureColumns, type LeadSource, type LeadStatus } from "#app/db/schema.ts";
import type { Locale } from "#app/i18n/locale.ts";

/** The columns both lead tables share, as either engine returns them. */
export interface SharedLeadColumns extends Omit<LeadCaptureColumns, "fingerprint"> {
  id: number | string;
  created_at: Date | string;
  source: LeadSource;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
  locale: Locale;
}

/** Where a lead came from and whether it was flagged as spam, as recorded when it was sent. */
export interface LeadOrigin {
  spamReason: string | null;
  /** Weak signals that make the lead doubtful; it is shown and notified all the same. */
  possibleSpam: string | null;
  page: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** Path of the visit's first page. */
  landingPage: string | null;
  /** The language of the page the form was on: the visitor's e-mails are written in it. */
  locale: Locale;
}

/** What every lead is, whichever table holds it: who, when, from where, and whether it looks like spam. */
export interface LeadBase extends LeadOrigin {
  id: number;
  createdAt: Date;
  source: LeadSource;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
}

/** The shared columns of a lead row as the app sees them (a contact's e-mail stays required). */
export function toLeadBase<Row extends SharedLeadColumns>(row: Row): LeadBase & { email: Row["email"] } {
  return {
    id: Number(row.id),
    createdAt: toDate(row.created_at),
    source: row.source,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    spamReason: row.spam_reason,
    possibleSpam: row.possible_spam,
    page: row.page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    landingPage: row.landing_page,
    locale: row.locale,
  };
}
