import { business } from "#app/config/business.ts";

export const DEFAULT_SITE_URL = "http://127.0.0.1:3000";

/**
 * The public origin, read when the server runs and never fixed by a build: the running server's
 * SITE_URL (validated at start-up); in the browser (the admin app) the page's own origin.
 */
export function siteOrigin(): string {
  const origin = typeof window === "undefined" ? process.env.SITE_URL || DEFAULT_SITE_URL : window.location.origin;
  return origin.replace(/\/+$/, "");
}

export const site = {
  defaultTitle: `${business.name} | Custom Pools & Spas in Greater Houston`,
  defaultDescription: `${business.name} designs, builds, renovates and services custom pools and spas across ${business.serviceAreasSummary}. Free estimates and 3-D design previews.`,
  defaultImageKey: "hero-home",
} as const;

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, `${siteOrigin()}/`).toString();
}
