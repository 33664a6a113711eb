import { type ServiceSlug, serviceSlugs } from "#app/content/service-slugs.ts";
import { getService } from "#app/content/services.ts";
import { generatedAlt } from "#app/utils/image-urls.ts";

/**
 * A landing page's own words; in English they are content/services.ts's as they are (one English
 * source), and its picture's alt text the image manifest's.
 */
const words = (slug: ServiceSlug) => {
  const { title, cardTitle, summary, intro, features, benefits, prose } = getService(slug)!;
  return { title, cardTitle, summary, intro, features, benefits, prose, imageAlt: generatedAlt(`service-${slug}`, "en") };
};

type PageWords = ReturnType<typeof words>;

/** The six service landing pages (`/<slug>` and their Spanish twins): the frame's words, then each page's. */
export const servicePages = {
  badge: "Our Services",
  quote: "Get a Free Quote",
  design: "Design Your Pool",
  sectionsLabel: "Features and benefits",
  featuresHeading: "Key Features of Our {{title}} Service",
  benefitsHeading: "Benefits You'll Enjoy",
  aboutLabel: "About our {{service}} service",
  consultation: "Schedule your free consultation",
  examplesTitle: "Example Projects",
  examplesIntro: "Projects from our portfolio that show our {{service}} work, each with its own page of pictures and details.",
  wholePortfolio: "See the whole portfolio",
  estimateTitle: "Get Your Free Estimate",
  estimateText: "Call us or request a quote online. We will visit, listen and put a clear, written estimate in your hands.",
  requestQuote: "Request a Free Quote",
  pages: Object.fromEntries(serviceSlugs.map((slug) => [slug, words(slug)])) as Record<ServiceSlug, PageWords>,
} as const;
