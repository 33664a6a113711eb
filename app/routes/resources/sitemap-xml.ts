import { absoluteUrl } from "#app/config/site.ts";
import { loadPublicProjectLinks } from "#app/features/portfolio/public-links.server.ts";
import { siteIndex } from "#app/utils/site-index.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

export const handle = publicDataHandle;

export async function loader() {
  const groups = siteIndex(await loadPublicProjectLinks());
  const urls = groups
    .flatMap((group) => group.entries)
    .map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}</url>`;
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.publicFiveMinutes },
  });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
