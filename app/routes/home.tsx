import { handleLeadAction } from "#app/features/leads/capture/action.server.ts";
import { leadGuard } from "#app/features/leads/capture/lead-guard.server.ts";
import type { Route } from "./+types/home";
import { TestimonialsIsland } from "#app/components/sections/testimonials-carousel.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { HomeContact } from "#app/routes/sections/home-contact.tsx";
import { HomeFeaturedProjects } from "#app/routes/sections/home-featured-projects.tsx";
import { HERO_IMAGE_SIZES, HomeHero } from "#app/components/sections/home-hero.tsx";
import { HomeServices } from "#app/components/sections/home-services.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { site } from "#app/config/site.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { imagePreloadLink } from "#app/utils/image-urls.ts";
import { loadFeaturedProjects } from "#app/features/portfolio/featured.server.ts";
import { typicalPoolPrice } from "#app/features/portfolio/typical-price.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { businessJsonLd } from "#app/utils/structured-data.ts";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

export function meta() {
  return [
    ...pageMeta({
      title: site.defaultTitle,
      exactTitle: true,
      description: site.defaultDescription,
      path: "/",
      imageKey: "hero-home",
      jsonLd: [businessJsonLd()],
    }),
    // The hero picture is the largest paint at every width: fetch it with the document.
    // (Public pages render no `links()`.)
    { tagName: "link" as const, ...imagePreloadLink("hero-home", HERO_IMAGE_SIZES) },
  ];
}

// Rendered again on every portfolio change (the server keeps a copy), so the admin's changes show at once.
export const handle = publicDataHandle;

export async function loader() {
  const [featuredProjects, typicalPrice] = await Promise.all([loadFeaturedProjects(), typicalPoolPrice(getDb())]);
  return { featuredProjects, typicalPrice };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero typicalPrice={loaderData.typicalPrice} />
      <HomeServices />
      <HomeFeaturedProjects projects={loaderData.featuredProjects} />
      <TestimonialsIsland testimonials={testimonials} />
      <CtaBand
        id="start-heading"
        title="Start Your Pool Project Today"
        text="Book a free consultation before the spring rush. Permits and HOA reviews take time, and the best build slots go early."
      >
        <ButtonLink to="/contact" variant="light">
          Contact Us Today
        </ButtonLink>
        <ButtonLink to="/get-quote" variant="outline-light">
          Free Estimate
        </ButtonLink>
      </CtaBand>
      <HomeContact />
    </>
  );
}

/** Limits and the script (JavaScript) path of every lead POST that reaches this route. */
export const middleware: Route.MiddlewareFunction[] = [leadGuard];

/** Native (no-JavaScript) form posts land here; the lead pipeline validates and stores them. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadAction(request, context);
}
