import type { LeadStatus, OutboxStatus } from "#app/db/schema.ts";
import { formatRange } from "#app/features/design/estimate.ts";
import { choiceLabel } from "#app/features/lead-records/choice-label.ts";
import { leadStatusOptions } from "#app/features/inbox/filters.ts";
import { kindOfTable, leadPath, leadTypeLabel } from "#app/features/lead-records/lead-kinds.ts";
import type { Lead, NotificationState } from "#app/features/inbox/queries.server.ts";
import { describeReplyClock, replyClock } from "#app/features/lead-records/reply-clock.ts";
import { poolSizeText } from "#app/features/lead-records/pool-size.ts";
import { attributionLines, fieldLabels } from "#app/features/lead-records/field-labels.ts";
import { PREFERS_SPANISH } from "#app/features/lead-records/lead-language.ts";
import { formatAge, formatLocal } from "#app/utils/time-zone.ts";

/**
 * Leads as the admin reads them. Every date and duration is turned into text on the server, in
 * the business's time zone, so the page reads the same with or without JavaScript and the
 * browser's own time zone never changes what it says.
 */

export function typeLabel(lead: Pick<Lead, "source">): string {
  return leadTypeLabel(lead.source);
}

export function statusLabel(status: string): string {
  return leadStatusOptions.find((option) => option.value === status)?.label ?? status;
}

function timelineLabel(lead: Lead): string | null {
  return (lead.table === "quote_requests" ? choiceLabel.quoteTimeline : choiceLabel.consultationTimeline)(lead.timeline);
}

/** One line on what the person wants, from whichever fields their form had. */
export function wantSummary(lead: Lead): string {
  if (lead.source === "get-quote") {
    const parts = [choiceLabel.projectType(lead.projectType), poolSizeText(lead.poolSize, lead.design), ...lead.features];
    return parts.filter(Boolean).join(" · ") || lead.notes || "Quote request";
  }
  if (lead.source === "home-consultation") {
    const parts = [choiceLabel.serviceType(lead.serviceType), timelineLabel(lead)];
    return parts.filter(Boolean).join(" · ") || firstLine(lead.message) || "Consultation";
  }
  return lead.subject || firstLine(lead.message) || "Message";
}

function firstLine(text: string | null): string | null {
  const line = text?.split("\n").find((candidate) => candidate.trim())?.trim();
  if (!line) return null;
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
}

export interface ReplyClockView {
  text: string;
  overdue: boolean;
  due: string;
}

/** The 2-hour promise's clock, for a new lead that is not spam; null otherwise. */
export function replyClockView(lead: Lead, now: Date): ReplyClockView | null {
  if (lead.status !== "new" || lead.spamReason) return null;
  const clock = replyClock(lead.createdAt, now);
  return { text: describeReplyClock(clock), overdue: clock.state === "overdue", due: formatLocal(clock.dueAt) };
}

export interface LeadListItem {
  key: string;
  href: string;
  kind: "contact" | "quote";
  id: number;
  type: string;
  name: string;
  email: string | null;
  phone: string | null;
  want: string;
  received: string;
  age: string;
  status: LeadStatus;
  statusLabel: string;
  spamReason: string | null;
  possibleSpam: string | null;
  reply: ReplyClockView | null;
  /** A quote made in the designer: the ballpark it was sent with. */
  designed: string | null;
  /** "Prefers Spanish" for a lead sent from a Spanish page; null for English. */
  language: string | null;
}

/** The marker of a lead from a Spanish page (its visitor's e-mails went out in Spanish). */
export function languageMarker(lead: Pick<Lead, "locale">): string | null {
  return lead.locale === "es" ? PREFERS_SPANISH : null;
}

export function toListItem(lead: Lead, now: Date): LeadListItem {
  const kind = kindOfTable(lead.table);
  return {
    key: `${kind}-${lead.id}`,
    href: leadPath(kind, lead.id),
    kind,
    id: lead.id,
    type: typeLabel(lead),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    want: wantSummary(lead),
    received: formatLocal(lead.createdAt),
    age: formatAge(lead.createdAt, now),
    status: lead.status,
    statusLabel: statusLabel(lead.status),
    spamReason: lead.spamReason,
    possibleSpam: lead.possibleSpam,
    reply: replyClockView(lead, now),
    designed: lead.design ? formatRange(lead.design.estimate.low, lead.design.estimate.high) : null,
    language: languageMarker(lead),
  };
}

/** Every field the visitor sent, labelled, in the order of their form; empty ones left out. */
export function leadFields(lead: Lead): { label: string; value: string }[] {
  const fields: [string, string | null][] =
    lead.table === "quote_requests"
      ? [
          [fieldLabels.contactMethod, choiceLabel.contactMethod(lead.contactMethod)],
          [fieldLabels.phone, lead.phone],
          ["E-mail", lead.email],
          [fieldLabels.preferredCallbackTime, choiceLabel.callbackTime(lead.preferredCallbackTime)],
          [fieldLabels.address, lead.address],
          [fieldLabels.projectType, choiceLabel.projectType(lead.projectType)],
          [fieldLabels.poolSize, poolSizeText(lead.poolSize, lead.design)],
          [fieldLabels.timeline, timelineLabel(lead)],
          [fieldLabels.features, lead.features.join(", ") || null],
        ]
      : [
          ["E-mail", lead.email],
          [fieldLabels.phone, lead.phone],
          [fieldLabels.subject, lead.subject],
          [fieldLabels.location, lead.location],
          [fieldLabels.serviceType, choiceLabel.serviceType(lead.serviceType)],
          [fieldLabels.timeline, timelineLabel(lead)],
        ];
  return fields.filter((field): field is [string, string] => Boolean(field[1])).map(([label, value]) => ({ label, value }));
}

/** Page, referrer and UTM parameters, labelled; empty ones left out. */
export function attributionFields(lead: Lead): { label: string; value: string }[] {
  return attributionLines(lead, "names").filter((field): field is [string, string] => Boolean(field[1])).map(([label, value]) => ({ label, value }));
}

const notificationLabels: Record<OutboxStatus, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed: gave up after repeated errors",
  "not-configured": "Not sent: e-mail is not configured (SMTP_URL)",
  canceled: "Not sent: no longer applies",
  waiting: "Waiting for the rendering to finish",
};

/** The new-lead e-mail's delivery, in words. */
export function notificationView(state: NotificationState | null): { label: string; detail: string | null } {
  // Every lead that is not spam gets its outbox row in the same transaction (leads/capture/store.server.ts).
  if (!state) return { label: "Not sent", detail: "The lead was flagged as spam when it arrived, so no e-mail went out." };
  const detail =
    state.status === "sent" && state.sentAt
      ? `Sent ${formatLocal(state.sentAt)}`
      : state.status === "pending"
        ? `${state.attempts} attempt${state.attempts === 1 ? "" : "s"} so far; next ${formatLocal(state.nextAttemptAt)}${state.lastError ? ` (last error: ${state.lastError})` : ""}`
        : state.lastError;
  return { label: notificationLabels[state.status], detail };
}
