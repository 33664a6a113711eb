import { z } from "zod";

/** The change just made on a lead's page, confirmed on the page the action redirects to. */
export const leadNoticeSchema = z.object({ kind: z.enum(["status", "note", "released"]) });

export type LeadNotice = z.infer<typeof leadNoticeSchema>;

const titles: Record<LeadNotice["kind"], string> = {
  status: "Status saved",
  note: "Note added",
  released: "Released to the inbox",
};

export function leadNoticeText({ kind }: LeadNotice): { title: string } {
  return { title: titles[kind] };
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
