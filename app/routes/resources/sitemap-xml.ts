import { absoluteUrl } from "#app/config/site.ts";
import { LOCALE_TAGS, LOCALES } from "#app/i18n/locale.ts";
import { pagePair } from "#app/i18n/route-table.ts";
import { loadPublicProjectLinks } from "#app/features/portfolio/public-links.server.ts";
import { siteIndex } from "#app/utils/site-index.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

export const handle = publicDataHandle;

export async function loader() {
  const groups = siteIndex(await loadPublicProjectLinks());
  const urls = groups
    .flatMap((group) => group.entries)
    .flatMap((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
      // A page with a Spanish twin: both URLs, each listing both (and x-default) as alternates (decision 032).
      const pair = pagePair(entry.path);
      if (!pair) return [`<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}</url>`];
      const alternates = [
        ...LOCALES.map((locale) => alternate(LOCALE_TAGS[locale], pair[locale])),
        alternate("x-default", pair.en),
      ].join("");
      return LOCALES.map((locale) => `<url><loc>${escapeXml(absoluteUrl(pair[locale]))}</loc>${lastmod}${alternates}</url>`);
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.publicFiveMinutes },
  });
}

function alternate(hreflang: string, path: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path))}"/>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
