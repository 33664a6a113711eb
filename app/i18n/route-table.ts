import { localeFromPath, type Locale } from "#app/i18n/locale.ts";

/**
 * The single source of truth for the Spanish URLs (decision 032): each English path with its
 * Spanish twin. `app/routes.ts` mounts the twins on the English pages' route modules, and every
 * link, `hreflang` pair, the language switch and `sitemap.xml` read this table. A pair is listed
 * once its Spanish page is written, so no Spanish URL shows an English page.
 */
export const spanishTwins = {
  "/": "/es",
  "/about": "/es/nosotros",
  "/contact": "/es/contacto",
  "/finance": "/es/financiamiento",
  "/services": "/es/servicios",
  "/design": "/es/disena-tu-alberca",
  "/get-quote": "/es/cotizacion",
  "/custom-pools-spas": "/es/construccion-de-albercas",
  "/upgrades-repairs": "/es/mejoras-y-reparaciones",
  "/pool-servicing": "/es/mantenimiento-de-albercas",
  "/modern-pool-designs": "/es/albercas-modernas",
  "/hot-tub-integration": "/es/jacuzzis-integrados",
  "/professional-installation": "/es/instalacion-profesional",
  "/portfolio": "/es/proyectos",
  "/privacy": "/es/privacidad",
  "/terms": "/es/terminos",
  "/warranty": "/es/garantia",
  "/sitemap": "/es/mapa-del-sitio",
  "/book": "/es/agendar",
} as const satisfies Record<string, `/es${string}`>;

/**
 * Pages that only answer a form or a mail's link (not indexed, no `hreflang` pair, not in the
 * sitemap): their Spanish twins, for the routes and the links that lead to them.
 */
export const spanishFormTwins = {
  "/design/save": "/es/disena-tu-alberca/enviar",
  "/design/unsubscribe": "/es/disena-tu-alberca/sin-recordatorio",
  "/design/card.jpg": "/es/disena-tu-alberca/tarjeta.jpg",
  "/book/visit": "/es/agendar/visita",
  "/design/rendering": "/es/disena-tu-alberca/imagen",
} as const satisfies Record<string, `/es${string}`>;

export type TwinnedPath = keyof typeof spanishTwins | keyof typeof spanishFormTwins;

const allTwins: Record<string, string> = { ...spanishTwins, ...spanishFormTwins };

/**
 * Pages whose path ends in an id the same in both languages: `/portfolio/<id>` is
 * `/es/proyectos/<id>` (a project's id is its public URL and never changes, decision 014).
 */
export const spanishTwinPrefixes = {
  "/portfolio/": "/es/proyectos/",
  /** A rendering's status page, by its secret (decision 040). */
  "/design/rendering/": "/es/disena-tu-alberca/imagen/",
} as const satisfies Record<string, `/es/${string}/`>;

const englishByTwin = new Map<string, string>(Object.entries(spanishTwins).map(([en, es]) => [es, en]));

/** A path under a prefix of `spanishTwinPrefixes` in the other language (one segment after it). */
function prefixTwin(path: string, to: Locale): string | undefined {
  for (const [en, es] of Object.entries(spanishTwinPrefixes)) {
    const [from, into] = to === "es" ? [en, es] : [es, en];
    const id = path.startsWith(from) ? path.slice(from.length) : "";
    if (/^[^/]+$/.test(id)) return into + id;
  }
  return undefined;
}

const spanishOf = (path: string) => (spanishTwins as Record<string, string>)[path] ?? prefixTwin(path, "es");
const englishOf = (path: string) => englishByTwin.get(path) ?? prefixTwin(path, "en");

function splitPath(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
}

/**
 * The page of `englishHref` (a path, maybe with a query or fragment) in `locale`. A page without
 * a Spanish twin yet stays the English page: a link never leads to a missing page.
 */
export function localizedPath(englishHref: string, locale: Locale): string {
  if (locale === "en") return englishHref;
  const [path, rest] = splitPath(englishHref);
  const twin = allTwins[path] ?? spanishOf(path);
  return twin ? twin + rest : englishHref;
}

/** Both pages of a pair, from either of them; undefined for a page without a twin. */
export function pagePair(pathname: string): Record<Locale, string> | undefined {
  const english = localeFromPath(pathname) === "es" ? englishOf(pathname) : pathname;
  const spanish = english ? spanishOf(english) : undefined;
  return english && spanish ? { en: english, es: spanish } : undefined;
}

/** The English path of a page in either language: its twin's for a Spanish page. */
export function englishPathOf(pathname: string): string {
  return localeFromPath(pathname) === "es" ? (englishOf(pathname) ?? pathname) : pathname;
}

/**
 * Where the language switch of a page leads: its twin with the page's query (the state a page
 * keeps there: the designer's design, the quote form's attached design), or the other
 * language's home page.
 */
export function otherLanguagePath(pathname: string, search = ""): string {
  const locale = localeFromPath(pathname);
  const pair = pagePair(pathname);
  const twin = locale === "es" ? pair?.en : pair?.es;
  if (!twin) return locale === "es" ? "/" : spanishTwins["/"];
  return search && search !== "?" ? `${twin}${search.startsWith("?") ? "" : "?"}${search}` : twin;
}
