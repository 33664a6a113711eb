import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db, DbHandle } from "#app/db/client.server.ts";
import type { Database, Engine } from "#app/db/schema.ts";
import { getEnv, smsSettings } from "#app/utils/env.server.ts";
import { business } from "#app/config/business.ts";
import { hitRateLimit } from "#app/db/rate-limit.server.ts";
import { getT } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { leadReference } from "#app/features/lead-records/reference.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { enqueuePushes } from "#app/features/notifications/push/enqueue-push.server.ts";
import { enqueueSms } from "#app/features/notifications/sms/enqueue-sms.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { RefuseLead, type AfterStore, type LeadMail } from "#app/features/leads/capture/store.server.ts";
import { reserveVisit, seriesOf, SlotTakenError, visitForLead, visitLinkSigner, type VisitRow } from "#app/features/booking/visits.server.ts";
import { visitCanceledMail, visitMails, visitTime } from "#app/features/booking/visit-mail.server.tsx";
import { SLOT_FIELD } from "#app/features/booking/slot-field.ts";
import { leadFromLink } from "#app/features/lead-records/book-link.server.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

/**
 * The lead capture step of a booking made with the request's fields (issue 42, point 1): the
 * visit is reserved in the lead's own transaction, so the lead and its visit are committed
 * together before the visitor is told; a time taken meanwhile rolls both back and the page
 * says so. The plain confirmation is replaced by the visit's (with its .ics) and its reminder.
 */
export async function bookingStep(handle: DbHandle, start: number, locale: Locale, who: { name: string; place: string | null }): Promise<AfterStore> {
  const sign = await visitLinkSigner(handle.db);
  const t = getT(locale, "booking");
  return async (trx, lead, reference) => {
    const visit = await reserve(trx, handle.engine, { start, lead, locale }, t("taken"));
    return visitMails({ visit: { id: visit.id, uid: visit.id, start, end: Date.parse(visit.ends_at), sequence: 0 }, name: who.name, place: who.place, reference, locale, linkToken: sign(visit) });
  };
}

async function reserve(trx: Transaction<Database>, engine: DbHandle["engine"], request: { start: number; lead: { table: LeadTable; id: number }; locale: Locale }, taken: string) {
  try {
    return await reserveVisit(trx, engine, { ...request, now: Date.now() });
  } catch (error) {
    if (error instanceof SlotTakenError) throw new RefuseLead(SLOT_FIELD, taken);
    throw error;
  }
}

interface LeadContact {
  name: string;
  email: string | null;
  place: string | null;
  createdAt: Date;
}

/** The lead's name, e-mail, place and reference date (the booking's e-mails, the booking page's greeting). */
export async function leadContact(trx: Db | Transaction<Database>, lead: { table: LeadTable; id: number }): Promise<LeadContact> {
  if (lead.table === "quote_requests") {
    const row = await trx.selectFrom("quote_requests").select(["name", "email", "address", "created_at"]).where("id", "=", lead.id).executeTakeFirstOrThrow();
    return { name: row.name, email: row.email, place: row.address, createdAt: new Date(row.created_at) };
  }
  const row = await trx.selectFrom("contact_submissions").select(["name", "first_name", "email", "location", "created_at"]).where("id", "=", lead.id).executeTakeFirstOrThrow();
  return { name: row.first_name ?? row.name, email: row.email, place: row.location, createdAt: new Date(row.created_at) };
}

/**
 * The owner is told of a booking or a change as of a new lead: an e-mail (its words fixed now),
 * a push to each device and a text when texts are set up, each saying what happened, all through
 * the outbox in the change's transaction.
 */
async function tellOwner(trx: Transaction<Database>, engine: Engine, visit: VisitRow, what: string, now: Date) {
  const env = getEnv();
  const lead = { table: visit.lead_table, id: visit.lead_id };
  const text = `${what}\n${visitTime(Date.parse(visit.starts_at), "en")}`;
  await enqueueVisitorMail(
    trx,
    { kind: "visit-notice", lead, recipient: env.LEADS_NOTIFY_TO ?? business.email, subject: `${what}: ${business.name}`, body: text, html: `<p>${text.replace(/\n/g, "<br>")}</p>`, bookingId: visit.id },
    { now, mailConfigured: Boolean(env.SMTP_URL && env.LEADS_NOTIFY_TO) },
  );
  await enqueuePushes(trx, lead, { now, label: what });
  if (smsSettings(env)) await enqueueSms(trx, lead, { now, engine, maxPerHour: env.SMS_MAX_PER_HOUR, label: what });
}

async function queueVisitorMails(trx: Transaction<Database>, lead: { table: LeadTable; id: number }, recipient: string, mails: LeadMail[], now: Date) {
  for (const mail of mails) {
    await enqueueVisitorMail(
      trx,
      { kind: mail.kind ?? "confirmation", lead, recipient, subject: mail.subject, body: mail.text, html: mail.html, ics: mail.ics, bookingId: mail.bookingId },
      { now, mailConfigured: Boolean(getEnv().SMTP_URL), sendAt: mail.sendAt },
    );
  }
}

export type ManageOutcome = { kind: "canceled" } | { kind: "moved"; start: number } | { kind: "refused" } | { kind: "taken" };

/** Who changes a visit: the visitor by their signed link (the owner is told), or the team in the admin. */
export type ChangedBy = "visitor" | "team";

/**
 * Cancels or moves a visit. The visit's current link nonce is spent in the same statement that
 * changes it (`where link_nonce = <the one read>`), so two uses of one link, or a link and the
 * admin at once, change it once; a move reserves the new time after the old one is released,
 * inside one transaction, as the same calendar event (its first row's UID, SEQUENCE + 1). The
 * visitor is e-mailed the new invitation, or the cancellation; the owner is told of a visitor's change.
 */
export async function changeVisit(
  handle: DbHandle,
  visit: VisitRow,
  change: { kind: "cancel" } | { kind: "move"; start: number },
  by: ChangedBy = "visitor",
): Promise<ManageOutcome> {
  const sign = await visitLinkSigner(handle.db);
  const now = new Date();
  const series = seriesOf(visit);
  const sequence = series.sequence + 1;
  try {
    const outcome = await handle.db.transaction().execute(async (trx): Promise<ManageOutcome> => {
      const released = await trx
        .updateTable("visit_bookings")
        .set({ status: "canceled", link_nonce: randomBytes(16).toString("base64url"), sequence: change.kind === "cancel" ? sequence : series.sequence, updated_at: now.toISOString() })
        .where("id", "=", visit.id)
        .where("status", "=", "booked")
        .where("link_nonce", "=", visit.link_nonce)
        .executeTakeFirst();
      if (Number(released.numUpdatedRows) !== 1) return { kind: "refused" };
      const lead = { table: visit.lead_table, id: visit.lead_id };
      const contact = await leadContact(trx, lead);
      const reference = leadReference(lead.table, lead.id, contact.createdAt);
      if (change.kind === "cancel") {
        if (by === "visitor") await tellOwner(trx, handle.engine, visit, "Site visit canceled by the visitor", now);
        if (contact.email) {
          const mail = await visitCanceledMail({
            visit: { id: visit.id, uid: series.originalId, start: Date.parse(visit.starts_at), end: Date.parse(visit.ends_at), sequence },
            name: contact.name,
            place: contact.place,
            reference,
            locale: visit.locale,
          });
          await queueVisitorMails(trx, lead, contact.email, [mail], now);
        }
        return { kind: "canceled" };
      }
      const moved = await reserveVisit(trx, handle.engine, {
        start: change.start,
        lead,
        locale: visit.locale,
        now: now.getTime(),
        series: { originalId: series.originalId, sequence, outsideOfficeHours: visit.outside_office_hours },
        preferMemberId: visit.admin_user_id,
      });
      if (by === "visitor") await tellOwner(trx, handle.engine, moved, "Site visit moved by the visitor", now);
      if (contact.email) {
        const mails = await visitMails({
          visit: { id: moved.id, uid: series.originalId, start: change.start, end: Date.parse(moved.ends_at), sequence },
          name: contact.name,
          place: contact.place,
          reference,
          locale: visit.locale,
          linkToken: sign(moved),
          moved: true,
        });
        await queueVisitorMails(trx, lead, contact.email, mails, now);
      }
      return { kind: "moved", start: change.start };
    });
    wakeOutbox();
    return outcome;
  } catch (error) {
    if (error instanceof SlotTakenError) return { kind: "taken" };
    throw error;
  }
}

export type LeadBookingOutcome = { kind: "booked"; start: number } | { kind: "already"; visit: VisitRow } | { kind: "taken" } | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * Books a visit for a lead already sent (its signed link from the request's success page or
 * e-mail, `lead-link.server.ts`): nothing is asked again. One live visit per lead (a partial
 * unique index): a second attempt answers with the visit there is. The lead forms' limit per
 * client applies; the visitor gets the invitation, the owner is told as for a new booking.
 */
export async function bookForLead(
  handle: DbHandle,
  lead: { table: LeadTable; id: number },
  start: number,
  locale: Locale,
  limit: { bucket: string; max: number; windowMs: number },
): Promise<LeadBookingOutcome> {
  const sign = await visitLinkSigner(handle.db);
  const now = new Date();
  try {
    const outcome = await handle.db.transaction().execute(async (trx): Promise<LeadBookingOutcome> => {
      const allowed = await hitRateLimit(trx, limit.bucket, limit, now.getTime());
      if (!allowed.allowed) return { kind: "rate-limited", retryAfterSeconds: allowed.retryAfterSeconds };
      const existing = await visitForLead(trx, lead);
      if (existing?.status === "booked") return { kind: "already", visit: existing };
      const visit = await reserveVisit(trx, handle.engine, { start, lead, locale, now: now.getTime() });
      await tellOwner(trx, handle.engine, visit, "Site visit booked online", now);
      const contact = await leadContact(trx, lead);
      if (contact.email) {
        const mails = await visitMails({
          visit: { id: visit.id, uid: visit.id, start, end: Date.parse(visit.ends_at), sequence: 0 },
          name: contact.name,
          place: contact.place,
          reference: leadReference(lead.table, lead.id, contact.createdAt),
          locale,
          linkToken: sign(visit),
        });
        await queueVisitorMails(trx, lead, contact.email, mails, now);
      }
      return { kind: "booked", start };
    });
    wakeOutbox();
    return outcome;
  } catch (error) {
    if (error instanceof SlotTakenError) return { kind: "taken" };
    // The one-visit-per-lead index: another tab booked this lead's visit a moment ago.
    if (/UNIQUE constraint failed|23505|duplicate key/i.test(error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ""}` : "")) {
      const visit = await visitForLead(handle.db, lead);
      if (visit?.status === "booked") return { kind: "already", visit };
    }
    throw error;
  }
}

/**
 * The request a booking page's `?lead=` names (a signed, unexpired link): its reference, the
 * token to post back, and its visit when one is booked already (with a fresh move/cancel link).
 * A forged or expired link names none: the page is the ordinary form.
 */
export async function bookingLead(db: Db, token: string | null, locale: Locale) {
  const lead = await leadFromLink(db, token);
  if (!lead || token === null) return null;
  const contact = await leadContact(db, lead).catch(() => null);
  if (!contact) return null;
  const visit = await visitForLead(db, lead);
  const sign = await visitLinkSigner(db);
  return {
    token,
    reference: leadReference(lead.table, lead.id, contact.createdAt),
    already:
      visit?.status === "booked"
        ? { when: visitTime(Date.parse(visit.starts_at), locale), manage: `${localizedPath("/book/visit", locale)}?t=${encodeURIComponent(sign(visit))}` }
        : null,
  };
}
