/** A page's visible text, one space between elements, entities decoded. */
export function pageText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, " ")
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

/** A page's `hreflang` alternates: language tag → path (HTML attribute names are case-insensitive). */
export function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)];
  return Object.fromEntries(links.map((match) => [match[1]!, new URL(match[2]!).pathname]));
}
