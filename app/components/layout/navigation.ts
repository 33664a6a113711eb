import { business } from "#app/config/business.ts";
import { serviceSlugs, type ServiceSlug } from "#app/content/service-slugs.ts";
import { mailtoHref } from "#app/utils/email-address.ts";

/**
 * Every link list of the layout shell (navbar, mobile menu, bottom bar, footer) in one place,
 * so a label or a path changes once.
 */

export interface NavLinkItem {
  label: string;
  href: string;
}

const serviceLabels: Record<ServiceSlug, string> = {
  "custom-pools-spas": "Custom Pools & Spas",
  "upgrades-repairs": "Upgrades & Repairs",
  "pool-servicing": "Pool Servicing",
  "modern-pool-designs": "Modern Pool Designs",
  "hot-tub-integration": "Hot Tub Integration",
  "professional-installation": "Professional Installation",
};

/** The six service landing pages, in the order of `serviceSlugs`. */
export const serviceLinks: NavLinkItem[] = serviceSlugs.map((slug) => ({
  label: serviceLabels[slug],
  href: `/${slug}`,
}));

export const servicesHref = "/services";

/** Entries of the Services dropdown (desktop) and submenu (mobile). */
export const servicesMenu: NavLinkItem[] = [{ label: "All Services", href: servicesHref }, ...serviceLinks];

/** The pool designer: plan, price range, and a quote request made from the design. */
export const designHref = "/design";

/** Primary navigation; the entry whose href is `servicesHref` carries the Services menu. */
export const primaryNav: NavLinkItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: servicesHref },
  { label: "Portfolio", href: "/portfolio" },
  { label: "Contact", href: "/contact" },
  { label: "Design Your Pool", href: designHref },
  { label: "Get Quote", href: "/get-quote" },
];

export const quoteHref = "/get-quote";



export type BottomBarIcon = "home" | "quote" | "finance" | "call" | "email";

export interface BottomBarItem extends NavLinkItem {
  icon: BottomBarIcon;
  /** In-site pages can be the current page; call and mail links never are. */
  internal: boolean;
}

export const bottomBarItems: BottomBarItem[] = [
  { label: "Home", href: "/", icon: "home", internal: true },
  { label: "Quote", href: quoteHref, icon: "quote", internal: true },
  { label: "Finance", href: "/finance", icon: "finance", internal: true },
  { label: "Call", href: business.phone.href, icon: "call", internal: false },
  { label: "Email", href: mailtoHref(business.email), icon: "email", internal: false },
];

/** Footer project links: the portfolio, three showcase projects, the designer and the quote form. */
export const footerProjectLinks: NavLinkItem[] = [
  { label: "Our Portfolio", href: "/portfolio" },
  { label: "Delgado Family Project", href: "/portfolio/delgado-family-project" },
  { label: "Castillo Family Project", href: "/portfolio/castillo-family-project" },
  { label: "Prescott Family Project", href: "/portfolio/prescott-family-project" },
  { label: "Design Your Pool", href: designHref },
  { label: "Get a Free Quote", href: quoteHref },
];

/** The footer's bottom row: every page of the menus is reachable without opening one. */
export const companyLinks: NavLinkItem[] = [
  { label: "About Us", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Warranty", href: "/warranty" },
];

export const legalLinks: NavLinkItem[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Sitemap", href: "/sitemap" },
];

/**
 * Whether `href` is the page being shown or one of its sub-pages. The home page matches only
 * itself, otherwise it would be current everywhere. Matching on a path segment boundary keeps
 * `/portfolio` from claiming `/portfolio-management`.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** `aria-current` for a menu link: `end` links are current on their own page only. */
export function currentPage(pathname: string, href: string, end = false): "page" | undefined {
  const current = end ? pathname === href : isCurrentSection(pathname, href);
  return current ? "page" : undefined;
}

/** The Services menu is current on the overview and on every service landing page. */
export function isServicesSection(pathname: string): boolean {
  return servicesMenu.some((item) => isCurrentSection(pathname, item.href));
}
