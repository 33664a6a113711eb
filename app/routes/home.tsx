import type { Route } from "./+types/home";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { HomeContact } from "#app/routes/sections/home-contact.tsx";
import { HomeFeaturedProjects } from "#app/routes/sections/home-featured-projects.tsx";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import { HomeServices } from "#app/components/sections/home-services.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { loadFeaturedProjects } from "#app/features/portfolio/featured.server.ts";
import { typicalPoolPrice } from "#app/features/portfolio/typical-price.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { keepLastRead } from "#app/db/last-read.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { businessJsonLd } from "#app/utils/structured-data.ts";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localeFromPath, type Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

/** `/` and its Spanish twin `/es` (decision 032): the language is the path's. */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "common");
  return [
    ...pageMeta({
      title: t("site.defaultTitle"),
      exactTitle: true,
      description: t("site.defaultDescription"),
      path: localizedPath("/", locale),
      imageKey: "hero-home",
      jsonLd: [businessJsonLd(locale)],
    }),
    // The hero picture is the largest paint at every width: fetch it with the document.
    // (Public pages render no `links()`.)
  ];
}

// Rendered again on every portfolio change (the server keeps a copy), so the admin's changes show at once.
export const handle = publicDataHandle;

function homeRead(locale: Locale) {
  return keepLastRead(`home page projects and price (${locale})`, async () => {
    const [featuredProjects, typicalPrice] = await Promise.all([loadFeaturedProjects(locale), typicalPoolPrice(getDb())]);
    return { featuredProjects, typicalPrice };
  });
}

// One kept read per language: the featured projects' words are in the page's language.
const readHome: Record<Locale, ReturnType<typeof homeRead>> = { en: homeRead("en"), es: homeRead("es") };

export function loader({ request }: Route.LoaderArgs) {
  return readHome[localeFromPath(new URL(request.url).pathname)]();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT("home");
  const { locale, quoteHref } = useNavigation();
  return (
    <>
      <HomeHero typicalPrice={loaderData.typicalPrice} />
      <HomeServices />
      <HomeFeaturedProjects projects={loaderData.featuredProjects} />
      <TestimonialsSection />
      <CtaBand id="start-heading" title={t("cta.title")} text={t("cta.text")}>
        <ButtonLink to={localizedPath("/contact", locale)} variant="light">
          {t("cta.contact")}
        </ButtonLink>
        <ButtonLink to={quoteHref} variant="outline-light">
          {t("cta.estimate")}
        </ButtonLink>
      </CtaBand>
      <HomeContact />
    </>
  );
}

/** A lead form page: its guard, its native post and the refusal's Retry-After (lead-page.server.ts). */
export { leadPageMiddleware as middleware, leadPageAction as action } from "#app/features/leads/capture/lead-page.server.ts";
export { leadPageHeaders as headers } from "#app/features/leads/capture/action.server.ts";
