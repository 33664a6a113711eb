import { OVERDUE_LABEL } from "#app/features/notifications/push/enqueue-push.server.ts";
import webpush from "web-push";
import type { Db } from "#app/db/client.server.ts";
import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { kindOfTable, leadPath, type LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { quoteHeadline, townOf } from "#app/features/notifications/lead-headline.ts";
import { PREFERS_SPANISH } from "#app/features/lead-records/lead-language.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { vapidKeys } from "#app/features/notifications/push/vapid.server.ts";
import { OutboundRefused, outboundRequest } from "#app/modules/http/outbound.server.ts";
import { getEnv } from "#app/utils/env.server.ts";

/** What the service worker shows: no more about the visitor than the headline. */
export interface PushPayload {
  title: string;
  body: string;
  /** The lead's page in the admin, opened by a tap. */
  url: string;
  /** One notification per lead and label: a repeat replaces, never stacks. */
  tag: string;
}

/** A push service answers in well under a second; one that does not costs this, in the push lane only. */
const SEND_TIMEOUT_MS = 5_000;
const TTL_SECONDS = 24 * 60 * 60;
/**
 * Leads in a row whose push to a device failed, after which the device is removed (it is broken,
 * or not a push service). Counted once per lead, not per retry: with the outbox's back-off, five
 * attempts are minutes, and a push service down for minutes must not cost every device.
 */
export const MAX_DEVICE_FAILURES = 5;

/** What the lead page says of a failed push; the cause goes to the server log only. */
export const DEVICE_UNREACHABLE = "the device could not be reached";

/** A push that failed: the raw cause (for the log), and whether the device was removed for it. */
export class PushFailed extends Error {
  readonly detail: string;
  readonly removed: boolean;
  constructor(detail: string, removed: boolean) {
    super(DEVICE_UNREACHABLE);
    this.detail = detail;
    this.removed = removed;
  }
}

/**
 * Sends one push row through the guarded outbound client: "sent", or "gone" when the push
 * service says the subscription has expired (404/410) and it has been removed. Any other outcome
 * (no answer, a redirect, an error status) throws PushFailed, for the outbox to retry; the device
 * is removed after MAX_DEVICE_FAILURES leads in a row failed, and at once when its address is
 * refused (it can never be sent to).
 */
export async function sendPush(
  db: Db,
  row: { push_subscription_id: number | null; lead_table: LeadTable; lead_id: number; subject: string | null; attempts: number },
): Promise<"sent" | "gone"> {
  const subscription = row.push_subscription_id === null
    ? undefined
    : await db.selectFrom("push_subscriptions").selectAll().where("id", "=", row.push_subscription_id).executeTakeFirst();
  if (!subscription) return "gone";
  const payload = await leadAlert(db, row.lead_table, row.lead_id, row.subject);
  const keys = await vapidKeys(db);
  // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request itself goes by fetch.
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: `mailto:${business.email}`, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: "high",
      // A push service keeps only the newest message of a topic for an offline device.
      topic: payload.tag,
    },
  );
  let cause: string;
  try {
    const response = await outboundRequest(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: new Uint8Array(request.body),
      timeoutMs: SEND_TIMEOUT_MS,
      allowLoopbackHttp: getEnv().OUTBOUND_ALLOW_LOOPBACK_HTTP,
    });
    if (response.status === 404 || response.status === 410) {
      await db.deleteFrom("push_subscriptions").where("id", "=", subscription.id).execute();
      return "gone";
    }
    if (response.status >= 200 && response.status < 300) {
      await db.updateTable("push_subscriptions").set({ failures: 0 }).where("id", "=", subscription.id).execute();
      return "sent";
    }
    cause = `push service answered ${response.status}`;
  } catch (error) {
    cause = error instanceof Error ? error.message : String(error);
    if (error instanceof OutboundRefused) {
      await db.deleteFrom("push_subscriptions").where("id", "=", subscription.id).execute();
      throw new PushFailed(cause, true);
    }
  }
  // The row's first attempt counts the lead; its retries do not.
  const counted = row.attempts > 1
    ? undefined
    : await db
        .updateTable("push_subscriptions")
        .set((eb) => ({ failures: eb("failures", "+", 1) }))
        .where("id", "=", subscription.id)
        .returning("failures")
        .executeTakeFirst();
  const removed = counted !== undefined && Number(counted.failures) >= MAX_DEVICE_FAILURES;
  if (removed) await db.deleteFrom("push_subscriptions").where("id", "=", subscription.id).execute();
  throw new PushFailed(cause, removed);
}

/** A lead as the owner is alerted of it (push or SMS): its headline, never the visitor's details, and its link. */
export async function leadAlert(db: Db, table: LeadTable, id: number, label: string | null): Promise<PushPayload> {
  const repository = createLeadRepository(db);
  let headline: string;
  let locale: Locale;
  if (table === "quote_requests") {
    const quote = await repository.findQuoteRequest(id);
    if (!quote) throw new Error(`quote request ${id} not found`);
    headline = quoteHeadline(quote);
    locale = quote.locale;
  } else {
    const contact = await repository.findContactSubmission(id);
    if (!contact) throw new Error(`contact submission ${id} not found`);
    const what = contact.source === "home-consultation" ? "Consultation request" : "Message";
    headline = [what, townOf(contact.location)].filter(Boolean).join(", ");
    locale = contact.locale;
  }
  // Who calls back matters for a Spanish lead: the alert says so, in English.
  if (locale === "es") headline = `${headline} · ${PREFERS_SPANISH}`;
  const kind = kindOfTable(table);
  return {
    title: headline,
    body: label ?? "New lead: tap to open it.",
    url: absoluteUrl(leadPath(kind, id)),
    // A visit's change (issue 42) must not replace the lead's overdue push, nor that one it.
    tag: `${label === null ? "new" : label === OVERDUE_LABEL ? "late" : "visit"}-${kind}-${id}`,
  };
}
