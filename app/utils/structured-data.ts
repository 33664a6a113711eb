import { business } from "#app/config/business.ts";
import { absoluteUrl, site } from "#app/config/site.ts";
import { getT } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { ogImageUrl } from "#app/utils/image-urls.ts";

/**
 * schema.org JSON-LD for search engines, built from the business config so the markup never
 * disagrees with the page. No review or rating markup: self-published reviews are not eligible
 * for rich results, and marking them up invites a manual penalty.
 */

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type WeekdayNumber = keyof typeof business.hours;

/** Days that share the same opening and closing time become one specification. */
function openingHoursSpecification() {
  const groups = new Map<string, { opens: string; closes: string; dayOfWeek: string[] }>();
  for (const [index, day] of DAY_NAMES.entries()) {
    const hours = business.hours[(index + 1) as WeekdayNumber];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    const group = groups.get(key) ?? { opens: hours.open, closes: hours.close, dayOfWeek: [] };
    group.dayOfWeek.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: group.dayOfWeek,
    opens: group.opens,
    closes: group.closes,
  }));
}

function areaServed() {
  return business.serviceAreas.map((name) => ({ "@type": "Place", name: `${name}, ${business.address.region}` }));
}

/**
 * The company as a `HomeAndConstructionBusiness`, for the home and contact pages, described in the
 * page's language and pointing at that language's home page (one `@id`: the same business).
 */
export function businessJsonLd(locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": absoluteUrl("/#business"),
    name: business.name,
    description: getT(locale, "common")("site.defaultDescription"),
    url: absoluteUrl(localizedPath("/", locale)),
    image: absoluteUrl(ogImageUrl(site.defaultImageKey)),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    foundingDate: String(business.established),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.address.geo.latitude,
      longitude: business.address.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(),
    areaServed: areaServed(),
    sameAs: business.social.map((profile) => profile.url),
  };
}

/** One service the company offers, provided by the business above (its home page in the page's language). */
export function serviceJsonLd(service: { name: string; description: string; path: string; imageKey: string }, locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    image: absoluteUrl(ogImageUrl(service.imageKey)),
    provider: {
      "@type": "HomeAndConstructionBusiness",
      "@id": absoluteUrl("/#business"),
      name: business.name,
      telephone: business.phone.e164,
      url: absoluteUrl(localizedPath("/", locale)),
    },
    areaServed: areaServed(),
  };
}

export interface Breadcrumb {
  name: string;
  path: string;
}

/** The trail from the home page to a deep page; the home crumb, in the page's language, is added here. */
export function breadcrumbJsonLd(trail: Breadcrumb[], locale: Locale = "en") {
  const crumbs: Breadcrumb[] = [{ name: getT(locale, "common")("nav.home"), path: localizedPath("/", locale) }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A list of pages, in order, each item linked to its own page: the portfolio's projects. */
export function itemListJsonLd(name: string, items: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}
