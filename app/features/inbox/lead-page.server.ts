import { z } from "zod";
import { leadKinds, parseLeadKind, type LeadKind } from "#app/features/lead-records/lead-kinds.ts";
import { leadStatusOptions } from "#app/features/inbox/filters.ts";
import { NOTE_MAX_LENGTH } from "#app/features/inbox/limits.ts";
import { leadNoticeText, type LeadNotice } from "#app/features/inbox/notices.ts";
import {
  attributionFields,
  formatLocal,
  leadFields,
  notificationView,
  replyClockView,
  statusLabel,
  typeLabel,
} from "#app/features/inbox/presenters.ts";
import type { findLead, findNotification, listLeadActivity, listNotes } from "#app/features/inbox/queries.server.ts";

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
};

interface LeadPageData {
  kind: LeadKind;
  id: number;
  lead: NonNullable<Awaited<ReturnType<typeof findLead>>>;
  notes: Awaited<ReturnType<typeof listNotes>>;
  notification: Awaited<ReturnType<typeof findNotification>>;
  activity: Awaited<ReturnType<typeof listLeadActivity>>;
  notice: LeadNotice | null;
}

/** One lead's admin page as text: every date, label and activity line written on the server. */
export function leadPageView({ kind, id, lead, notes, notification, activity, notice }: LeadPageData) {
  return {
    lead: {
      kind,
      id,
      name: lead.name,
      type: typeLabel(lead),
      email: lead.email,
      phone: lead.phone,
      status: lead.status,
      statusLabel: statusLabel(lead.status),
      spamReason: lead.spamReason,
      possibleSpam: lead.possibleSpam,
      received: formatLocal(lead.createdAt),
      reply: replyClockView(lead, new Date()),
      message: lead.message,
      notes: lead.notes,
      fields: leadFields(lead),
      attribution: attributionFields(lead),
    },
    notification: notificationView(notification),
    internalNotes: notes.map((note) => ({ id: note.id, author: note.authorEmail, at: formatLocal(note.createdAt), body: note.body })),
    activity: activity.map((entry, index) => ({
      key: index,
      at: formatLocal(entry.createdAt),
      text: `${entry.actorEmail} ${activityLabels[entry.action] ?? entry.action}${
        entry.action === "lead.status" && entry.details
          ? ` from ${statusLabel(String(entry.details.from))} to ${statusLabel(String(entry.details.to))}`
          : ""
      }`,
    })),
    notice: notice && leadNoticeText(notice),
  };
}

/** What the lead page's forms send: a status, a note, a release from spam, or an erasure. */
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
  z.object({ intent: z.literal("erase"), confirm: z.literal("yes", "Tick the box to confirm the visitor asked for erasure.") }),
]);
