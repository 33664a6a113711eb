import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { Logger } from "pino";
import { getDb } from "#app/db/db.server.ts";
import { BackyardSlot } from "#app/features/backyard/components/backyard-slot.tsx";
import { DesignerSection } from "#app/features/design/components/designer-section.tsx";
import { DESIGNER_PATH } from "#app/features/design/designer-funnel.ts";
import { defaultDesign, designFields, type Design } from "#app/features/design/model.ts";
import { loadPricing } from "#app/features/design/pricing-store.server.ts";
import { designQuery, MAX_QUERY_LENGTH, parseDesignQuery } from "#app/features/design/query.ts";
import { renderingsOffered } from "#app/features/renderings/offered.server.ts";
import { LOCALES, type Locale } from "#app/i18n/locale.ts";
import { localizedPath, otherLanguagePath } from "#app/i18n/route-table.ts";
import { createDesignPages, type DesignPage, type DesignPages } from "#server/design-pages.ts";
import { createSectionParts } from "#server/section-parts.ts";

/** Designer pages kept by their design, each its own ≈ 7 KB of gzip and ≈ 2 KB around it: about 3,500 designs. */
const DESIGN_PAGES_MAX_BYTES = 32 * 1024 * 1024;
/** Spanish designer pages have their own keep (decision 032: a page's language is its path's), a quarter of the English one's. */
const SPANISH_DESIGN_PAGES_MAX_BYTES = DESIGN_PAGES_MAX_BYTES / 4;
/** A designer section's rendered parts and glue, each, per language (section-parts.ts). */
const DESIGN_SECTION_PARTS_MAX_BYTES = 2 * 1024 * 1024;

const designFieldNames = new Set<string>(designFields);

export interface DesignerPagesOptions {
  /** A page rendered as its kept copy is (server/app.ts). */
  renderForCopy(pathname: string): Promise<{ status: number; contentType: string; body: Buffer }>;
  /** The public data version the page copies were built from. */
  version(): number | undefined;
  logger: Logger;
}

/**
 * The designer's pages, kept by design, one keep per language: `/design` and its Spanish twin
 * each have their own template, so a Spanish URL is never answered with an English page
 * (design-pages.ts says how a page is joined from its template and its design's section).
 */
export function createDesignerPages({ renderForCopy, version, logger }: DesignerPagesOptions) {
  const pagesIn = (locale: Locale): DesignPages =>
    createDesignPages({
      version,
      renderTemplate: async () => {
        // The prices the whole page is rendered with are read first; an edit landing in between
        // makes the section not match the page (no template until the next version).
        const { pricing } = await loadPricing(getDb());
        const section = (design: Design, query: string) =>
          createElement(DesignerSection, { design, query, pricing, locale, renderings: renderingsOffered(), yard: createElement(BackyardSlot, { design, locale }) });
        // Kept with the template: a price change drops them with it.
        const parts = createSectionParts({ maxBytes: DESIGN_SECTION_PARTS_MAX_BYTES });
        const query = designQuery(defaultDesign);
        const path = localizedPath(DESIGNER_PATH, locale);
        const page = await renderForCopy(`${path}?${query}`);
        if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
        // The head's share tags name the design as React writes an attribute.
        const writeHeadQuery = (design: Design) => designQuery(design).replaceAll("&", "&amp;");
        return {
          page: page.body,
          design: defaultDesign,
          query,
          section: renderToString(section(defaultDesign, query)),
          render: (design: Design, query: string) => parts.render(section(design, query)),
          headQuery: writeHeadQuery(defaultDesign),
          switchPrefix: `<a href="${otherLanguagePath(path)}?`,
          writeHeadQuery,
          contentType: page.contentType,
        };
      },
      maxBytes: locale === "en" ? DESIGN_PAGES_MAX_BYTES : SPANISH_DESIGN_PAGES_MAX_BYTES,
      logger,
    });
  const keeps = new Map(LOCALES.map((locale) => [localizedPath(DESIGNER_PATH, locale), pagesIn(locale)]));

  return {
    /** Each language's keep, by the designer's path in that language. */
    keeps: keeps as ReadonlyMap<string, DesignPages>,
    /**
     * The page for a designer path and query, from its keep; undefined when the page must be
     * rendered whole (a key of the page's own, an invalid or over-long query).
     */
    page(pathname: string, query: string): Promise<DesignPage | null> | undefined {
      if (query.length > MAX_QUERY_LENGTH) return undefined;
      const params = new URLSearchParams(query);
      // Keys of the page's own (the project a design started from, a campaign's UTM tags) are
      // written into the page: such a page is rendered whole, not joined from the kept ones.
      if ([...params.keys()].some((key) => !designFieldNames.has(key))) return undefined;
      const parsed = parseDesignQuery(params);
      if (Object.keys(parsed.errors).length > 0) return undefined;
      // One key per design whatever the spelling; the bare page keeps its empty query.
      return keeps.get(pathname)!.get(query === "" ? "" : designQuery(parsed.design), parsed.design);
    },
  };
}
