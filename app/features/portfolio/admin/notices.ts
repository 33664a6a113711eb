import { z } from "zod";

/** The result of an admin change, shown as a toast (and as a status line without JavaScript). */
export const noticeSchema = z.object({
  kind: z.enum(["created", "updated", "published", "unpublished", "unlisted", "deleted", "moved-up", "moved-down", "moved-top", "moved-bottom", "featured", "unfeatured"]),
  id: z.string().min(1).max(200),
});

export type Notice = z.infer<typeof noticeSchema>;

const newOrder = "The portfolio and the home page show the new order.";

/** What each change did, after "Project <id>", and what it means for the public pages. */
const outcomes: Record<Notice["kind"], { done: string; description: string }> = {
  created: { done: "created", description: "It is a draft: publish it to show it in the portfolio." },
  updated: { done: "saved", description: "The public pages show the changes now." },
  published: { done: "published", description: "It is in the portfolio and the sitemap now." },
  unpublished: { done: "unpublished", description: "It is a draft again: only the admin can see it." },
  unlisted: { done: "unlisted", description: "Its page stays reachable by link; it is out of the portfolio grid." },
  deleted: { done: "deleted", description: "Its page is gone from the site, and photos no other project uses with it." },
  "moved-up": { done: "moved up", description: newOrder },
  "moved-down": { done: "moved down", description: newOrder },
  "moved-top": { done: "moved to the top", description: newOrder },
  "moved-bottom": { done: "moved to the bottom", description: newOrder },
  featured: { done: "featured", description: "The home page shows it while it is published or unlisted." },
  unfeatured: { done: "no longer featured", description: "It is off the home page; its own page and grid card stay." },
};

export function noticeText({ kind, id }: Notice): { title: string; description: string } {
  return { title: `Project ${id} ${outcomes[kind].done}`, description: outcomes[kind].description };
}
