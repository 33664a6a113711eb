import { describe, expect, it } from "vitest";
import { signedInAdminServer } from "#tests/support/admin-server.ts";
import { noticeOf, testImage } from "#tests/integration/portfolio-admin-support.ts";

/**
 * Every picture rendered from a design says so (decision 031, amended 2026-11-28): a visible
 * caption and the same words first in its alt text; once the owner uploads photos of a job, the
 * photos lead and its renderings are "the design we presented".
 */

const LABELS = {
  en: { rendering: "Design rendering", presented: "The design we presented" },
  es: { rendering: "Representación del diseño", presented: "El diseño que le presentamos" },
} as const;

const PAGES = {
  en: ["/", "/about", "/services", "/custom-pools-spas", "/portfolio", "/portfolio/hartley-family-project"],
  es: ["/es", "/es/nosotros", "/es/servicios", "/es/proyectos", "/es/proyectos/hartley-family-project"],
} as const;

const run = signedInAdminServer();

const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/** The page's <img> tags in order: where each comes from and its alt text. */
function images(html: string): { generated: boolean; alt: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    generated: /src="\/images\/generated\//.test(tag),
    alt: decode(/\balt="([^"]*)"/.exec(tag)?.[1] ?? ""),
  }));
}

/** The visible captions, in page order. */
function captions(html: string): string[] {
  return [...html.matchAll(/<span[^>]*data-rendering-label=""[^>]*>([^<]*)<\/span>/g)].map((match) => decode(match[1]!));
}

async function page(path: string): Promise<string> {
  const response = await fetch(`${run.server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("renderings are labelled", () => {
  for (const locale of ["en", "es"] as const) {
    it.each(PAGES[locale])(`every rendering on %s carries the caption and the alt prefix (${locale})`, async (path) => {
      const html = await page(path);
      const rendered = images(html).filter((image) => image.generated);
      expect(rendered.length, path).toBeGreaterThan(0);
      for (const image of rendered) expect(image.alt.startsWith(`${LABELS[locale].rendering}: `), image.alt).toBe(true);
      expect(captions(html)).toEqual(rendered.map(() => LABELS[locale].rendering));
    });
  }

  it("the og:image's alt says it is a rendering, in the page's language", async () => {
    for (const [path, label] of [["/portfolio/hartley-family-project", LABELS.en.rendering], ["/es/proyectos/hartley-family-project", LABELS.es.rendering]] as const) {
      const html = await page(path);
      const alt = decode(/<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1] ?? "");
      expect(alt.startsWith(`${label}: `), alt).toBe(true);
    }
  });

  it("once the owner uploads a photo of the job, the photo leads and the renderings are the design we presented", async () => {
    const id = "hartley-family-project";
    const fields = { title: "The Hartley Family Pool", location: "Pearland, TX", category: "Luxury Pool", size: "Custom Design", description: "Built.", features: "Spa", benefits: "Shade" };
    const photo = [{ name: "finished.jpg", bytes: await testImage() }];
    const response = await run.admin.post({ intent: "update", id, ...fields, newAlt: "The finished pool from the patio" }, photo);
    expect(noticeOf(response)).toEqual({ kind: "updated", id });

    for (const [path, locale] of [[`/portfolio/${id}`, "en"], [`/es/proyectos/${id}`, "es"]] as const) {
      const html = await page(path);
      const gallery = html.slice(html.indexOf('data-testid="gallery-viewport"'));
      const shown = images(gallery.slice(0, gallery.indexOf("</section>")));
      expect(shown[0]).toEqual({ generated: false, alt: "The finished pool from the patio" });
      expect(shown.length).toBeGreaterThan(1);
      for (const image of shown.slice(1)) {
        expect(image.generated).toBe(true);
        expect(image.alt.startsWith(`${LABELS[locale].presented}: `), image.alt).toBe(true);
      }
    }

    // The project's card leads with the photo, which carries no caption.
    const grid = await page("/portfolio");
    const heading = grid.indexOf(`id="project-card-${id}"`);
    const card = grid.slice(grid.lastIndexOf("<article", heading), heading);
    const cardImage = images(card).at(-1)!;
    expect(cardImage).toEqual({ generated: false, alt: "The finished pool from the patio" });
  });
});
