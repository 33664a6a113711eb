// cspell:dictionaries es-es
import { describe, expect, inject, it } from "vitest";
import { designerText } from "#app/features/design/designer-text.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { pictureName } from "#app/features/design/three/picture-name.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { spanishTwins } from "#app/i18n/route-table.ts";

/**
 * The Spanish glossary (decision 037), held on every Spanish page: one word per thing and no
 * English left in what a reader sees or hears. Scanned: the visible text, the accessible names
 * and descriptions (`aria-label`, `alt`, `title`, `aria-roledescription`, `placeholder`, the
 * page title) and the words each island is handed for later (its props: the 3-D view's key
 * help, messages shown after a choice), identifiers and addresses left aside.
 */

const baseUrl = inject("baseUrl");

/** Every word a design can show: a design with every option that has words of its own. */
const rich: Design = {
  ...defaultDesign,
  shape: "freeform",
  shelf: "large",
  spa: "raised",
  features: ["sheer-descent", "rock-waterfall", "scuppers", "deck-jets"],
  lighting: "aqua",
  fireBowls: 2,
  finish: "pebble-blue",
  coping: "travertine",
  deck: "travertine",
};

const pages = [
  ...Object.values(spanishTwins),
  ...launchProjects.map((project) => `/es/proyectos/${project.id}`),
  `/es/disena-tu-alberca?${designQuery(rich)}`,
  `/es/disena-tu-alberca?${designQuery({ ...rich, finish: "quartz-aqua", cover: true, shape: "rectangle" })}`,
  `/es/cotizacion?design=${encodeURIComponent(designQuery(rich))}`,
  "/es/pagina-que-no-existe",
];

/** Words and spellings the glossary replaced; each with why, for the failure message. */
const banned: [RegExp, string][] = [
  [/carousel/i, "carrusel"],
  [/\bslides?\b/i, "diapositiva"],
  [/breadcrumb/i, "Ruta de navegación"],
  [/\bdecks?\b/i, "terraza"],
  [/\bpebble/i, "guijarro"],
  [/\baqua\b/i, "aguamarina"],
  [/\bplunge\b/i, "alberca compacta"],
  [/\bGFCI\b/i, "protección contra fallas eléctricas"],
  [/\bgunite\b|\bshotcrete\b/i, "concreto lanzado"],
  // "concreto lanzado (gunita)" introduces the term; "gunita" alone is a second name for it.
  [/(?<!concreto lanzado \()\bgunita\b/i, "concreto lanzado"],
  [/(?<!tasa de porcentaje anual \()\bAPR\b/, "tasa de porcentaje anual (APR)"],
  [/\bMayús\b/i, "Mayúsculas (⇧)"],
  [/\bestimad[oa]s?\b|\bestimaci[oó]n/i, "precio aproximado (the designer's ballpark) or cotización (a quote)"],
  // "Presupuesto" is the family's budget; the quote is a "cotización".
  [/presupuestos? (gratis|claro|por escrito)|(pedir|preparar|su) presupuestos? gratis|pedir presupuestos|preparar presupuestos/i, "cotización"],
  [/Términos de servicio/i, "Términos del servicio"],
  [/Contratista registrado de albercas residenciales/i, "the warranty page's license line"],
  [/\bpiscinas?\b/i, "alberca (decision 032)"],
];

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ");

/** A string an island is handed that a reader may see: not an identifier, a path or a query. */
const shownLater = (value: string) => !/^[a-z0-9_./?=&%:#-]*$/.test(value) && !value.includes("=") && !value.startsWith("/");

function islandWords(html: string): string[] {
  const words: string[] = [];
  const walk = (value: unknown, key = "") => {
    if (typeof value === "string") {
      if (shownLater(value) && !["src", "srcSet", "query", "href", "path"].includes(key)) words.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  for (const match of html.matchAll(/data-props="([^"]*)"/g)) walk(JSON.parse(decode(match[1]!)));
  return words;
}

/** What a reader of the page sees and hears, in pieces. */
function readable(html: string): string[] {
  const body = html.replace(/<head[\s\S]*?<\/head>/i, (head) => /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "");
  const text = decode(body.replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
  const names = [...html.matchAll(/\s(?:aria-label|aria-roledescription|aria-description|alt|title|placeholder)="([^"]*)"/gi)].map((match) => decode(match[1]!));
  // A template's placeholders (`{{deck}}`) are names in code, filled with words scanned on their own.
  return [text, ...names, ...islandWords(html)].map((piece) => piece.replace(/\{\{\w+\}\}/g, "").trim()).filter(Boolean);
}

describe("the Spanish glossary on every Spanish page", () => {
  it.each(pages)("%s", async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status, path).toBe(path.endsWith("no-existe") ? 404 : 200);
    const pieces = readable(await response.text());
    const found = banned.flatMap(([pattern, instead]) =>
      pieces.flatMap((piece) => {
        const match = pattern.exec(piece);
        return match ? [`"${piece.slice(Math.max(0, match.index - 40), match.index + 40)}" → ${instead}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it("the scan sees accessible names and island words, not only the text", () => {
    const html = `<div aria-roledescription="carousel"></div><img alt="deck"><div data-island="x" data-props="{&quot;words&quot;:{&quot;help&quot;:&quot;Mayús + flechas&quot;},&quot;query&quot;:&quot;deck=travertine&quot;}"></div>`;
    expect(readable(html)).toEqual(["carousel", "deck", "Mayús + flechas"]);
  });

  it("the 3-D view's saved picture is named in Spanish", () => {
    const name = pictureName({ ...rich, finish: "pebble-blue" }, "dusk", designerText("es"));
    expect(name).toBe("bayou-crest-alberca-16x32-de-forma-libre-un-spa-elevado-con-desborde-acabado-de-guijarro-azul-tahoe-atardecer.jpg");
    expect(pictureName(defaultDesign, "day", designerText("en"))).toBe("bayou-crest-16x32-rectangle-pool-white-plaster-day.jpg");
  });
});
