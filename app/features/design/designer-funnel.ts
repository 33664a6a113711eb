/**
 * The designer's funnel, counted beside page views in `page_views_daily` (one mechanism, the
 * same day, the same privacy: no cookie, no address): visits are the page's own views; a
 * design changed and a "Request a quote" press are kept under these paths, which are no page
 * of the site (a fragment never reaches a server) and are left out of the page-view figures.
 */
export const DESIGNER_PATH = "/design";

export const designerSteps = {
  /** The first change of a design on a page load (the island's beacon) or an "Update" without JavaScript. */
  changed: "/design#changed",
  /** "Request a quote" pressed: the options form submitted to the quote form. */
  requested: "/design#requested",
} as const;

/** The path of the beacon the designer sends on its first change. */
export const DESIGN_CHANGED_BEACON = "/design/changed";

/** The path of a same-site Referer, or null (another site, none, or unreadable). */
export function sameSitePath(referer: string | null, host: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname.toLowerCase() : null;
  } catch {
    return null;
  }
}
