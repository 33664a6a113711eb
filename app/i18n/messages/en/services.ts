import { business } from "#app/config/business.ts";
import { serviceList } from "#app/content/services.ts";
import { perService, type ServiceSlug } from "#app/content/service-slugs.ts";

/** A card of the overview: the service content's own words in English (content/services.ts). */
const card = (slug: ServiceSlug) => {
  const service = serviceList.find((item) => item.slug === slug)!;
  const { cardTitle, priceLabel, description, features, benefits } = service;
  return {
    title: cardTitle,
    priceLabel,
    description,
    f1: features[0] ?? "",
    f2: features[1] ?? "",
    f3: features[2] ?? "",
    b1: benefits[0] ?? "",
    b2: benefits[1] ?? "",
    b3: benefits[2] ?? "",
  };
};

/** The Services overview page. */
export const services = {
  metaTitle: "Pool Services",
  metaDescription:
    "Custom pools and spas, upgrades and repairs, weekly servicing, modern designs, hot tub integration and professional installation from {{name}} across Greater Houston.",
  badge: "Our Services",
  title: `Experience The ${business.name} Difference`,
  quote: "Get a Free Quote",
  intro:
    "Design, construction, renovation and care from one local team. Whatever stage your pool is at, you deal with people who know Gulf Coast soil, storms and summers, and who will still be here next season.",
  listLabel: "All services",
  features: "Key features",
  benefits: "Benefits",
  professional: "Professional service",
  getQuote: "Get Quote",
  getQuoteFor: " for {{title}}",
  cards: perService(card),
} as const;
