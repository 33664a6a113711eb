import { describe, expect, inject, it } from "vitest";
import { serviceSlugs } from "#app/content/service-slugs.ts";
import { spanishTwinPrefixes, spanishTwins } from "#app/i18n/route-table.ts";

const baseUrl = inject("baseUrl");

/** The launch projects: id, location, size, image count; the first nine are the grid, in order. */
const PROJECTS = [
  ["hartley-family-project", "Pearland, TX", "~15,000 gal", 2],
  ["delgado-family-project", "Pearland, TX", "Custom Design", 8],
  ["whitaker-family-project", "Fort Bend County, TX", "~18,000 gal", 4],
  ["nguyen-family-project", "Houston, TX", "~16,000 gal", 3],
  ["brennan-family-project", "Friendswood, TX", "~22,000 gal", 3],
  ["okafor-family-project", "Pearland, TX", "~17,000 gal", 3],
  ["castillo-family-project", "Houston, TX", "~19,000 gal", 5],
  ["mercer-family-project", "Alvin, TX", "~22,000 gal", 2],
  ["prescott-family-project", "Houston, TX", "Custom Design", 5],
  ["serene-escape-project", "Pearland, TX", "~16,000 gal", 3],
  ["modern-retreat-project", "Houston, TX", "~10,000 gal", 3],
  ["coastal-oasis-project", "Friendswood, TX", "~25,000 gal", 3],
  ["ramirez-family-project", "Alvin, TX", "~20,000 gal", 3],
  ["sullivan-family-project", "Houston, TX", "~15,000 gal", 3],
] as const;
const GRID_IDS = PROJECTS.slice(0, 9).map(([id]) => id);

const STATIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/custom-pools-spas",
  "/upgrades-repairs",
  "/pool-servicing",
  "/modern-pool-designs",
  "/hot-tub-integration",
  "/professional-installation",
  "/finance",
  "/contact",
  "/get-quote",
  "/design",
  "/book",
  "/portfolio",
  "/privacy",
  "/terms",
  "/warranty",
  "/sitemap",
];

async function getHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The server-rendered <main>, without the shell's header and footer links. */
function main(html: string): string {
  const match = /<main\b[\s\S]*<\/main>/.exec(html);
  if (!match) throw new Error("no <main> in the page");
  return match[0];
}

function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe("portfolio pages over HTTP", () => {
  it("/portfolio lists exactly the nine published projects, in grid order, each linking to its page", async () => {
    const { status, html, headers } = await getHtml("/portfolio");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=1");
    const page = main(html);
    expect(page).toMatch(/<h1[^>]*>Our Portfolio<\/h1>/);
    const cards = [...page.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(cards).toHaveLength(9);
    const linked = cards.map((card) => {
      const links = [...card.matchAll(/href="\/portfolio\/([^"]+)"/g)].map((m) => m[1]);
      expect(links).toHaveLength(1);
      return links[0];
    });
    expect(linked).toEqual(GRID_IDS);
    for (const [index, card] of cards.entries()) {
      const [, location] = PROJECTS[index]!;
      expect(decode(card)).toContain(location);
      expect(card).toMatch(/<img[^>]+alt="[^"]{10,}"/);
    }
  });

  it.each(PROJECTS)("/portfolio/%s shows its title, overview, %s images and a real call link", async (id, location, size, imageCount) => {
    const { status, html } = await getHtml(`/portfolio/${id}`);
    expect(status).toBe(200);
    const page = decode(main(html));
    expect(page).toContain("Featured Project");
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1];
    expect(title).toMatch(/\w{4}/);
    expect(decode(html)).toContain(`<title>${title}, ${location}`);

    const overview = /data-testid="project-overview"[\s\S]*?<\/dl>/.exec(page)?.[0] ?? "";
    const pairs = [...overview.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([
      ["Location", location],
      ["Category", expect.stringMatching(/\w{4}/)],
      ["Size", size],
    ]);

    // Every launch project has a design: its call to action opens the designer with it.
    for (const heading of ["Project Overview", "Key Features", "Benefits", "Want One Like This?"]) {
      expect(page).toMatch(new RegExp(`<h2[^>]*>${heading.replace("?", "\\?")}</h2>`));
    }
    const slides = [...page.matchAll(/aria-roledescription="slide"[^>]*>[\s\S]*?<img[^>]+alt="([^"]+)"/g)];
    expect(slides).toHaveLength(imageCount);
    expect(page).toMatch(/href="tel:\+17135550148"/);
    expect(page).toContain('href="/get-quote"');
    expect(page).toContain("Get a Free Quote");
    expect(page).toMatch(new RegExp(`href="/design\\?shape=[^"]+&(?:amp;)?from=${id}"[^>]*>[^]*?Design one like this`));
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("/portfolio describes its projects as an ItemList, each item linked to its page, in grid order", async () => {
    const { html } = await getHtml("/portfolio");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const list = blocks.find((block) => block["@type"] === "ItemList");
    expect(list.itemListElement.map((item: { position: number; url: string }) => [item.position, new URL(item.url).pathname])).toEqual(
      GRID_IDS.map((id, index) => [index + 1, `/portfolio/${id}`]),
    );
  });

  it("/portfolio ends with a call to action: design your pool, get a quote, call", async () => {
    const { html } = await getHtml("/portfolio");
    // The last thing in <main> is the call to action.
    const page = main(html);
    const cta = decode(page.slice(page.lastIndexOf("<section")));
    expect(cta).toMatch(/^<section aria-labelledby="portfolio-next"[\s\S]*<\/section><\/main>$/);
    expect(cta).toContain('href="/design"');
    expect(cta).toContain('href="/get-quote"');
    expect(cta).toContain('href="tel:+17135550148"');
  });

  it.each(PROJECTS.map(([id]) => id))("/portfolio/%s links to its service and to related projects, and keeps its BreadcrumbList", async (id) => {
    const { html } = await getHtml(`/portfolio/${id}`);
    const page = main(html);
    const services = [...page.matchAll(/href="\/([a-z-]+)"/g)].map((m) => m[1]).filter((slug) => (serviceSlugs as readonly string[]).includes(slug!));
    expect(services.length).toBeGreaterThanOrEqual(1);
    const related = /<section aria-labelledby="related-heading"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
    const projects = new Set([...related.matchAll(/href="\/portfolio\/([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(projects.size).toBeGreaterThanOrEqual(2);
    expect(projects.size).toBeLessThanOrEqual(3);
    expect(projects.has(id)).toBe(false);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it.each([...serviceSlugs])("/%s shows two or three example projects and the testimonials", async (slug) => {
    const { status, html } = await getHtml(`/${slug}`);
    expect(status).toBe(200);
    const examples = /<section aria-labelledby="examples-heading"[\s\S]*?<\/section>/.exec(main(html))?.[0] ?? "";
    const projects = new Set([...examples.matchAll(/href="\/portfolio\/([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(projects.size).toBeGreaterThanOrEqual(2);
    expect(projects.size).toBeLessThanOrEqual(3);
    expect((html.match(/data-testid="testimonial-slide"/g) ?? []).length).toBe(5);
  });

  it("answers 404 with the branded page for an unknown project", async () => {
    const { status, html } = await getHtml("/portfolio/no-such-project");
    expect(status).toBe(404);
    expect(html).toContain("tel:+17135550148");
  });

  it("keeps /portfolio-management away from the public: a visitor without a session is sent to sign in", async () => {
    const response = await fetch(`${baseUrl}/portfolio-management`, { redirect: "manual" });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).toMatch(/^\/admin\/login\b/);
  });

  it("/sitemap.xml lists every public URL as absolute XML, projects with lastmod", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');

    // Well-formed: every element closes in order.
    const stack: string[] = [];
    for (const [, closing, name, empty] of xml.replace(/<\?xml[^>]*\?>/, "").matchAll(/<(\/?)([a-z:]+)[^>]*?(\/?)>/g)) {
      if (empty) continue;
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);

    // Absolute URLs on the one origin fixed by SITE_URL at build time.
    // A page with a Spanish twin also names its alternates (decision 032; spanish-site-http.test.ts).
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)];
    const urls = entries.map((m) => new URL(m[1]!));
    expect(new Set(urls.map((url) => url.origin)).size).toBe(1);
    const projectPages = PROJECTS.flatMap(([id]) => [`/portfolio/${id}`, `${spanishTwinPrefixes["/portfolio/"]}${id}`]);
    const expected = [...STATIC_PATHS, ...Object.values(spanishTwins), ...projectPages];
    expect(urls.map((url) => url.pathname).sort()).toEqual([...expected].sort());
    for (const [, loc, lastmod] of entries) {
      if (projectPages.includes(new URL(loc!).pathname)) expect(new Date(lastmod!).getTime()).toBeGreaterThan(Date.UTC(2024, 0, 1));
    }
  });

  it("/sitemap shows the same URLs grouped as Pages, Services and Portfolio", async () => {
    const { status, html } = await getHtml("/sitemap");
    expect(status).toBe(200);
    const page = decode(main(html));
    const sections = [...page.matchAll(/<section[^>]*>\s*<h2[^>]*>([^<]+)<\/h2>([\s\S]*?)<\/section>/g)];
    expect(sections.map((m) => m[1])).toEqual(["Pages", "Services", "Portfolio"]);
    const paths = sections.flatMap((m) => [...m[2]!.matchAll(/href="([^"]+)"/g)].map((h) => h[1]));
    expect([...paths].sort()).toEqual([...STATIC_PATHS, ...PROJECTS.map(([id]) => `/portfolio/${id}`)].sort());
  });

  it("/robots.txt allows crawling, keeps crawlers out of the admin and names the sitemap", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /portfolio-management"]),
    );
    const sitemapLine = lines.find((line) => line.startsWith("Sitemap: "));
    const sitemapXml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemapXml)![1]!).origin;
    expect(sitemapLine).toBe(`Sitemap: ${origin}/sitemap.xml`);
  });
});
