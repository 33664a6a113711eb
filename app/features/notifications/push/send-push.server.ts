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

/** What the service worker shows: no more about the visitor than the headline. */
export interface PushPayload {
  title: string;
  body: string;
  /** The lead's page in the admin, opened by a tap. */
  url: string;
  /** One notification per lead and label: a repeat replaces, never stacks. */
  tag: string;
}

const SEND_TIMEOUT_MS = 15_000;
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one push row: "sent", or "gone" when the push service says the subscription has expired
 * (404/410) and it has been removed. Other failures throw, for the outbox to retry.
 */
export async function sendPush(
  db: Db,
  row: { push_subscription_id: number | null; lead_table: LeadTable; lead_id: number; subject: string | null },
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
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await db.deleteFrom("push_subscriptions").where("id", "=", subscription.id).execute();
    return "gone";
  }
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
  return "sent";
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
    tag: `${label ? "late" : "new"}-${kind}-${id}`,
  };
}
