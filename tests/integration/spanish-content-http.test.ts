import { describe, expect, inject, it } from "vitest";
import { serviceSlugs } from "#app/content/service-slugs.ts";
import { launchProjectsEs } from "#app/features/portfolio/launch-projects-es.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { resources } from "#app/i18n/resources.ts";
import { spanishTwins } from "#app/i18n/route-table.ts";
import { pageText } from "#tests/support/page-html.ts";

/**
 * The Spanish service pages, portfolio and legal pages as a visitor receives them (decision 032):
 * in Spanish with the same facts, their JSON-LD in Spanish, and none of the English twin's
 * sentences left on them. The pairs' lang, hreflang and sitemap are checked for every pair of the
 * route table in spanish-site-http.test.ts.
 */

const baseUrl = inject("baseUrl");

async function page(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return response.text();
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Every string of a catalog subtree, e.g. one page's words. */
function strings(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return Object.values(tree as object).flatMap(strings);
}

/** The English sentences (three words or more, no placeholder) of `tree` that `html` shows. */
function englishLeft(html: string, tree: unknown): string[] {
  const shown = pageText(html);
  return strings(tree).filter((sentence) => sentence.split(" ").length >= 3 && !sentence.includes("{{") && shown.includes(sentence));
}

describe("Spanish service pages", () => {
  it.each(serviceSlugs)("/%s has a Spanish twin in Spanish, with no sentence of the English page", async (slug) => {
    const spanishPath = spanishTwins[`/${slug}`];
    const english = resources.en.servicePages;
    const words = resources.es.servicePages.pages[slug];
    const html = await page(spanishPath);
    const shown = pageText(html);
    expect(html).toContain('<html lang="es-US"');
    expect(shown).toContain(words.title);
    expect(shown).toContain(words.intro[0]);
    expect(shown).toContain(words.features.at(-1)!);
    expect(shown).toContain(words.prose[2].paragraphs[1]);
    expect(shown).toContain("Pida su cotización gratis");
    expect(html).toContain(`alt="Representación del diseño: ${words.imageAlt}"`);
    expect(englishLeft(html, { ...english, pages: english.pages[slug] })).toEqual([]);
    // The English page keeps its words.
    expect(pageText(await page(`/${slug}`))).toContain(english.pages[slug].intro[0]);
  });

  it("the same facts: the hot tub page's starting price, the phone number", async () => {
    const shown = pageText(await page(spanishTwins["/hot-tub-integration"]));
    expect(shown).toContain("Los proyectos de jacuzzi integrado empiezan desde $25,000");
    expect(shown).toContain("Un precio partida por partida desde $25,000");
    expect(shown).toContain("(713) 555-0148");
  });

  it("JSON-LD in Spanish: the service and a breadcrumb trail through the Spanish pages", async () => {
    const path = spanishTwins["/custom-pools-spas"];
    const ld = jsonLd(await page(path));
    const service = ld.find((item) => item["@type"] === "Service")!;
    expect(service.name).toBe("Construcción de albercas y spas a la medida");
    expect(String(service.description)).toMatch(/^Albercas y spas de concreto lanzado \(gunita\) a la medida/);
    expect(new URL(String(service.url)).pathname).toBe(path);
    const trail = ld.find((item) => item["@type"] === "BreadcrumbList")!.itemListElement as Array<{ name: string; item: string }>;
    expect(trail.map((crumb) => [crumb.name, new URL(crumb.item).pathname])).toEqual([
      ["Inicio", "/es"],
      ["Servicios", "/es/servicios"],
      ["Construcción de albercas y spas a la medida", path],
    ]);
  });

  it("the Spanish services overview and menus lead to the Spanish landing pages", async () => {
    const html = await page("/es/servicios");
    for (const slug of serviceSlugs) expect(html).toContain(`href="${spanishTwins[`/${slug}`]}"`);
  });
});

describe("Spanish portfolio and project pages", () => {
  const hartley = launchProjects.find((project) => project.id === "hartley-family-project")!;
  const hartleyEs = launchProjectsEs["hartley-family-project"]!;

  it("/es/proyectos lists the projects in Spanish, each linked to its Spanish page", async () => {
    const html = await page("/es/proyectos");
    const shown = pageText(html);
    expect(html).toContain('<html lang="es-US"');
    expect(shown).toContain("Nuestros proyectos");
    expect(shown).toContain(hartleyEs.title);
    expect(shown).toContain(hartleyEs.description);
    expect(shown).toContain("Ver el proyecto");
    expect(html).toContain('href="/es/proyectos/hartley-family-project"');
    expect(html).toContain(`alt="Representación del diseño: ${hartleyEs.imageAlts[0]}"`);
    const published = launchProjects.filter((project) => project.status === "published");
    expect(englishLeft(html, { catalog: resources.en.portfolio, projects: published.map(({ title, description }) => ({ title, description })) })).toEqual([]);
    // Nothing is left in English, so nothing is marked as such.
    expect(html).not.toContain('lang="en"');
  });

  it("a project's Spanish page: its words in Spanish, the same facts, English only where marked", async () => {
    const html = await page("/es/proyectos/hartley-family-project");
    const shown = pageText(html);
    for (const sentence of [hartleyEs.title, hartleyEs.subtitle, hartleyEs.description, ...hartleyEs.features, ...hartleyEs.benefits]) {
      expect(shown).toContain(sentence);
    }
    expect(shown).toContain("Resumen del proyecto");
    expect(shown).toContain("Pearland, TX");
    expect(shown).toContain("~15,000 gal");
    expect(html).toContain('aria-label="La alberca de la familia Hartley: imágenes del proyecto"');
    expect(html).toContain(`alt="Representación del diseño: ${hartleyEs.imageAlts[1]}"`);
    const { title, subtitle, description, features, benefits, images } = hartley;
    expect(englishLeft(html, { catalog: resources.en.portfolio.project, title, subtitle, description, features, benefits })).toEqual([]);
    expect(html).not.toContain(images[0]!.alt);
    // The design's sentence comes from the designer, in the page's language.
    expect(shown).toContain("vea el rango de precio de su versión: Alberca rectangular de 16 × 32 pies, de 3.5 a 6 pies de profundidad");
    expect(shown).not.toContain("ft deep");
    expect(html).not.toContain('lang="en"');
  });

  it("a project page and its twin name each other, and the sitemap lists both", async () => {
    const pair = { "en-US": "/portfolio/hartley-family-project", "es-US": "/es/proyectos/hartley-family-project" };
    for (const path of Object.values(pair)) {
      const links = [...(await page(path)).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)];
      expect(Object.fromEntries(links.map((link) => [link[1]!, new URL(link[2]!).pathname])), path).toEqual({ ...pair, "x-default": pair["en-US"] });
    }
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain(`/es/proyectos/hartley-family-project</loc>`);
    expect(xml).toContain(`/es/proyectos/serene-escape-project</loc>`);
  });

  it("JSON-LD in Spanish: the list of projects and a project's breadcrumb trail", async () => {
    const list = jsonLd(await page("/es/proyectos")).find((item) => item["@type"] === "ItemList")!;
    expect(list.name).toBe("Nuestros proyectos");
    const first = (list.itemListElement as Array<{ name: string; url: string }>)[0]!;
    expect([first.name, new URL(first.url).pathname]).toEqual([hartleyEs.title, "/es/proyectos/hartley-family-project"]);
    const trail = jsonLd(await page("/es/proyectos/hartley-family-project")).find((item) => item["@type"] === "BreadcrumbList")!
      .itemListElement as Array<{ name: string; item: string }>;
    expect(trail.map((crumb) => [crumb.name, new URL(crumb.item).pathname])).toEqual([
      ["Inicio", "/es"],
      ["Proyectos", "/es/proyectos"],
      [hartleyEs.title, "/es/proyectos/hartley-family-project"],
    ]);
  });

  it("the English portfolio and project pages are unchanged", async () => {
    const shown = pageText(await page("/portfolio/hartley-family-project"));
    expect(shown).toContain(hartley.description);
    expect(shown).toContain("Project Overview");
    expect(pageText(await page("/portfolio"))).toContain("Our Portfolio");
  });
});

describe("Spanish legal pages and sitemap", () => {
  it.each([
    ["privacy", "/es/privacidad", "28 de noviembre de 2026"],
    ["terms", "/es/terminos", "1 de noviembre de 2026"],
  ] as const)("/%s's twin %s: every section in Spanish, the date in es-US, no English sentence", async (key, path, updated) => {
    const html = await page(path);
    const shown = pageText(html);
    const words = resources.es.legal[key];
    for (const section of words.sections) {
      expect(shown).toContain(section.heading);
      for (const block of section.blocks) for (const sentence of [block].flat()) expect(shown).toContain(sentence);
    }
    expect(shown).toContain(`Última actualización: ${updated}`);
    expect(englishLeft(html, resources.en.legal[key])).toEqual([]);
  });

  it("the Spanish privacy notice gives the same contact facts", async () => {
    const shown = pageText(await page("/es/privacidad"));
    expect(shown).toContain("envíe un correo a hello@bayoucrestpools.example, llame al (713) 555-0148");
    expect(shown).toContain("24 meses");
  });

  it("/es/garantia: the cover, its terms and the credentials in Spanish", async () => {
    const html = await page("/es/garantia");
    const shown = pageText(html);
    expect(shown).toContain("Nuestra garantía");
    expect(shown).toContain("De por vida, mientras la casa sea suya");
    expect(shown).toContain("Con licencia y seguro");
    expect(shown).toContain("RPC-104388");
    expect(html).toContain('href="/es/contacto"');
    expect(englishLeft(html, resources.en.legal.warranty)).toEqual([]);
  });

  it("/es/mapa-del-sitio names every page in Spanish and links to its Spanish twin", async () => {
    const html = await page("/es/mapa-del-sitio");
    const shown = pageText(html);
    for (const heading of ["Mapa del sitio", "Páginas", "Servicios", "Proyectos", "Aviso de privacidad", "Nuestra garantía"]) {
      expect(shown).toContain(heading);
    }
    for (const spanish of Object.values(spanishTwins)) expect(html, spanish).toContain(`href="${spanish}"`);
    expect(html).toContain('href="/es/proyectos/hartley-family-project"');
    expect(shown).toContain(launchProjectsEs["hartley-family-project"]!.title);
    expect(shown).toContain(resources.es.servicePages.pages["pool-servicing"].title);
    expect(englishLeft(html, resources.en.legal.sitemap)).toEqual([]);
    // A page without its Spanish twin yet is named in Spanish and its link says it leads to English.
    const untwinned = ["/design", "/get-quote"].filter((path) => !(path in spanishTwins));
    for (const path of untwinned) expect(html).toMatch(new RegExp(`href="${path}" hrefLang="en-US"|hrefLang="en-US"[^>]*href="${path}"`, "i"));
  });

  it("the English sitemap page is unchanged", async () => {
    const shown = pageText(await page("/sitemap"));
    for (const name of ["Pages", "Services", "Portfolio", "Privacy Policy", "The Hartley Family Pool", "Routine Pool Servicing & Maintenance"]) {
      expect(shown).toContain(name);
    }
  });
});
