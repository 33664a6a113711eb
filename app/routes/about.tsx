import { MapPin } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { pageMeta } from "#app/utils/meta.ts";

export function meta() {
  return pageMeta({
    title: "About Us",
    description: `Since ${business.established}, ${business.name} has designed, built and cared for pools in Pearland, Alvin, Friendswood, Houston and Fort Bend County. Meet the team and our approach.`,
    path: "/about",
    imageKey: "about-story",
  });
}

export default function About() {
  return (
    <>
      <PageHero
        badge={`Established ${business.established}`}
        title="Houston pool builders who stay for the long haul"
        actions={
          <>
            <ButtonLink to="/get-quote" variant="light">
              Schedule a Consultation
            </ButtonLink>
            <ButtonLink to="/portfolio" variant="outline-light">
              View Our Work
            </ButtonLink>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4">
            {business.stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
                <dt className="text-sm font-medium text-white/90">{stat.label}</dt>
                <dd className="tabular mt-2 text-4xl font-bold text-aqua-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <p>
          {business.name} is a family-run design, construction and service company based in {business.address.city}. We
          build pools the way we would want our own built: engineered for Gulf Coast soil, finished with care, and
          backed by a team that answers the phone years after the last inspection.
        </p>
      </PageHero>

      <section aria-labelledby="story-heading" className="py-20 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" title="Our Story" align="left" />
            <div className="mt-6 space-y-4 text-lg text-muted">
              <p>
                We started in {business.established} with one crew, one truck and a simple frustration: too many pools in
                the Houston area were cracking within a few years because they were built as if the ground never moved.
                Our founders had spent their careers in concrete and pool construction, and they knew the clay under our
                yards swells after every wet spring and shrinks in every dry August.
              </p>
              <p>
                So we built differently. Every pool gets a soil-appropriate steel schedule, drainage planned before the
                first shovel, and equipment set above the yard's low point for hurricane season. Homeowners noticed, and
                referrals did the rest.
              </p>
              <p>
                Today our designers, builders and service technicians bring {business.experienceClaim}. We still walk
                every backyard in person, still show every design in 3-D before you sign, and still look after many of the
                pools we built in our first year.
              </p>
            </div>
          </div>
          <div>
            <ResponsiveImage
              imageKey="about-story"
              sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
              className="w-full rounded-3xl shadow-card"
            />
          </div>
        </Container>
      </section>

      <section aria-labelledby="areas-heading" className="bg-sand-50 py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="areas-heading"
            title="Service Areas"
            intro="We design, build and service pools across the south and southwest of Greater Houston."
          />
          <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[...business.serviceAreas, "Surrounding areas"].map((area) => (
              <li key={area} className="flex items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-navy-900 shadow-card ring-1 ring-navy-900/5">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-pool-700" />
                {area}
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-8 max-w-2xl text-center text-muted">
            Not sure whether we cover your neighborhood? If you are within about an hour of our {business.address.city}{" "}
            office, the answer is almost certainly yes. Give us a call.
          </p>
          <div className="mt-8 flex justify-center">
            <CallButton variant="primary" />
          </div>
        </Container>
      </section>
    </>
  );
}
