/** The six service landing pages, in the order every list of them shows; each slug is also the page's path. */
export const serviceSlugs = [
  "custom-pools-spas",
  "upgrades-repairs",
  "pool-servicing",
  "modern-pool-designs",
  "hot-tub-integration",
  "professional-installation",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** One value per service, keyed by slug (a catalog's cards, say). */
export function perService<T>(valueFor: (slug: ServiceSlug) => T): Record<ServiceSlug, T> {
  return Object.fromEntries(serviceSlugs.map((slug) => [slug, valueFor(slug)])) as Record<ServiceSlug, T>;
}
