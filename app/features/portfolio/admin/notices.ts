import { z } from "zod";

/** The result of an admin change, shown as a toast (and as a status line without JavaScript). */
export const noticeSchema = z.object({
  kind: z.enum(["created", "updated", "published", "unpublished", "unlisted", "deleted", "moved-up", "moved-down", "moved-top", "moved-bottom", "featured", "unfeatured"]),
  id: z.string().min(1).max(200),
});

export type Notice = z.infer<typeof noticeSchema>;

export function noticeText({ kind, id }: Notice): { title: string; description: string } {
  switch (kind) {
    case "created":
      return { title: `Project ${id} created`, description: "It is a draft: publish it to show it in the portfolio." };
    case "updated":
      return { title: `Project ${id} saved`, description: "The public pages show the changes now." };
    case "published":
      return { title: `Project ${id} published`, description: "It is in the portfolio and the sitemap now." };
    case "unpublished":
      return { title: `Project ${id} unpublished`, description: "It is a draft again: only the admin can see it." };
    case "unlisted":
      return { title: `Project ${id} unlisted`, description: "Its page stays reachable by link; it is out of the portfolio grid." };
    case "deleted":
      return { title: `Project ${id} deleted`, description: "Its page is gone from the site, and photos no other project uses with it." };
    case "moved-up":
    case "moved-down":
    case "moved-top":
    case "moved-bottom":
      return { title: `Project ${id} moved ${movedWhere[kind]}`, description: "The portfolio and the home page show the new order." };
    case "featured":
      return { title: `Project ${id} featured`, description: "The home page shows it while it is published or unlisted." };
    case "unfeatured":
      return { title: `Project ${id} no longer featured`, description: "It is off the home page; its own page and grid card stay." };
  }
}

const movedWhere = { "moved-up": "up", "moved-down": "down", "moved-top": "to the top", "moved-bottom": "to the bottom" } as const;
