import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import type { Testimonial } from "#app/content/testimonials.ts";
import { CarouselButton, useCarouselMoves } from "#app/components/ui/carousel-controls.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { StarRating } from "#app/components/ui/star-rating.tsx";
import { fill } from "#app/i18n/catalog.ts";
import { island } from "#app/islands/island.tsx";

/** The section's words in the page's language, handed in by the server (an island carries no catalog). */
export interface TestimonialsCopy {
  title: string;
  intro: string;
  region: string;
  previous: string;
  next: string;
  /** "{{index}} of {{count}}" */
  slide: string;
  /** "{{rating}} out of 5 stars" */
  stars: string;
  /** `aria-roledescription` of the carousel and of a slide, in the page's language. */
  roles: { carousel: string; slide: string };
}

/**
 * Client Testimonials (home and service pages): an endless carousel of whole cards (1, 2 or 3
 * slides by breakpoint, aligned to the start so none is cut in half) with buttons, arrow keys and dragging. It never moves on its own. Until the
 * script runs (or without JavaScript) the slides are a plain list that scrolls sideways, so
 * every review is still reachable.
 */
export function TestimonialsCarousel({ testimonials, copy }: { testimonials: Testimonial[]; copy: TestimonialsCopy }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  // Embla exists only in the browser, after hydration: until then the list scrolls natively.
  const ready = api !== undefined;

  useEffect(() => {
    // Embla moves slides with transforms; any native sideways scroll left over from before the
    // script ran would offset them, so the viewport starts from zero.
    if (api) api.rootNode().scrollLeft = 0;
  }, [api]);

  const { previous, next, onKeyDown } = useCarouselMoves(api);

  const count = testimonials.length;
  return (
    <section id="testimonials" className="bg-sand-50 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          title={copy.title}
          intro={copy.intro}
        />
        <div
          role="region"
          aria-roledescription={copy.roles.carousel}
          aria-label={copy.region}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="mt-12 rounded-2xl"
        >
          {/* Once Embla runs, a mouse press on a slide starts a drag: it must not also select the review text. */}
          <div
            ref={viewportRef}
            className={ready ? "overflow-hidden select-none" : "overflow-x-auto"}
            data-testid="testimonials-viewport"
          >
            <ul className="-ml-6 flex touch-pan-y py-2">
              {testimonials.map((testimonial, index) => (
                <li key={testimonial.name} className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3">
                  {/* The slide's group role sits on a wrapper: a figure with a caption keeps its own role. */}
                  <div role="group" aria-roledescription={copy.roles.slide} aria-label={fill(copy.slide, { index: index + 1, count })} className="h-full" data-testid="testimonial-slide">
                  <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-navy-900/5 sm:p-8">
                    <StarRating label={fill(copy.stars, { rating: 5 })} />
                    <blockquote className="mt-4 flex-1 text-ink">
                      <p>“{testimonial.text}”</p>
                    </blockquote>
                    <figcaption className="mt-6 border-t border-sand-200 pt-4">
                      <span className="block font-semibold text-navy-900">{testimonial.name}</span>
                      <span className="block text-sm text-muted">{testimonial.location}</span>
                    </figcaption>
                  </figure>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className={`mt-8 flex justify-center gap-4 ${ready ? "" : "invisible"}`}>
            <CarouselButton label={copy.previous} onClick={previous} tone="light">
              <ChevronLeft aria-hidden="true" className="size-6" />
            </CarouselButton>
            <CarouselButton label={copy.next} onClick={next} tone="light">
              <ChevronRight aria-hidden="true" className="size-6" />
            </CarouselButton>
          </div>
        </div>
      </Container>
    </section>
  );
}

export const TestimonialsIsland = island("testimonials", TestimonialsCarousel);
