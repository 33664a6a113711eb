import type { LucideIcon } from "lucide-react";
import { Droplets, Flame, Gem, HardHat, Waves, Wrench } from "lucide-react";
import { type ServiceSlug, serviceSlugs } from "#app/content/service-slugs.ts";

/**
 * What a service card shows, apart from the landing pages' long copy in `services.ts`, so the
 * home page's six cards do not download every page's text.
 */
export interface ServiceCard {
  slug: ServiceSlug;
  /** The landing page's title. */
  title: string;
  /** The shorter title used on cards and in the navigation. */
  cardTitle: string;
  priceLabel: string;
  icon: LucideIcon;
  /** One or two sentences for the cards. */
  description: string;
}

export const serviceCards: Record<ServiceSlug, ServiceCard> = {
  "custom-pools-spas": {
    slug: "custom-pools-spas",
    title: "Custom Pools & Spas",
    cardTitle: "Custom Pools & Spas",
    priceLabel: "Free Estimates",
    icon: Waves,
    description:
      "Gunite pools and spas drawn around your lot, your shade and the way your family actually swims, engineered for Gulf Coast clay.",
  },
  "upgrades-repairs": {
    slug: "upgrades-repairs",
    title: "Pool Upgrades & Repairs",
    cardTitle: "Upgrades & Repairs",
    priceLabel: "Competitive Rates",
    icon: Wrench,
    description:
      "Resurfacing, leak detection, new equipment and automation that bring a tired pool back to life without starting over.",
  },
  "pool-servicing": {
    slug: "pool-servicing",
    title: "Routine Pool Servicing & Maintenance",
    cardTitle: "Pool Servicing",
    priceLabel: "Weekly Service",
    icon: Droplets,
    description:
      "Weekly and bi-weekly visits that keep water balanced, equipment running and the pool ready whenever you are.",
  },
  "modern-pool-designs": {
    slug: "modern-pool-designs",
    title: "Modern Pool Designs",
    cardTitle: "Modern Pool Designs",
    priceLabel: "Custom Pricing",
    icon: Gem,
    description:
      "Clean-lined geometric pools, infinity and perimeter-overflow edges, fire features and lighting for a contemporary backyard.",
  },
  "hot-tub-integration": {
    slug: "hot-tub-integration",
    title: "Hot Tub Integration",
    cardTitle: "Hot Tub Integration",
    priceLabel: "From $25K",
    icon: Flame,
    description:
      "Spas built into a new or existing pool, or stand-alone, with hydrotherapy jets, fast heating and a spillway that ties it all together.",
  },
  "professional-installation": {
    slug: "professional-installation",
    title: "Professional Pool Installation",
    cardTitle: "Professional Installation",
    priceLabel: "Included",
    icon: HardHat,
    description:
      "Licensed, insured crews who handle permits, excavation, steel, plumbing, electrical and clean-up, included with every pool we design.",
  },
};

/** The six service cards, in the order of `serviceSlugs`. */
export const serviceCardList: ServiceCard[] = serviceSlugs.map((slug) => serviceCards[slug]);
