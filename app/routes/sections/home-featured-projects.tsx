import { ArrowRight } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { FeaturedCardData } from "#app/features/portfolio/cards.ts";
import { FeaturedProjects } from "#app/features/portfolio/components/featured-projects.tsx";

/** Home section `#portfolio`: three featured projects from the portfolio store. */
export function HomeFeaturedProjects({ projects }: { projects: FeaturedCardData[] }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="portfolio-heading"
          title="Our Featured Projects"
          intro="Recent backyards we designed and built in Houston, Pearland and Friendswood."
        />
        <div className="mt-12">
          <FeaturedProjects projects={projects} />
        </div>
        <div className="mt-12 text-center">
          <ButtonLink to="/portfolio" variant="outline">
            View All Projects
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
