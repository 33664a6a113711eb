import { MapPin } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { RenderedPicture } from "#app/components/ui/rendered-picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { catalogPageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/about";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { HeadedSection } from "#app/components/sections/headed-section.tsx";

/** Stats in the order of `business.stats`, by their catalog key. */
const STAT_KEYS = ["pools", "years", "satisfaction", "team"] as const;

/** `/about` and its Spanish twin `/es/nosotros` (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  return catalogPageMeta(location.pathname, "about", { path: "/about", imageKey: "about-story", values: { year: business.established } });
}

export default function About() {
  const t = useT("about");
  const common = useT("common");
  const { locale, quoteHref } = useNavigation();
  const city = business.address.city;
  return (
    <>
      <PageHero
        badge={t("badge", { year: business.established })}
        title={t("title")}
        actions={
          <>
            <ButtonLink to={quoteHref} variant="light">
              {t("consultation")}
            </ButtonLink>
            <ButtonLink to={localizedPath("/portfolio", locale)} variant="outline-light">
              {t("work")}
            </ButtonLink>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4">
            {business.stats.map((stat, index) => (
              <div key={stat.label} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
                <dt className="text-sm font-medium text-white/90">{t(`stats.${STAT_KEYS[index] ?? "pools"}`)}</dt>
                <dd className="tabular mt-2 text-4xl font-bold text-aqua-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <p>{t("intro", { name: business.name, city })}</p>
      </PageHero>

      <section aria-labelledby="story-heading" className="py-20 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" title={t("storyHeading")} align="left" />
            <div className="mt-6 space-y-4 text-lg text-muted">
              <p>{t("story1", { year: business.established })}</p>
              <p>{t("story2")}</p>
              <p>{t("story3", { experience: common("experienceClaim") })}</p>
            </div>
          </div>
          <RenderedPicture
            imageKey="about-story"
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
            className="w-full rounded-3xl shadow-card"
          />
        </Container>
      </section>

      <HeadedSection headingId="areas-heading" title={t("areasHeading")} intro={t("areasIntro")} sand>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...businessWords(locale).serviceAreas, t("surrounding")].map((area) => (
            <li key={area} className="flex items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-navy-900 shadow-card ring-1 ring-navy-900/5">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-pool-700" />
              {area}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-muted">{t("areasNote", { city })}</p>
        <div className="mt-8 flex justify-center">
          <CallButton variant="primary" label={common("call")} />
        </div>
      </HeadedSection>
    </>
  );
}
