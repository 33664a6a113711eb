import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { serviceCardList } from "#app/content/service-cards.ts";
import { ConsultationOffer } from "#app/components/sections/consultation-offer.tsx";

/** Home section `#services`: the six services as cards, then the consultation offer. */
export function HomeServices() {
  return (
    <section id="services" aria-labelledby="services-heading" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="services-heading"
          title="Pool Services for Every Stage"
          intro="From a first sketch to weekly care, one local team designs, builds, upgrades and looks after pools across Greater Houston."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCardList.map((service) => (
            <li key={service.slug} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8">
              <IconTile icon={service.icon} />
              <h3 className="mt-5 text-xl font-semibold text-navy-900">
                <Link to={`/${service.slug}`} className="inline-flex min-h-11 items-center gap-1.5 hover:text-pool-700">
                  {service.cardTitle}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-muted">{service.description}</p>
              <ButtonLink to="/get-quote" variant="outline" className="mt-6 self-start">
                Get Quote<span className="sr-only"> for {service.cardTitle}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
        <ConsultationOffer headingId="services-offer-heading" />
      </Container>
    </section>
  );
}
