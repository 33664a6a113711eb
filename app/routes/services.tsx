import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ConsultationOffer } from "#app/components/sections/consultation-offer.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ServiceOverviewCard } from "#app/components/sections/service-overview-card.tsx";
import { serviceList } from "#app/content/services.ts";
import { catalogPageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/services";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

/** `/services` and its Spanish twin `/es/servicios` (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  return catalogPageMeta(location.pathname, "services", { path: "/services", imageKey: "service-custom-pools-spas" });
}

export default function Services() {
  const t = useT("services");
  const call = useT("common")("call");
  const { quoteHref } = useNavigation();
  return (
    <>
      <PageHero
        badge={t("badge")}
        title={t("title")}
        actions={
          <>
            <ButtonLink to={quoteHref} variant="light">
              {t("quote")}
            </ButtonLink>
            <CallButton variant="outline-light" label={call} />
          </>
        }
      >
        <p>{t("intro")}</p>
      </PageHero>
      <section aria-label={t("listLabel")} className="py-20 sm:py-24">
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
