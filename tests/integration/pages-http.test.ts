import { describe, expect, inject, it } from "vitest";
import { business } from "#app/config/business.ts";
import { phoneAvailability, replyPromise } from "#app/config/claims.ts";
import { serviceSlugs } from "#app/content/service-slugs.ts";
import { serviceList } from "#app/content/services.ts";
import { testimonials } from "#app/content/testimonials.ts";

/**
 * The marketing pages as a visitor without JavaScript (or a crawler) receives them: status,
 * headline, the counts the product rules fix (docs/product.md), and the SEO tags, read from the server's HTML.
 */

const baseUrl = inject("baseUrl");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Visible text of an HTML fragment, tags removed, whitespace collapsed. */
function textOf(html: string): string {
  return decode(html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
}

function count(html: string, needle: string | RegExp): number {
  return typeof needle === "string" ? html.split(needle).length - 1 : (html.match(new RegExp(needle, "g")) ?? []).length;
}

const pages = new Map<string, string>();

async function load(path: string): Promise<string> {
  const cached = pages.get(path);
  if (cached) return cached;
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  const html = await response.text();
  pages.set(path, html);
  return html;
}

function headings1(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? ""));
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

function titleOf(html: string): string {
  return textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
}

/** The HTML between one marker and the next occurrence of the same marker (or the end). */
function segments(html: string, marker: string): string[] {
  return html.split(marker).slice(1);
}

const ROUTES: Array<{ path: string; h1: string | RegExp; text: string[] }> = [
  {
    path: "/",
    h1: /custom pools/i,
    text: ["Free estimates", "3-D reality view", "Personal consultations", "Custom designs", "Free Consultation", "View Our Portfolio", "Our Featured Projects", "View All Projects", "Client Testimonials", "Start Your Pool Project Today", "Contact Us Today", "Free Estimate", "Get In Touch With Our Team", "Premium Pool Services & Custom Design", "Request Your Free Consultation", "Immediate Assistance", phoneAvailability, "Our Promise", business.experienceClaim, "Financing Available", "Apply for Financing", "Free Consultation & 3-D View"],
  },
  {
    path: "/about",
    h1: /pool builders/i,
    text: [`Established ${business.established}`, "Schedule a Consultation", "View Our Work", "Our Story", "Service Areas", "Pearland", "Alvin", "Friendswood", "Surrounding areas"],
  },
  {
    path: "/services",
    h1: `Experience The ${business.name} Difference`,
    text: ["Free estimates", "Personal consultation", "3-D reality view", "Free Consultation & 3-D View", `Call ${business.phone.display}`],
  },
  ...serviceList.map((service) => ({
    path: `/${service.slug}`,
    h1: service.title,
    text: ["Our Services", "Get a Free Quote", `Key Features of Our ${service.title} Service`, "Benefits You'll Enjoy", "Get Your Free Estimate", ...service.intro],
  })),
  {
    path: "/finance",
    h1: "Pool Financing Options",
    text: ["Need Help Choosing?", "Contact Our Team", "Get Free Quote", ...business.financing.map((provider) => provider.name)],
  },
  {
    path: "/contact",
    h1: "Get in Touch",
    text: [phoneAvailability, `We reply ${replyPromise}`, business.address.street, `Serving ${business.serviceAreasSummary}`, "Why Choose Us", "Send Us a Message", ...business.hoursLines.flatMap((line) => [line.days, line.hours])],
  },
  {
    path: "/get-quote",
    h1: /free pool quote/i,
    text: ["Connect With Us", business.address.street],
  },
  { path: "/privacy", h1: "Privacy Policy", text: ["What we collect", "How long we keep it", "E-mail notifications", "do not sell", business.email] },
  { path: "/terms", h1: "Terms of Service", text: ["Estimates and quotes", "Financing and other third-party links", "Governing law"] },
  {
    path: "/warranty",
    h1: "Our Warranty",
    text: [business.warranty.summary, ...business.warranty.coverage.flatMap((item) => [item.part, item.term]), business.credentials.licence, business.credentials.insurance],
  },
];

describe("marketing pages over HTTP", () => {
  it.each(ROUTES)("$path answers 200 with one <h1> and its key content", async ({ path, h1, text }) => {
    const html = await load(path);
    const h1s = headings1(html);
    expect(h1s).toHaveLength(1);
    if (typeof h1 === "string") expect(h1s[0]).toBe(h1);
    else expect(h1s[0]).toMatch(h1);
    const body = textOf(html);
    for (const snippet of text) expect(body, `${path} shows "${snippet}"`).toContain(snippet);
    expect(html, `${path} has the call link`).toContain(`href="${business.phone.href}"`);
  });

  it("prints canonical, Open Graph and Twitter tags on every page, with a unique title", async () => {
    const titles = new Set<string>();
    for (const { path } of ROUTES) {
      const html = await load(path);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname, path).toBe(path);
      expect(html, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(html, path).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html, path).toMatch(/<meta name="twitter:image" content="https?:\/\/[^"]+"/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const title = titleOf(html);
      expect(titles, `${path} title "${title}" is unique`).not.toContain(title);
      titles.add(title);
    }
  });

  it("writes the LCP image a phone takes into / and /portfolio, byte for byte, and fetches it nowhere else", async () => {
    for (const path of ["/", "/portfolio"]) {
      const html = await load(path);
      const avif = [...html.matchAll(/<source type="image\/avif" srcSet="([^"]*)"/g)].map((match) => decode(match[1]!));
      // The first picture is the page's largest paint; no other picture is written into the page.
      expect(avif[0], path).toMatch(/^\S+ 480w, data:image\/avif;base64,[\w+/=]+ 800w, \S+ 1200w$/);
      for (const set of avif.slice(1)) expect(set, path).not.toContain("data:");
      const [, data] = /data:image\/avif;base64,([\w+/=]+) 800w/.exec(avif[0]!)!;
      // The same bytes as the file the URL names, from the built site.
      const name = /\/images\/generated\/([\w-]+)-480\.avif/.exec(avif[0]!)![1]!;
      const file = await fetch(`${baseUrl}/images/generated/${name}-800.avif`);
      expect(Buffer.from(data!, "base64").equals(Buffer.from(await file.arrayBuffer())), path).toBe(true);
      expect(html, path).not.toMatch(/<link rel="preload" as="image"/);
    }
  });

  it("home: six service cards, five testimonials with five stars, and the anchored sections", async () => {
    const html = await load("/");
    for (const id of ["services", "portfolio", "contact"]) expect(html).toContain(`id="${id}"`);
    const servicesSection = html.slice(html.indexOf('id="services"'), html.indexOf('id="portfolio"'));
    expect(count(servicesSection, /Get Quote<span class="sr-only">/)).toBe(6);
    for (const service of serviceList) expect(textOf(servicesSection)).toContain(service.cardTitle);

    expect(html).toContain('aria-roledescription="carousel"');
    expect(count(html, 'data-testid="testimonial-slide"')).toBe(5);
    for (const [index, testimonial] of testimonials.entries()) {
      expect(html).toContain(`aria-label="${index + 1} of 5"`);
      expect(textOf(html)).toContain(testimonial.name);
      expect(testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
    expect(count(html, 'aria-label="5 out of 5 stars"')).toBe(5);
  });

  it("services: six cards with three features, three benefits, the price label and the note", async () => {
    const html = await load("/services");
    const cards = segments(html, 'data-testid="service-card"');
    expect(cards).toHaveLength(6);
    for (const [index, card] of cards.entries()) {
      const service = serviceList[index]!;
      const text = textOf(card);
      const listed = [...service.features.slice(0, 3), ...service.benefits.slice(0, 3)];
      for (const item of listed) expect(text).toContain(item);
      expect(text).not.toContain(service.features[3]!);
      expect(text).not.toContain(service.benefits[3]!);
      expect(text).toContain(service.priceLabel);
      expect(text).toContain("Professional service");
      expect(card).toContain('href="/get-quote"');
    }
    expect(serviceList.map((service) => service.priceLabel)).toEqual([
      "Free Estimates",
      "Competitive Rates",
      "Weekly Service",
      "Custom Pricing",
      "From $25K",
      "Included",
    ]);
  });

  it("service pages: at least six features and benefits, three prose blocks, weekly and bi-weekly servicing", async () => {
    for (const service of serviceList) {
      const html = await load(`/${service.slug}`);
      const text = textOf(html);
      expect(service.features.length).toBeGreaterThanOrEqual(6);
      expect(service.benefits.length).toBeGreaterThanOrEqual(6);
      for (const item of [...service.features, ...service.benefits]) expect(text).toContain(item);
      for (const block of service.prose) expect(text).toContain(block.heading);
      expect(count(html, 'href="/get-quote"')).toBeGreaterThanOrEqual(3);
    }
    const servicing = textOf(await load("/pool-servicing"));
    expect(servicing).toMatch(/weekly/i);
    expect(servicing).toMatch(/bi-weekly/i);
  });

  it("about: the four stats from the business config", async () => {
    const text = textOf(await load("/about"));
    expect(business.stats).toHaveLength(4);
    for (const stat of business.stats) expect(text).toContain(`${stat.label} ${stat.value}`);
  });

  it("finance: two providers with four points each and apply links that open a new tab", async () => {
    const html = await load("/finance");
    for (const provider of business.financing) {
      expect(provider.points).toHaveLength(4);
      for (const point of provider.points) expect(textOf(html)).toContain(point);
      expect(html).toContain(`href="${provider.applyUrl}" target="_blank" rel="noopener noreferrer"`);
    }
    expect(html).toContain('href="/contact"');
  });

  it("get-quote: three Connect With Us cards and four trust badges", async () => {
    const html = await load("/get-quote");
    const connect = textOf(html.slice(html.indexOf('id="connect-heading"')));
    for (const card of ["Direct Call", "E-mail Inquiry", "Visit Our Showroom"]) expect(connect).toContain(card);
    for (const badge of ["Licensed & Insured", "5-Star Rated", "24/7 Emergency Line", "Warranty Protected"]) expect(connect).toContain(badge);
    const badges = html.slice(html.indexOf('aria-label="Why homeowners trust us"'));
    expect(count(badges.slice(0, badges.indexOf("</ul>")), "<li")).toBe(4);
  });

  it("JSON-LD: the business on home and contact, Service and BreadcrumbList on service pages", async () => {
    for (const path of ["/", "/contact"]) {
      const [entry] = jsonLd(await load(path)).filter((data) => data["@type"] === "HomeAndConstructionBusiness");
      expect(entry, path).toBeDefined();
      expect(entry).toMatchObject({
        name: business.name,
        telephone: business.phone.e164,
        email: business.email,
        address: { "@type": "PostalAddress", streetAddress: business.address.street, postalCode: business.address.postalCode },
        geo: { "@type": "GeoCoordinates" },
        priceRange: business.priceRange,
      });
      expect(entry!.openingHoursSpecification).toEqual([
        expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" }),
        expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" }),
      ]);
      expect(JSON.stringify(entry)).not.toMatch(/aggregateRating|"review"/i);
    }
    for (const slug of serviceSlugs) {
      const data = jsonLd(await load(`/${slug}`));
      const service = data.find((entry) => entry["@type"] === "Service");
      expect(service, slug).toMatchObject({ "@context": "https://schema.org", provider: { name: business.name } });
      expect(new URL(String(service!.url)).pathname).toBe(`/${slug}`);
      expect(service!.areaServed).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Pearland, TX" })]));
      const breadcrumbs = data.find((entry) => entry["@type"] === "BreadcrumbList");
      expect(breadcrumbs, slug).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2 }, { position: 3 }] });
    }
  });
});
