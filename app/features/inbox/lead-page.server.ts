import { z } from "zod";
import type { AdminRole } from "#app/db/schema.ts";
import type { TeamMember } from "#app/features/auth/accounts.server.ts";
import { canOpen } from "#app/features/auth/roles.ts";
import { leadStatusOptions } from "#app/features/inbox/filters.ts";
import { NOTE_MAX_LENGTH } from "#app/features/inbox/limits.ts";
import { leadNoticeText, type LeadNotice } from "#app/features/inbox/notices.ts";
import {
  attributionFields,
  languageMarker,
  leadFields,
  notificationView,
  replyClockView,
  statusLabel,
  typeLabel,
  wantSummary,
} from "#app/features/inbox/presenters.ts";
import type { Lead, LeadActivity, LeadNote, NotificationState, VisitorMail } from "#app/features/inbox/queries.server.ts";
import { leadKinds, parseLeadKind, type LeadKind } from "#app/features/lead-records/lead-kinds.ts";
import { leadReference } from "#app/features/lead-records/reference.ts";
import { fieldLabels } from "#app/features/lead-records/field-labels.ts";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#app/features/replies/limits.ts";
import { fillTemplate, unfilledPlaceholder } from "#app/features/replies/placeholders.ts";
import type { ReplyTemplate } from "#app/features/replies/templates.server.ts";
import type { TeamAlert } from "#app/features/inbox/team-alerts.server.ts";
import { formatLocal } from "#app/utils/time-zone.ts";
import { formatRange } from "#app/features/design/estimate.ts";

/** The lead a URL names (`/admin/leads/:kind/:id`), or a 404. */
export function leadRef(params: { kind?: string; id?: string }) {
  const kind = parseLeadKind(params.kind);
  const id = Number(params.id);
  if (!kind || !Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  return { kind, id, table: leadKinds[kind] };
}

const activityLabels: Record<string, string> = {
  "lead.status": "changed the status",
  "lead.release": "released it from spam",
  "lead.note": "added a note",
  "lead.export": "downloaded the visitor's data",
  "lead.reply": "sent a reply",
  "lead.presentation": "asked for a presentation",
};

function activityText({ actorEmail, action, details }: LeadActivity): string {
  if (action === "lead.status" && details) return `${actorEmail} changed the status from ${statusLabel(String(details.from))} to ${statusLabel(String(details.to))}`;
  if (action === "lead.assign") return details?.to ? `${actorEmail} assigned it to ${String(details.to)}` : `${actorEmail} unassigned it`;
  return `${actorEmail} ${activityLabels[action] ?? action}`;
}

/** How to reach the visitor besides the phone and e-mail, which the page's call and e-mail buttons show. */
const contactLabels = new Set<string>([fieldLabels.contactMethod, fieldLabels.preferredCallbackTime, fieldLabels.address, fieldLabels.location]);
const onButtons = new Set<string>([fieldLabels.phone, "E-mail"]);

/** Everything the lead page shows, as loaded; `design` is passed through (quotes carry one). */
export interface LeadPageData<Design> {
  kind: LeadKind;
  id: number;
  lead: Lead;
  notes: LeadNote[];
  notification: NotificationState | null;
  activity: LeadActivity[];
  team: TeamMember[];
  visitorMail: VisitorMail[];
  teamAlerts: TeamAlert[];
  templates: ReplyTemplate[];
  /** The `?template=` the reply form was asked to start from, if any. */
  templateParam: string | null;
  design: Design;
  role: AdminRole;
  notice: LeadNotice | null;
}

/** One lead's admin page as text: every date, label, activity line and reply draft written on the server. */
export function leadPageView<Design>(page: LeadPageData<Design>) {
  const { kind, id, lead, notes, notification, activity, team, visitorMail, teamAlerts, templates, templateParam, design, role, notice } = page;
  const reference = leadReference(lead.table, id, lead.createdAt);
  const picked = templates.find((template) => String(template.id) === templateParam);
  const templateLead = { name: lead.name, email: lead.email, phone: lead.phone, reference };
  return {
    lead: {
      kind,
      id,
      name: lead.name,
      type: typeLabel(lead),
      email: lead.email,
      phone: lead.phone,
      status: lead.status,
      assignedTo: lead.assignedTo,
      statusLabel: statusLabel(lead.status),
      reference,
      spamReason: lead.spamReason,
      possibleSpam: lead.possibleSpam,
      received: formatLocal(lead.createdAt),
      reply: replyClockView(lead, new Date()),
      message: lead.message,
      notes: lead.notes,
      want: wantSummary(lead),
      designed: lead.design ? formatRange(lead.design.estimate.low, lead.design.estimate.high) : null,
      language: languageMarker(lead),
      // How to reach the visitor, shown with the actions; what they want, under "Details".
      contact: leadFields(lead).filter((field) => contactLabels.has(field.label)),
      fields: leadFields(lead).filter((field) => !contactLabels.has(field.label) && !onButtons.has(field.label)),
      attribution: attributionFields(lead),
    },
    design,
    notification: notificationView(notification),
    visitorMail: visitorMail.map((mail, index) => ({
      key: index,
      title: mail.kind === "confirmation" ? "Confirmation" : `Reply by ${mail.authorEmail ?? "the team"}`,
      subject: mail.subject,
      body: mail.body,
      at: formatLocal(mail.createdAt),
      delivery: notificationView(mail),
    })),
    teamAlerts: teamAlerts.map((alert, index) => ({
      key: index,
      title: alert.kind === "sms" ? "Text message" : "Push notification",
      at: formatLocal(alert.createdAt),
      // Its own words for a text or push not set up: notificationView speaks of e-mail (SMTP_URL).
      delivery: alert.status === "not-configured" ? { label: "Not sent", detail: alert.lastError } : notificationView(alert),
    })),
    internalNotes: notes.map((note) => ({ id: note.id, author: note.authorEmail, at: formatLocal(note.createdAt), body: note.body })),
    activity: activity.map((entry, index) => ({ key: index, at: formatLocal(entry.createdAt), text: activityText(entry) })),
    // A disabled member stays listed while the lead is still theirs, so the form shows who has it.
    assignees: team
      .filter((member) => member.disabledAt === null || member.id === lead.assignedTo)
      .map((member) => ({ id: member.id, email: member.email })),
    templates: templates.map((template) => ({ id: template.id, name: template.name })),
    pickedTemplate: picked?.id ?? null,
    replyDraft: picked
      ? { subject: fillTemplate(picked.subject, templateLead), body: fillTemplate(picked.body, templateLead) }
      : { subject: `Your inquiry ${reference}`, body: "" },
    canEditTemplates: canOpen(role, "templates"),
    canErase: canOpen(role, "privacy"),
    notice: notice && leadNoticeText(notice),
  };
}

/** What the lead page's forms send: a status, a note, a release from spam, an erasure, a reply or an assignment. */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatusOptions.map((option) => option.value)) }),
  z.object({
    intent: z.literal("note"),
    body: z
      .string()
      .trim()
      .min(1, "Write the note first.")
      .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`),
  }),
  z.object({ intent: z.literal("release") }),
  z.object({ intent: z.literal("presentation") }),
  z.object({ intent: z.literal("erase"), confirm: z.literal("yes", "Tick the box to confirm the visitor asked for erasure.") }),
  z.object({
    intent: z.literal("reply"),
    subject: z.string().trim().min(1, "Write a subject.").max(REPLY_SUBJECT_MAX, `Keep the subject under ${REPLY_SUBJECT_MAX} characters.`),
    body: z.string().trim().min(1, "Write the reply first.").max(REPLY_BODY_MAX, `Keep the reply under ${REPLY_BODY_MAX} characters.`),
  }).superRefine((reply, context) => {
    const left = unfilledPlaceholder(`${reply.subject}\n${reply.body}`);
    if (left) context.addIssue({ code: "custom", message: `Replace ${left} in the reply: this lead did not give it.` });
  }),
  z.object({ intent: z.literal("assign"), member: z.union([z.literal("").transform(() => null), z.coerce.number().int().positive()]) }),
]);

export type LeadActionError = { noteError?: string; replyError?: string; eraseError?: string };

/** A refused form's message, keyed to the form it belongs under (reply, erasure, or the note box). */
export function leadActionError(intent: unknown, message: string): LeadActionError {
  const field = intent === "reply" ? "replyError" : intent === "erase" ? "eraseError" : "noteError";
  return { [field]: message };
}

/** The lead page's loader data, as its section components receive it. */
export type LeadPageView = ReturnType<typeof leadPageView<unknown>>;
