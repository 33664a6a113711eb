import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FeaturedCardData } from "~/features/portfolio/cards";
import { FeaturedProjects } from "~/features/portfolio/components/featured-projects";

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
