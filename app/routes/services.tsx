import { ButtonLink } from "~/components/ui/button-link";
import { CallButton } from "~/components/ui/call-button";
import { Container } from "~/components/ui/container";
import { ConsultationOffer } from "~/components/sections/consultation-offer";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceOverviewCard } from "~/components/sections/service-overview-card";
import { business } from "~/config/business";
import { serviceList } from "~/content/services";
import { pageMeta } from "~/utils/meta";

export function meta() {
  return pageMeta({
    title: "Pool Services",
    description: `Custom pools and spas, upgrades and repairs, weekly servicing, modern designs, hot tub integration and professional installation from ${business.name} across Greater Houston.`,
    path: "/services",
    imageKey: "service-custom-pools-spas",
  });
}

export default function Services() {
  return (
    <>
      <PageHero
        badge="Our Services"
        title={`Experience The ${business.name} Difference`}
        actions={
          <>
            <ButtonLink to="/get-quote" variant="light">
              Get a Free Quote
            </ButtonLink>
            <CallButton variant="outline-light" />
          </>
        }
      >
        <p>
          Design, construction, renovation and care from one local team. Whatever stage your pool is at, you deal with
          people who know Gulf Coast soil, storms and summers, and who will still be here next season.
        </p>
      </PageHero>
      <section aria-label="All services" className="py-20 sm:py-24">
        <Container>
          <div className="grid gap-8 md:grid-cols-2">
            {serviceList.map((service) => (
              <ServiceOverviewCard key={service.slug} service={service} />
            ))}
          </div>
          <ConsultationOffer headingId="services-offer-heading" />
        </Container>
      </section>
    </>
  );
}
