import { handleLeadAction } from "~/features/leads/action.server";
import { leadGuard } from "~/features/leads/lead-guard.server";
import type { Route } from "./+types/home";
import { TestimonialsIsland } from "~/components/sections/testimonials-carousel";
import { CtaBand } from "~/components/sections/cta-band";
import { HomeContact } from "~/components/sections/home-contact";
import { HomeFeaturedProjects } from "~/components/sections/home-featured-projects";
import { HERO_IMAGE_ABOVE_FOLD, HERO_IMAGE_SIZES, HomeHero } from "~/components/sections/home-hero";
import { HomeServices } from "~/components/sections/home-services";
import { ButtonLink } from "~/components/ui/button-link";
import { site } from "~/config/site";
import { testimonials } from "~/content/testimonials";
import { imagePreloadLink } from "~/features/images/urls";
import { loadFeaturedProjects } from "~/features/portfolio/featured.server";
import { pageMeta } from "~/utils/meta";
import { businessJsonLd } from "~/utils/structured-data";

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
    // On wide screens the hero illustration is the largest paint: fetch it with the document.
    // On phones it is below the fold and waits its turn. (Public pages render no `links()`.)
    { tagName: "link" as const, ...imagePreloadLink("hero-home", HERO_IMAGE_SIZES, HERO_IMAGE_ABOVE_FOLD) },
  ];
}

// Rendered again on every portfolio change (the server keeps a copy), so the admin's changes show at once.
export async function loader() {
  return { featuredProjects: await loadFeaturedProjects() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
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

/** Native (no-JavaScript) form posts land here; the lead pipeline validates and stores them. */
/** Limits and the script (JavaScript) path of every lead POST that reaches this route. */
export const middleware: Route.MiddlewareFunction[] = [leadGuard];

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadAction(request, context);
}
