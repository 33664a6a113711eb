import { MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** Crawlers may read every public page; the admin areas are neither public nor worth crawling. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    `Disallow: ${MANAGEMENT_PATH}`,
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.publicDay },
  });
}
