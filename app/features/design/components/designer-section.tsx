import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { Design3dSlot } from "#app/features/design/components/design-3d-slot.tsx";
import { DesignerIsland } from "#app/features/design/components/designer.tsx";
import { designerIslandText, designerText } from "#app/features/design/designer-text.ts";
import type { Design } from "#app/features/design/model.ts";
import type { Pricing } from "#app/features/design/pricing.ts";
import { SAVE_DESIGN_PATH } from "#app/features/design/save-design-form.ts";
import { RENDERING_PATH } from "#app/features/design/rendering-form.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import type { Locale } from "#app/i18n/locale.ts";

export interface DesignerSectionProps {
  design: Design;
  /** The query string as requested: the form's values, kept even when refused. */
  query: string;
  pricing: Pricing;
  /** The page's language: its words, and the paths its forms go to. */
  locale: Locale;
  /** Whether "Get a photoreal rendering" is offered (renderings on, decision 040). */
  renderings?: boolean;
  /** "See it in your yard" (features/backyard), which this feature does not import. */
  yard?: ReactNode;
}

/**
 * The part of `/design` (and its Spanish twin) that depends on the design: everything else on
 * the page is the same for every design, so the server renders this section alone for a design
 * it has not kept yet (server/design-pages.ts) and sets it into the rest of the page.
 */
export function DesignerSection({ design, query, pricing, locale, renderings = false, yard }: DesignerSectionProps) {
  const { words } = designerText(locale);
  return (
    <section aria-label={words.sectionLabel} className="bg-sand-50 py-6 sm:py-14">
      <Container>
        {/* On a phone the price follows the 3-D view, so both are on the first screen; "See it in your yard" comes after them. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 [grid-template-areas:'scene'_'price'_'yard'_'plan'_'form'_'lines'] lg:grid-cols-[minmax(0,1fr)_26rem] lg:[grid-template-areas:'scene_form'_'yard_form'_'plan_form'_'price_form'_'lines_form'] lg:[grid-template-rows:auto_auto_auto_auto_1fr] lg:items-start">
          <div id="design-3d" className="[grid-area:scene] empty:hidden" data-design-3d-slot>
            <Design3dSlot design={design} locale={locale} />
          </div>
          <div className="[grid-area:yard] empty:hidden">{yard}</div>
          <DesignerIsland
            query={query}
            pricing={pricing}
            text={designerIslandText(locale)}
            path={localizedPath("/design", locale)}
            quotePath={localizedPath("/get-quote", locale)}
            financePath={localizedPath("/finance", locale)}
            savePath={localizedPath(SAVE_DESIGN_PATH, locale)}
            renderingPath={renderings ? localizedPath(RENDERING_PATH, locale) : undefined}
          />
        </div>
      </Container>
    </section>
  );
}
