import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LOCALE_TAGS, LOCALES } from "#app/i18n/locale.ts";
import { spanishTwins } from "#app/i18n/route-table.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { alternates, pageText } from "#tests/support/page-html.ts";

/**
 * The Spanish site as a crawler and a visitor without JavaScript receive it (decision 032): every
 * page pair answers in its language with reciprocal `hreflang`, the sitemap lists both with their
 * alternates, the switch links the twins, and a form sent from a Spanish page answers in Spanish.
 */

const baseUrl = inject("baseUrl");
const pairs = Object.entries(spanishTwins);

async function page(path: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, `GET ${path}`).toBe(status);
  return response.text();
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe("Spanish page pairs", () => {
  it.each(pairs)("%s and %s: lang, canonical and reciprocal hreflang on both", async (english, spanish) => {
    const expected = { "en-US": english, "es-US": spanish, "x-default": english };
    for (const [locale, path] of [["en", english], ["es", spanish]] as const) {
      const html = await page(path);
      expect(attribute(html, /<html lang="([^"]+)"/), path).toBe(LOCALE_TAGS[locale]);
      expect(new URL(attribute(html, /<link rel="canonical" href="([^"]+)"/)!).pathname, path).toBe(path);
      expect(alternates(html), path).toEqual(expected);
      expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/), path).toBe(LOCALE_TAGS[locale].replace("-", "_"));
    }
  });

  it.each(pairs)("%s links to %s with a visible switch in the header and the footer, and back", async (english, spanish) => {
    const switchLinks = (html: string, to: string, tag: string) =>
      [...html.matchAll(new RegExp(`<a href="${to.replaceAll("/", "\\/")}" lang="${tag}" hreflang="${tag}"[^>]*>([\\s\\S]*?)</a>`, "gi"))].map(
        (match) => pageText(match[1]!).trim(),
      );
    expect(switchLinks(await page(english), spanish, "es-US")).toEqual(["ES Español", "Español"]);
    expect(switchLinks(await page(spanish), english, "en-US")).toEqual(["EN English", "English"]);
  });

  it("the Spanish pages are in Spanish, shell included, with the same facts", async () => {
    const home = pageText(await page("/es"));
    expect(home).toContain("Albercas a la medida para los patios de Houston");
    expect(home).toContain("Saltar al contenido principal");
    expect(home).toContain("(713) 555-0148");
    expect(home).toContain("Lunes a viernes 8:00 a.m.-6:00 p.m.");
    expect(home).toContain("Pida su consulta gratis");
    // The English shell and copy are gone.
    for (const english of ["Skip to main content", "Free Quote", "Get In Touch With Our Team", "All rights reserved", "opens in a new tab"]) {
      expect(home).not.toContain(english);
    }
    const about = pageText(await page("/es/nosotros"));
    expect(about).toContain("Desde 2013");
    expect(about).toContain("Condado de Fort Bend");
    const contact = pageText(await page("/es/contacto"));
    expect(contact).toContain("Mándenos un mensaje");
    expect(contact).toContain("Oficina de lunes a sábado; línea de emergencias 24/7 para nuestros clientes");
    expect(contact).toContain("Nombre completo");
  });

  it("a form's page carries only its own language's words, markup and island props included", async () => {
    for (const path of ["/es", "/es/contacto", "/es/cotizacion"]) {
      expect(await page(path), path).not.toMatch(/Please enter|Message sent successfully|Submit Quote Request/);
    }
    for (const path of ["/", "/contact", "/get-quote"]) {
      expect(await page(path), path).not.toMatch(/Escriba su|Su mensaje se envió|Enviar solicitud/);
    }
  });

  it("the Spanish home page's JSON-LD describes the business in Spanish and points at /es", async () => {
    const html = await page("/es");
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; description: string; url: string },
    );
    const business = ld.find((item) => item["@type"] === "HomeAndConstructionBusiness")!;
    expect(business.description).toMatch(/diseña, construye, remodela y da mantenimiento a albercas/);
    expect(new URL(business.url).pathname).toBe("/es");
  });

  it("an unknown /es/ address answers the Spanish 404 page; others keep the English one", async () => {
    const spanish = await page("/es/no-existe", 404);
    expect(attribute(spanish, /<html lang="([^"]+)"/)).toBe("es-US");
    expect(pageText(spanish)).toContain("No encontramos esa página");
    const english = await page("/no-such-page", 404);
    expect(attribute(english, /<html lang="([^"]+)"/)).toBe("en-US");
    expect(pageText(english)).toContain("We couldn't find that page");
  });

  it("never redirects by Accept-Language", async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { "Accept-Language": "es-MX,es;q=0.9" }, redirect: "manual" });
    expect(response.status).toBe(200);
    expect(attribute(await response.text(), /<html lang="([^"]+)"/)).toBe("en-US");
  });
});

describe("sitemap.xml", () => {
  it("lists both pages of every pair, each with reciprocal alternates and x-default", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((match) => [
        new URL(match[1]!).pathname,
        Object.fromEntries(
          [...match[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((link) => [
            link[1]!,
            new URL(link[2]!).pathname,
          ]),
        ),
      ]),
    );
    for (const [english, spanish] of pairs) {
      const expected = { "en-US": english, "es-US": spanish, "x-default": english };
      expect(urls.get(english), english).toEqual(expected);
      expect(urls.get(spanish), spanish).toEqual(expected);
    }
    // Every URL that names alternates is named back by each of them.
    for (const [path, links] of urls) {
      for (const locale of LOCALES) {
        const twin = links[LOCALE_TAGS[locale]];
        if (twin) expect(urls.get(twin), `${path} → ${twin}`).toEqual(links);
      }
    }
  });
});

describe("a form sent from a Spanish page without JavaScript", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: testServerEnv });
  });
  afterAll(() => server?.stop());

  it("shows its validation messages in Spanish", async () => {
    const response = await post(
      server.url,
      { "form-name": "contact", name: "Lucía", email: "no-es-correo", message: "" },
      { path: "/es/contacto", accept: "text/html" },
    );
    expect(response.status).toBe(400);
    const html = pageText(await response.text());
    expect(html).toContain("Corrija los 2 campos marcados abajo, por favor.");
    expect(html).toContain("Escriba un correo electrónico válido, como nombre@ejemplo.com.");
    expect(html).toContain("Escriba su mensaje, por favor.");
  });

  it("shows the quote form's errors in Spanish on /es/cotizacion, the visitor's entries kept", async () => {
    const response = await post(
      server.url,
      { "form-name": "get-quote", contactMethod: "email", name: "", phone: "", email: "", projectType: "new-pool", features: "LED Lighting" },
      { path: "/es/cotizacion", accept: "text/html" },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(pageText(html)).toContain("Escriba su nombre, por favor.");
    expect(pageText(html)).toContain("Escriba su correo electrónico, por favor.");
    expect(html).toMatch(/<form[^>]*action="\/es\/cotizacion"/);
    expect(html).toMatch(/<option value="new-pool" selected="">Construcción de alberca nueva<\/option>/);
    expect(html).toMatch(/checked="" value="LED Lighting"\/>Luces LED/);
  });

  it("confirms in Spanish on the Spanish page, and the lead is stored", async () => {
    const form = { ...validForms.contact, name: "Lucía Hernández" };
    const first = await post(server.url, form, { path: "/es/contacto", accept: "text/html" });
    expect(first.status).toBe(400);
    const retry = await first.text();
    expect(pageText(retry)).toContain("Ya casi: revise sus datos y oprima el botón otra vez para enviarlos.");
    const token = /name="form-token" value="([^"]+)"/.exec(retry)![1]!;
    const second = await post(server.url, { ...form, "form-token": token }, { path: "/es/contacto", accept: "text/html" });
    expect(second.status).toBe(303);
    const location = second.headers.get("Location")!;
    expect(location).toMatch(/^\/es\/contacto\?sent=contact&ref=C-\d{4}-\d{4}#contact-form$/);
    const confirmation = pageText(await (await fetch(`${server.url}${location}`)).text());
    expect(confirmation).toContain("¡Su mensaje se envió!");
    expect(confirmation).toContain(`Su número de referencia: ${new URL(location, server.url).searchParams.get("ref")}`);
    expect(confirmation).toContain("Le respondemos en menos de 2 horas en horario de oficina (Lunes a viernes 8:00 a.m.-6:00 p.m.");
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.some((row) => row.name === "Lucía Hernández")).toBe(true);
  });

  it("with JavaScript, posted to its own page: Spanish field errors, then stored with a reference; POST / stays English", async () => {
    const invalid = await post(server.url, { "form-name": "contact", name: "Lucía", email: "", message: "Hola" }, { path: "/es/contacto" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, errors: { email: "Escriba su correo electrónico, por favor." } });
    const english = await post(server.url, { "form-name": "contact", name: "Lucy", email: "", message: "Hi" });
    expect(await english.json()).toEqual({ ok: false, errors: { email: "Please enter your email address." } });
    const sent = await post(server.url, { ...validForms.contact, name: "Rosa Treviño", "form-token": await nextToken(server.url) }, { path: "/es/contacto" });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true, reference: expect.stringMatching(/^C-\d{4}-\d{4}$/) });
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.some((row) => row.name === "Rosa Treviño")).toBe(true);
  });
});
