import { business } from "#app/config/business.ts";
import { type LegalDocument, privacyPolicy, termsOfService } from "#app/content/legal.ts";
import { siteIndex } from "#app/utils/site-index.ts";

const pageTitles: Record<string, string> = Object.fromEntries(
  siteIndex([])
    .flatMap((group) => (group.name === "Services" ? group.entries.slice(0, 1) : group.entries))
    .map((entry) => [entry.path, entry.title]),
);

/** A policy's words; in English content/legal.ts's as they are. Its date stays there: a fact, not words. */
const words = ({ title, summary, sections }: LegalDocument) => ({ title, summary, sections });

/** The privacy, terms and warranty pages and the HTML sitemap. */
export const legal = {
  updated: "Last updated:",
  privacy: words(privacyPolicy),
  /** Added to the privacy page's "How long we keep it", from the server's backup settings. */
  privacyBackups: {
    scheduled:
      "Copies of our database kept as backups hold what we deleted for up to {{days}} days, until the oldest copy is replaced; after that it is gone from them too.",
    manual:
      "We keep the last {{copies}} backup copies of our database, which hold what we deleted until newer copies replace them.",
  },
  terms: words(termsOfService),
  warranty: {
    metaTitle: "Our Warranty",
    metaDescription: `What the written warranty on every ${business.shortName} pool covers, for how long, and how a claim works. Licensed and insured.`,
    badge: "Warranty Protected",
    title: "Our Warranty",
    summary: business.warranty.summary,
    coverageHeading: "What is covered, and for how long",
    /** In the order of `business.warranty.coverage`. */
    coverage: business.warranty.coverage,
    conditionsHeading: "Conditions",
    conditions: business.warranty.conditions,
    credentialsHeading: "Licensed & Insured",
    licenceLabel: "License",
    licence: business.credentials.licence,
    insuranceLabel: "Insurance",
    insurance: business.credentials.insurance,
    ctaTitle: "Questions about a claim or the cover?",
    ctaText: "Call us or send a message and we will walk you through the cover for your pool.",
    message: "Send a Message",
  },
  sitemap: {
    title: "Sitemap",
    description: "Every page of the site: our services, our portfolio of pool projects, financing, contact and quote pages.",
    groups: { Pages: "Pages", Services: "Services", Portfolio: "Portfolio" },
    /** Page names by English path, as the site index names them; services and projects are named by their own words. */
    pages: pageTitles,
  },
} as const;
