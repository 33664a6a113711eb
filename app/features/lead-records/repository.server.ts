import type { Selectable } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import { readQuoteDesign, type QuoteDesign } from "#app/features/design/quote-design.ts";
import { toLeadBase, type LeadBase, type LeadOrigin } from "#app/features/lead-records/lead-row.ts";
import {
  toStringList,
  type ContactSubmissionsTable,
  type LeadCaptureColumns,
  type QuoteRequestsTable,
} from "#app/db/schema.ts";

/** A lead's origin with the fingerprint that stores an identical repeat once. */
export interface LeadCapture extends LeadOrigin {
  fingerprint: string | null;
}

const noCapture: LeadCapture = {
  spamReason: null,
  possibleSpam: null,
  page: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  landingPage: null,
  locale: "en",
  fingerprint: null,
};

/** A contact submission as the app sees it, identical whichever engine stored it. */
export interface ContactSubmission extends LeadBase, LeadCapture {
  email: string;
  subject: string | null;
  message: string;
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  serviceType: string | null;
  timeline: string | null;
}

export interface QuoteRequest extends LeadBase, LeadCapture {
  contactMethod: "phone" | "email" | "callback";
  preferredCallbackTime: string | null;
  address: string | null;
  projectType: string | null;
  poolSize: string | null;
  timeline: string | null;
  features: string[];
  notes: string | null;
  /** The pool design the request was made from, with the estimate shown at the time. */
  design: QuoteDesign | null;
}

export type NewContactSubmission = Omit<ContactSubmission, "id" | "createdAt" | "status" | keyof LeadCapture>;
export type NewQuoteRequest = Omit<QuoteRequest, "id" | "createdAt" | "status" | "design" | keyof LeadCapture> & {
  design?: QuoteDesign | null;
};

export function createLeadRepository(db: Db) {
  return {
    async insertContactSubmission(
      input: NewContactSubmission,
      capture: LeadCapture = noCapture,
    ): Promise<ContactSubmission> {
      const row = await db
        .insertInto("contact_submissions")
        .values({
          created_at: new Date().toISOString(),
          source: input.source,
          status: "new",
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          first_name: input.firstName,
          last_name: input.lastName,
          location: input.location,
          service_type: input.serviceType,
          timeline: input.timeline,
          ...captureColumns(capture),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toContactSubmission(row);
    },

    async insertQuoteRequest(input: NewQuoteRequest, capture: LeadCapture = noCapture): Promise<QuoteRequest> {
      const row = await db
        .insertInto("quote_requests")
        .values({
          created_at: new Date().toISOString(),
          source: input.source,
          status: "new",
          contact_method: input.contactMethod,
          name: input.name,
          email: input.email,
          phone: input.phone,
          preferred_callback_time: input.preferredCallbackTime,
          address: input.address,
          project_type: input.projectType,
          pool_size: input.poolSize,
          timeline: input.timeline,
          features: JSON.stringify(input.features),
          notes: input.notes,
          design: input.design ? JSON.stringify(input.design) : null,
          ...captureColumns(capture),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toQuoteRequest(row);
    },

    async findContactSubmission(id: number): Promise<ContactSubmission | undefined> {
      const row = await db.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toContactSubmission(row);
    },

    async findQuoteRequest(id: number): Promise<QuoteRequest | undefined> {
      const row = await db.selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toQuoteRequest(row);
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;

function captureColumns(capture: LeadCapture): LeadCaptureColumns & { locale: LeadCapture["locale"] } {
  return {
    spam_reason: capture.spamReason,
    possible_spam: capture.possibleSpam,
    page: capture.page,
    referrer: capture.referrer,
    utm_source: capture.utmSource,
    utm_medium: capture.utmMedium,
    utm_campaign: capture.utmCampaign,
    utm_term: capture.utmTerm,
    utm_content: capture.utmContent,
    landing_page: capture.landingPage,
    fingerprint: capture.fingerprint,
    locale: capture.locale,
  };
}

function toContactSubmission(row: Selectable<ContactSubmissionsTable>): ContactSubmission {
  return {
    ...toLeadBase(row),
    fingerprint: row.fingerprint,
    subject: row.subject,
    message: row.message,
    firstName: row.first_name,
    lastName: row.last_name,
    location: row.location,
    serviceType: row.service_type,
    timeline: row.timeline,
  };
}

function toQuoteRequest(row: Selectable<QuoteRequestsTable>): QuoteRequest {
  return {
    ...toLeadBase(row),
    fingerprint: row.fingerprint,
    contactMethod: row.contact_method,
    preferredCallbackTime: row.preferred_callback_time,
    address: row.address,
    projectType: row.project_type,
    poolSize: row.pool_size,
    timeline: row.timeline,
    features: toStringList(row.features),
    notes: row.notes,
    design: readQuoteDesign(row.design),
  };
}

/** A validated form as the row it becomes, before it is stored. */
export type LeadRecord =
  | { table: "contact_submissions"; values: NewContactSubmission }
  | { table: "quote_requests"; values: NewQuoteRequest };
