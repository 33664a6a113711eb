// cspell:dictionaries es-es
import { describe, expect, inject, it } from "vitest";
import { describeDesign, designSize } from "#app/features/design/description.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { launchProjectsEs } from "#app/features/portfolio/launch-projects-es.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { pageText } from "#tests/support/page-html.ts";

/**
 * Issue 37, the visitor's side, as HTTP shows it (no JavaScript): a design described in the
 * reader's language wherever a page shows it, the language switch keeping the page's state,
 * the Spanish home's projects in Spanish, one URL per page whatever its capitals, and the
 * designer saying the deep end's floor.
 */

const baseUrl = inject("baseUrl");

async function page(path: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  expect(response.status, `GET ${path}`).toBe(status);
  return response.text();
}

const decode = (value: string) => value.replaceAll("&amp;", "&");
/** The header's and the footer's language switch: their targets, decoded. */
const switches = (html: string) => [...html.matchAll(/<a href="([^"]*)" lang="[^"]*" hreflang="[^"]*"/gi)].map((match) => decode(match[1]!));

// The issue's own example: `/es/cotizacion?design=shape%3Dfreeform%26length%3D30%26width%3D15%26spa%3Draised`.
const asked = "shape=freeform&length=30&width=15&spa=raised";
const design: Design = { ...defaultDesign, shape: "freeform", length: 30, width: 15, spa: "raised" };

describe("a design on the quote form is described in the form's language", () => {
  it("Spanish: the description, the size and the links to the Spanish designer", async () => {
    const html = await page(`/es/cotizacion?design=${encodeURIComponent(asked)}`);
    const text = pageText(html);
    const es = designerText("es");
    expect(text).toContain(describeDesign(design, es));
    expect(describeDesign(design, es)).toMatch(/^Alberca de forma libre de 15 × 30 pies/);
    expect(text).toContain(`${designSize(design, es)} (su diseño)`);
    expect(text).not.toMatch(/freeform|\d+ ft\b/);
    const links = [...html.matchAll(/<a href="([^"]*)"[^>]*>(Cambiar el diseño|Abrir el diseñador)<\/a>/g)].map((match) => decode(match[1]!));
    expect(links).toEqual([`/es/disena-tu-alberca?${designQuery(design)}`]);
  });

  it("English stays English, with its own designer", async () => {
    const html = await page(`/get-quote?design=${encodeURIComponent(asked)}`);
    const text = pageText(html);
    expect(text).toContain(describeDesign(design, designerText("en")));
    expect(text).toContain("15 × 30 ft freeform (your design)");
    expect(html).toContain(`href="/design?${designQuery(design).replaceAll("&", "&amp;")}"`);
  });
});

describe("the language switch keeps the page's state", () => {
  const query = designQuery(design);
  it("the designer with a design links to the same design in the other language, from a kept page too", async () => {
    // Asked twice: the second answer is the page kept by design, joined from the template's parts.
    for (const round of [1, 2]) {
      expect(switches(await page(`/design?${asked}`)), `round ${round}`).toEqual(Array(2).fill(`/es/disena-tu-alberca?${query}`));
      expect(switches(await page(`/es/disena-tu-alberca?${query}`)), `round ${round}`).toEqual(Array(2).fill(`/design?${query}`));
    }
    // Another design after them is not answered with the first one's switch.
    const other = designQuery({ ...design, shape: "kidney" });
    expect(switches(await page(`/design?${other}`))).toEqual(Array(2).fill(`/es/disena-tu-alberca?${other}`));
  });

  it("the quote form keeps its attached design", async () => {
    const attached = `design=${encodeURIComponent(query)}`;
    expect(switches(await page(`/es/cotizacion?${attached}`))).toEqual(Array(2).fill(`/get-quote?${attached}`));
    expect(switches(await page(`/get-quote?${attached}`))).toEqual(Array(2).fill(`/es/cotizacion?${attached}`));
  });
});

describe("the Spanish home page shows its featured projects in Spanish", () => {
  it("cards with the projects' Spanish words and Spanish links, no 'solo en inglés'", async () => {
    const html = await page("/es");
    const text = pageText(html);
    expect(text).not.toContain("solo en inglés");
    expect(text).not.toContain("(en inglés)");
    const featured = launchProjects.filter((project) => project.featuredOnHome).slice(0, 3);
    expect(featured.length).toBeGreaterThan(0);
    for (const project of featured) {
      const spanish = launchProjectsEs[project.id]!;
      expect(text).toContain(spanish.title);
      expect(text).not.toContain(project.title);
      expect(html).toContain(`href="/es/proyectos/${project.id}"`);
    }
    expect(text).toContain("Ver detalles");
    expect(text).not.toContain("View Details");
  });
});

describe("one URL per page whatever its capitals", () => {
  it.each([
    ["/ES/contacto", "/es/contacto"],
    ["/Es/Contacto", "/es/contacto"],
    ["/Contact", "/contact"],
    ["/ES", "/es"],
    ["/DESIGN?shape=kidney", "/design?shape=kidney"],
  ])("%s is moved permanently to %s", async (from, to) => {
    const response = await fetch(`${baseUrl}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("Location")!, baseUrl).href).toBe(`${baseUrl}${to}`);
  });

  it("a path that is no page keeps its 404", async () => {
    await page("/ES/no-such-page", 404);
  });
});

describe("the designer says the deep end's floor", () => {
  it.each([
    ["/design", "Deep end", "4.5–9 ft"],
    ["/es/disena-tu-alberca", "Parte honda", "4.5–9 pies"],
  ])("%s: with a 4.5 ft shallow end the deep end's hint reads %s %s", async (path, label, hint) => {
    const html = await page(`${path}?${designQuery({ ...defaultDesign, shallow: 4.5, deep: 6 })}`);
    const field = new RegExp(`<label for="design-form-deep"[^>]*>${label}</label>[\\s\\S]*?min="([^"]+)"[\\s\\S]*?<p id="design-form-deep-hint"[^>]*>([\\s\\S]*?)</p>`).exec(html);
    expect(field?.[1]).toBe("4.5");
    expect((field?.[2] ?? "").replace(/<!-- -->/g, "")).toBe(hint);
  });

  it("the English description names Tahoe blue with its capital", async () => {
    const text = pageText(await page(`/design?${designQuery({ ...defaultDesign, finish: "pebble-blue" })}`));
    expect(text).toContain("pebble, Tahoe blue finish");
    expect(text).not.toContain("tahoe");
  });
});
