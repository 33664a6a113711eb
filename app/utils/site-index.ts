import { serviceList } from "#app/content/services.ts";

/**
 * Every public URL of the site, grouped as the HTML sitemap shows them. `/sitemap.xml` and
 * `/sitemap` are both built from `siteIndex`, so they can never list different pages.
 */

export interface SiteIndexEntry {
  path: string;
  title: string;
  /** Known for store-backed pages only; static pages change with a deploy. */
  lastModified?: Date;
}

export interface SiteIndexGroup {
  name: "Pages" | "Services" | "Portfolio";
  entries: SiteIndexEntry[];
}

/** A project with a public page (published or unlisted). */
export interface PublicProjectLink {
  path: string;
  title: string;
  updatedAt: Date;
}

const pages: SiteIndexEntry[] = [
  { path: "/", title: "Home" },
  { path: "/about", title: "About Us" },
  { path: "/finance", title: "Financing" },
  { path: "/contact", title: "Contact Us" },
  { path: "/design", title: "Design Your Pool" },
  { path: "/get-quote", title: "Get a Free Quote" },
  { path: "/book", title: "Book a Free Site Visit" },
  { path: "/warranty", title: "Our Warranty" },
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/sitemap", title: "Sitemap" },
];

export function siteIndex(projects: readonly PublicProjectLink[]): SiteIndexGroup[] {
  return [
    { name: "Pages", entries: pages },
    {
      name: "Services",
      entries: [
        { path: "/services", title: "All Services" },
        ...serviceList.map((service) => ({ path: `/${service.slug}`, title: service.title })),
      ],
    },
    {
      name: "Portfolio",
      entries: [
        { path: "/portfolio", title: "Our Portfolio" },
        ...projects.map(({ path, title, updatedAt }) => ({ path, title, lastModified: updatedAt })),
      ],
    },
  ];
}
