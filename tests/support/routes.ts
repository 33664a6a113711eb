import { serviceSlugs } from "#app/content/service-slugs.ts";

/** Every launch project with its own page, published or unlisted. */
const portfolioIds = [
  "hartley-family-project",
  "delgado-family-project",
  "whitaker-family-project",
  "nguyen-family-project",
  "brennan-family-project",
  "okafor-family-project",
  "castillo-family-project",
  "mercer-family-project",
  "prescott-family-project",
  "serene-escape-project",
  "modern-retreat-project",
  "coastal-oasis-project",
  "ramirez-family-project",
  "sullivan-family-project",
];

/** Every public page of app/routes.ts; used while the sitemap does not list them yet. */
export const knownPagePaths: string[] = [
  "/",
  "/about",
  "/services",
  ...serviceSlugs.map((slug) => `/${slug}`),
  "/finance",
  "/contact",
  "/design",
  "/get-quote",
  "/portfolio",
  ...portfolioIds.map((id) => `/portfolio/${id}`),
  "/privacy",
  "/terms",
  "/warranty",
  "/sitemap",
];

export const notFoundPath = "/no-such-page";

/**
 * The pages to check: what the running server's /sitemap.xml lists (so a page added later is
 * covered without touching the tests), or the known list while the sitemap is empty.
 */
export async function sitePagePaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  const xml = response.ok ? await response.text() : "";
  const listed = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  return listed.length > 0 ? [...new Set(listed)] : knownPagePaths;
}
