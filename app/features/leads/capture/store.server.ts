import { sql, type Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { DbHandle } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";
import { confirmationEmail } from "#app/features/notifications/confirmation-email.server.tsx";
import { enqueueNotification, enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { enqueuePushes } from "#app/features/notifications/push/enqueue-push.server.ts";
import { enqueueSms } from "#app/features/notifications/sms/enqueue-sms.server.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import { visitorMailAllowed } from "#app/features/notifications/recipient-limit.server.ts";
import { hitRateLimit } from "#app/db/rate-limit.server.ts";
import { spendFormToken } from "#app/features/leads/spam/form-token-uses.server.ts";
import { leadReference } from "#app/features/lead-records/reference.ts";
import { createLeadRepository, type LeadCapture } from "#app/features/lead-records/repository.server.ts";

export type StoreResult =
  | { status: "stored"; table: LeadRecord["table"]; id: number; reference: string; bookToken?: string }
  /** The earlier, identical lead's reference: the visitor sees the one they were given before. */
  | { status: "duplicate"; reference: string; bookToken?: string }
  /** The form token already stored a lead. */
  | { status: "token-used" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** A visitor's e-mail about the lead that a caller's step writes instead of the plain confirmation. */
export interface LeadMail {
  subject: string;
  text: string;
  html: string;
  ics?: string;
  bookingId?: number;
  /** Queued for later (a reminder); at once when absent. */
  sendAt?: Date;
  kind?: "confirmation" | "visit-reminder";
}

/**
 * A step that belongs to the lead (a booked visit, issue 42): run inside the lead's transaction
 * once it is inserted, so both are committed together or not at all. Throwing `RefuseLead` rolls
 * the lead back and answers the visitor with its message on the field it names. What it returns
 * replaces the plain confirmation e-mail (under the same conditions) and adds the later ones.
 */
export type AfterStore = (trx: Transaction<Database>, lead: { table: LeadRecord["table"]; id: number }, reference: string) => Promise<LeadMail[]>;

export class RefuseLead extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

export interface StoreOptions {
  now: Date;
  dedupeSince: Date | null;
  rateLimit: { bucket: string; max: number; windowMs: number };
  /** False without SMTP: the outbox row records "not configured" instead of waiting for a worker. */
  mailConfigured: boolean;
  /** Whether the owner is texted (SMS settings complete); without them no SMS row is queued. */
  /** SMS_MAX_PER_HOUR when texts are set up; undefined: none are queued. */
  smsMaxPerHour?: number;
  /**
   * The form token's id: recorded with the lead, so the token cannot store another. Null for a
   * token-less script post (decision 020): no confirmation e-mail then, as nobody proved the
   * address was typed on our page, and a bot must not make us mail any address.
   */
  tokenId: string | null;
  /** Whether e-mail to visitors can go out (SMTP_URL is set): their confirmation, likewise. */
  visitorMailConfigured: boolean;
  afterStore?: AfterStore;
  /** Signs the lead's "pick a time" link (quote and consultation requests, issue 42): on its success page and in its e-mail. */
  bookToken?: (lead: { table: LeadRecord["table"]; id: number }) => string;
}

/**
 * Writes a lead and, unless it is spam, its notification outbox row in one transaction: when
 * this resolves the lead is committed (SQLite synchronous=FULL, PostgreSQL fsync), and a mail
 * can never be sent for a lead that was rolled back nor be forgotten for one that was kept.
 *
 * The per-address rate-limit hit is counted in the same transaction (one commit per request).
 * An identical lead (same fingerprint) stored since `dedupeSince` is not stored again (a double
 * press answers success); otherwise the form token is spent, and a token spent before is
 * refused. On
 * PostgreSQL a transaction-scoped advisory lock on the fingerprint makes the check-then-insert
 * safe across instances; SQLite runs one write transaction at a time anyway.
 */
export async function storeLead(
  handle: Pick<DbHandle, "db" | "engine">,
  record: LeadRecord,
  capture: LeadCapture & { fingerprint: string },
  { now, dedupeSince, rateLimit, mailConfigured, smsMaxPerHour, tokenId, visitorMailConfigured, afterStore, bookToken }: StoreOptions,
): Promise<StoreResult> {
  return handle.db.transaction().execute(async (trx) => {
    const limit = await hitRateLimit(trx, rateLimit.bucket, rateLimit, now.getTime());
    if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
    if (handle.engine === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtextextended(${capture.fingerprint}, 0))`.execute(trx);
    }
    if (dedupeSince) {
      const existing = await trx
        .selectFrom(record.table)
        .select(["id", "created_at"])
        .where("fingerprint", "=", capture.fingerprint)
        .where("created_at", ">=", dedupeSince.toISOString())
        .executeTakeFirst();
      if (existing) {
        const earlier = { table: record.table, id: Number(existing.id) };
        return { status: "duplicate", reference: leadReference(record.table, earlier.id, toDate(existing.created_at)), ...(bookToken ? { bookToken: bookToken(earlier) } : {}) } as const;
      }
    }
    if (tokenId !== null && !(await spendFormToken(trx, tokenId, now))) return { status: "token-used" } as const;
    const repository = createLeadRepository(trx);
    const stored =
      record.table === "contact_submissions"
        ? await repository.insertContactSubmission(record.values, capture)
        : await repository.insertQuoteRequest(record.values, capture);
    const lead = { table: record.table, id: stored.id };
    const reference = leadReference(record.table, stored.id, stored.createdAt);
    const ownMails = afterStore ? await afterStore(trx, lead, reference) : null;
    const book = bookToken?.(lead);
    if (!capture.spamReason) {
      await enqueueNotification(trx, lead, { now, mailConfigured });
      // A paid text and a phone buzzing are for leads with no doubt about them; the team's e-mail
      // lists every lead, possible spam included (decision 034).
      if (!capture.possibleSpam) {
        await enqueuePushes(trx, lead, { now });
        if (smsMaxPerHour !== undefined) await enqueueSms(trx, lead, { now, engine: handle.engine, maxPerHour: smsMaxPerHour });
      }
      // Our own address writing to whatever address was typed is what a phisher wants: no
      // confirmation for a post without a token or one flagged as possible spam, and a few per
      // recipient a day.
      const recipient = tokenId !== null && !capture.possibleSpam ? record.values.email : null;
      if (recipient && (await visitorMailAllowed(trx, recipient, now))) {
        const mails: LeadMail[] = ownMails ?? [await confirmationEmail(record, reference, stored.createdAt, capture.locale, book)];
        for (const mail of mails) {
          await enqueueVisitorMail(
            trx,
            { kind: mail.kind ?? "confirmation", lead, recipient, subject: mail.subject, body: mail.text, html: mail.html, ics: mail.ics, bookingId: mail.bookingId },
            { now, mailConfigured: visitorMailConfigured, sendAt: mail.sendAt },
          );
        }
      }
    }
    return { status: "stored", ...lead, reference, ...(book ? { bookToken: book } : {}) } as const;
  });
}
