import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { serviceCardList } from "#app/content/service-cards.ts";
import { ConsultationOffer } from "#app/components/sections/consultation-offer.tsx";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { HeadedSection } from "#app/components/sections/headed-section.tsx";

/** Home section `#services`: the six services as cards, then the consultation offer. */
export function HomeServices() {
  const t = useT("home");
  const { locale, quoteHref } = useNavigation();
  return (
    <HeadedSection id="services" headingId="services-heading" title={t("services.title")} intro={t("services.intro")}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {serviceCardList.map((service) => {
          const card = { title: t(`services.cards.${service.slug}.title`), description: t(`services.cards.${service.slug}.description`) };
          return (
          <li key={service.slug} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8">
            <IconTile icon={service.icon} />
            <h3 className="mt-5 text-xl font-semibold text-navy-900">
              <Link to={localizedPath(`/${service.slug}`, locale)} className="inline-flex min-h-11 items-center gap-1.5 hover:text-pool-700">
                {card.title}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-muted">{card.description}</p>
            <ButtonLink to={quoteHref} variant="outline" className="mt-6 self-start">
              {t("services.getQuote")}<span className="sr-only">{t("services.getQuoteFor", { title: card.title })}</span>
            </ButtonLink>
          </li>
          );
        })}
      </ul>
      <ConsultationOffer headingId="services-offer-heading" />
    </HeadedSection>
  );
}
