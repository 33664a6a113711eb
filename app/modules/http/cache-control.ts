/**
 * Every Cache-Control value the site sends, by name (as the React Router website's
 * `CACHE_CONTROL`): a response picks a policy, never spells one. Lint refuses a literal
 * Cache-Control value in app/ and server/.
 */
export const CACHE_CONTROL = {
  /** A URL that names its content (hashed assets and images, media variants): kept for a year. */
  immutable: "public, max-age=31536000, immutable",
  /** Public files whose names do not change (favicon, robots.txt): a day. */
  publicDay: "public, max-age=86400",
  /** The XML sitemap: five minutes, so a project the admin publishes reaches crawlers quickly. */
  publicFiveMinutes: "public, max-age=300",
  /**
   * Rendered page copies (and kept designer pages): a browser checks the ETag on every use, since
   * any edit may change them; a shared cache (the recipe's nginx) may keep them a second, which
   * is what lets it answer them at its own speed (deploy/nginx/bayou-crest.conf).
   */
  pageCopy: "public, max-age=0, s-maxage=1",
  /** A finished rendering under its request's secret URL (decision 040): it never changes, and is no shared cache's to keep. */
  privateImmutable: "private, max-age=31536000, immutable",
  /** Pages holding a signed form token, and an owner's draft preview: never stored by a shared cache, never reused. */
  privateNoStore: "private, no-store",
  /** HTML rendered per request that says nothing else: the browser may keep it, checking each time. */
  dynamicHtml: "private, no-cache",
  /** Refusals, errors, tokens, admin pages, health: never stored. */
  none: "no-store",
} as const;
