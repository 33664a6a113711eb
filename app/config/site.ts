import { business } from "./business";

/**
 * The public origin, fixed at build time (Vite `define`) so prerendered pages and per-request
 * pages print the same canonical URLs. Change SITE_URL, then rebuild.
 */
export const SITE_URL: string = __SITE_URL__.replace(/\/+$/, "");

export const site = {
  url: SITE_URL,
  defaultTitle: `${business.name} | Custom Pools & Spas in Greater Houston`,
  defaultDescription: `${business.name} designs, builds, renovates and services custom pools and spas across ${business.serviceAreasSummary}. Free estimates and 3-D design previews.`,
  defaultImageKey: "hero-home",
  locale: "en_US",
} as const;

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, `${SITE_URL}/`).toString();
}
