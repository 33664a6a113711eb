import { TestimonialsIsland } from "#app/components/sections/testimonials-carousel.tsx";
import { testimonials } from "#app/content/testimonials.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

/**
 * The testimonials carousel in the page's language: the server resolves its words and the quotes
 * (translated in Spanish, the clients' own in English) and hands them to the island as props.
 */
export function TestimonialsSection() {
  const t = useT("home");
  const locale = useLocale();
  // A client's town is a service area: "Fort Bend County, TX" reads "Condado de Fort Bend, TX".
  const areas = businessWords(locale).serviceAreas;
  const localPlace = (place: string) =>
    businessWords("en").serviceAreas.reduce((text, area, index) => text.replace(area, areas[index] ?? area), place);
  const quotes = [t("testimonials.quotes.q1"), t("testimonials.quotes.q2"), t("testimonials.quotes.q3"), t("testimonials.quotes.q4"), t("testimonials.quotes.q5")];
  return (
    <TestimonialsIsland
      testimonials={testimonials.map((testimonial, index) => ({
        ...testimonial,
        text: quotes[index] ?? testimonial.text,
        location: localPlace(testimonial.location),
      }))}
      copy={{
        title: t("testimonials.title"),
        intro: t("testimonials.intro"),
        region: t("testimonials.region"),
        previous: t("testimonials.previous"),
        next: t("testimonials.next"),
        // A template the island fills for each slide.
        slide: messagesFor(locale, "home").testimonials.slide,
        stars: messagesFor(locale, "home").testimonials.stars,
        roles: messagesFor(locale, "common").roles,
      }}
    />
  );
}
