import { ArrowRight } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import type { FeaturedCardData } from "#app/features/portfolio/cards.ts";
import { FeaturedProjects } from "#app/features/portfolio/components/featured-projects.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { HeadedSection } from "#app/components/sections/headed-section.tsx";

/**
 * Home section `#portfolio`: three featured projects from the portfolio store, in the page's
 * language (a part the owner wrote in English only is marked `lang="en"`).
 */
export function HomeFeaturedProjects({ projects }: { projects: FeaturedCardData[] }) {
  const t = useT("home");
  const locale = useLocale();
  return (
    <HeadedSection id="portfolio" headingId="portfolio-heading" title={t("featured.title")} intro={t("featured.intro")}>
      <div className="mt-12">
        <FeaturedProjects projects={projects} />
      </div>
      <div className="mt-12 text-center">
        <ButtonLink to={localizedPath("/portfolio", locale)} variant="outline">
          {t("featured.viewAll")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}
