import { business } from "#app/config/business.ts";
import { serviceSlugs, type ServiceSlug } from "#app/content/service-slugs.ts";
import type { english } from "#app/i18n/resources.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { mailtoHref } from "#app/utils/email-address.ts";

/**
 * Every link list of the layout shell (navbar, mobile menu, bottom bar, footer) in one place,
 * so a label or a path changes once. Paths are the English pages'; labels are keys of the
 * `common` catalog. `useNavigation` gives both in the page's language (decision 032).
 */

export interface NavLinkItem {
  label: string;
  href: string;
}

type Common = (typeof english)["common"];
/** A label: a key of `common` whose words take no placeholder. */
type LabelKey =
  | `nav.${keyof Common["nav"]}`
  | `services.${ServiceSlug}`
  | `bottomBar.${Exclude<keyof Common["bottomBar"], "label">}`
  | `footer.${Exclude<keyof Common["footer"], "aboutHeading" | "blurb" | "rights" | `${string}Heading` | "applyFinancing">}`;
interface NavLink {
  label: LabelKey;
  href: string;
}

/** The six service landing pages, in the order of `serviceSlugs`. */
const serviceLinks: NavLink[] = serviceSlugs.map((slug) => ({ label: `services.${slug}`, href: `/${slug}` }));

export const servicesHref = "/services";

/** Entries of the Services dropdown (desktop) and submenu (mobile). */
const servicesMenu: NavLink[] = [{ label: "nav.allServices", href: servicesHref }, ...serviceLinks];

/** The pool designer: plan, price range, and a quote request made from the design. */
export const designHref = "/design";

export const quoteHref = "/get-quote";

/** Primary navigation; the entry whose href is `servicesHref` carries the Services menu. */
const primaryNav: NavLink[] = [
  { label: "nav.home", href: "/" },
  { label: "nav.about", href: "/about" },
  { label: "nav.services", href: servicesHref },
  { label: "nav.portfolio", href: "/portfolio" },
  { label: "nav.contact", href: "/contact" },
  { label: "nav.design", href: designHref },
  { label: "nav.getQuote", href: quoteHref },
];

export type BottomBarIcon = "home" | "quote" | "finance" | "call" | "email";

const bottomBarItems: (NavLink & { icon: BottomBarIcon; internal: boolean })[] = [
  { label: "bottomBar.home", href: "/", icon: "home", internal: true },
  { label: "bottomBar.quote", href: quoteHref, icon: "quote", internal: true },
  { label: "bottomBar.finance", href: "/finance", icon: "finance", internal: true },
  { label: "bottomBar.call", href: business.phone.href, icon: "call", internal: false },
  { label: "bottomBar.email", href: mailtoHref(business.email), icon: "email", internal: false },
];

/** Footer project links: the portfolio, three showcase projects, the designer and the quote form. */
const footerProjectLinks: NavLink[] = [
  { label: "footer.portfolio", href: "/portfolio" },
  { label: "footer.delgado", href: "/portfolio/delgado-family-project" },
  { label: "footer.castillo", href: "/portfolio/castillo-family-project" },
  { label: "footer.prescott", href: "/portfolio/prescott-family-project" },
  { label: "footer.design", href: designHref },
  { label: "footer.quote", href: quoteHref },
];

/** The footer's bottom row: every page of the menus is reachable without opening one. */
const companyLinks: NavLink[] = [
  { label: "footer.about", href: "/about" },
  { label: "footer.contact", href: "/contact" },
  { label: "footer.warranty", href: "/warranty" },
];

const legalLinks: NavLink[] = [
  { label: "footer.privacy", href: "/privacy" },
  { label: "footer.terms", href: "/terms" },
  { label: "footer.sitemap", href: "/sitemap" },
];

/** Every link list in the page's language: labels translated, in-site paths to the language's twin. */
export function useNavigation() {
  const locale = useLocale();
  const t = useT("common");
  const localize = <T extends NavLink>(items: T[]): (Omit<T, "label" | "href"> & NavLinkItem)[] =>
    items.map(({ label, href, ...rest }) => ({ ...rest, label: t(label), href: localizedHref(href, locale) }));
  return {
    locale,
    primaryNav: localize(primaryNav),
    servicesMenu: localize(servicesMenu),
    servicesHref: localizedHref(servicesHref, locale),
    quoteHref: localizedHref(quoteHref, locale),
    designHref: localizedHref(designHref, locale),
    bottomBarItems: localize(bottomBarItems),
    footerProjectLinks: localize(footerProjectLinks),
    companyLinks: localize(companyLinks),
    legalLinks: localize(legalLinks),
  };
}

/** An in-site path in `locale`; phone and mail links as they are. */
export function localizedHref(href: string, locale: Locale): string {
  return href.startsWith("/") ? localizedPath(href, locale) : href;
}

/**
 * Whether `href` is the page being shown or one of its sub-pages. The home page matches only
 * itself, otherwise it would be current everywhere. Matching on a path segment boundary keeps
 * `/portfolio` from claiming `/portfolio-management`.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === "/" || href === localizedPath("/", "es")) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** `aria-current` for a menu link: `end` links are current on their own page only. */
export function currentPage(pathname: string, href: string, end = false): "page" | undefined {
  const current = end ? pathname === href : isCurrentSection(pathname, href);
  return current ? "page" : undefined;
}

/** The Services menu is current on the overview and on every service landing page. */
export function isServicesSection(pathname: string, menu: NavLinkItem[]): boolean {
  return menu.some((item) => isCurrentSection(pathname, item.href));
}
