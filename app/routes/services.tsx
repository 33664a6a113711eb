import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ConsultationOffer } from "#app/components/sections/consultation-offer.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ServiceOverviewCard } from "#app/components/sections/service-overview-card.tsx";
import { business } from "#app/config/business.ts";
import { serviceList } from "#app/content/services.ts";
import { pageMeta } from "#app/utils/meta.ts";

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
