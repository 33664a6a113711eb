import { z } from "zod";

/** The change just made on a lead's page, confirmed on the page the action redirects to. */
export const leadNoticeSchema = z.object({ kind: z.enum(["status", "note", "assign", "reply", "released", "presentation"]) });

export type LeadNotice = z.infer<typeof leadNoticeSchema>;

const texts: Record<LeadNotice["kind"], { title: string; description?: string }> = {
  status: { title: "Status saved" },
  note: { title: "Note added" },
  assign: { title: "Assignment saved" },
  reply: { title: "Reply queued", description: "Its delivery shows under E-mails to the visitor." },
  released: { title: "Released to the inbox" },
  presentation: { title: "Presentation asked for", description: "Its progress shows under Presentation." },
};

export function leadNoticeText({ kind }: LeadNotice): { title: string; description?: string } {
  return texts[kind];
}

/**
 * A lead released from the spam list (the list names it and links to it, as it leaves the list),
 * or a lead erased on a privacy request.
 */
export const listNoticeSchema = z.union([
  z.object({ released: z.object({ kind: z.enum(["contact", "quote"]), id: z.number().int().positive() }) }),
  z.object({ erased: z.literal(true) }),
]);

export type ListNotice = z.infer<typeof listNoticeSchema>;
