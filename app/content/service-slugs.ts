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
