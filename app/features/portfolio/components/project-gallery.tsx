import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import type { ProjectImage } from "#app/features/portfolio/project.ts";
import { CarouselButton, useCarouselMoves } from "#app/components/ui/carousel-controls.tsx";
import { island } from "#app/islands/island.tsx";
import { ProjectPhoto } from "#app/features/portfolio/components/project-photo.tsx";
import { altPart, langOf, type EnglishPart } from "#app/features/portfolio/project-language.ts";
import { fill } from "#app/i18n/catalog.ts";

/** The gallery's words in the page's language (the portfolio catalog's `gallery`), given by the server. */
export interface GalleryCopy {
  label: string;
  slide: string;
  previous: string;
  next: string;
  scrollHint: string;
  /** `aria-roledescription` of the carousel and of a slide (the common catalog's `roles`). */
  roles: { carousel: string; slide: string };
}

/** Rendered widths of the gallery. */
const GALLERY_SIZES = "(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw";

/**
 * The project's images as a looping carousel with previous/next buttons, arrow keys and swipe.
 * The server renders a horizontally scrolling strip with scroll snap, so without JavaScript every
 * image stays reachable; once Embla takes over, the strip becomes the carousel viewport.
 */
export function ProjectGallery({
  images,
  title,
  copy,
  english,
  renderingLabel,
}: {
  images: ProjectImage[];
  /** The caption of the project's renderings (`common.imageLabel`), chosen by the server. */
  renderingLabel: string;
  title: string;
  copy: GalleryCopy;
  /** On a Spanish page, the alt texts still in English. */
  english?: EnglishPart[];
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1, duration: 22 });
  const [selected, setSelected] = useState(0);
  const ready = embla !== undefined;

  useEffect(() => {
    if (!embla) return;
    // A visitor may have scrolled the no-JS strip before hydration; Embla positions by transform.
    embla.rootNode().scrollLeft = 0;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const { previous, next, onKeyDown } = useCarouselMoves(embla);

  const many = images.length > 1;
  return (
    <section
      aria-roledescription={copy.roles.carousel}
      aria-label={fill(copy.label, { title })}
      className="overflow-hidden rounded-2xl bg-navy-900 shadow-card"
    >
      <div
        ref={viewportRef}
        // Focusable so the arrow keys work once a keyboard user reaches the images.
        tabIndex={many ? 0 : undefined}
        onKeyDown={many ? onKeyDown : undefined}
        className={
          ready
            ? "overflow-hidden focus-visible:outline-offset-[-3px]"
            : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-offset-[-3px]"
        }
        data-testid="gallery-viewport"
      >
        <div className={ready ? "flex touch-pan-y" : "flex"}>
          {images.map((image, index) => (
            <div
              key={image.kind === "generated" ? image.key : image.id}
              role="group"
              aria-roledescription={copy.roles.slide}
              aria-label={fill(copy.slide, { n: index + 1, count: images.length })}
              className="relative aspect-[3/2] min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              <ProjectPhoto image={image} sizes={GALLERY_SIZES} label={renderingLabel} lang={langOf(english, altPart(image))} className="size-full object-cover" />
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="flex items-center justify-between gap-4 bg-navy-900 px-3 py-2 text-white">
          {ready ? (
            <>
              <CarouselButton label={copy.previous} onClick={previous} tone="dark">
                <ChevronLeft aria-hidden="true" className="size-6" />
              </CarouselButton>
              <p role="status" className="tabular text-sm font-medium" data-testid="gallery-status">
                {fill(copy.slide, { n: selected + 1, count: images.length })}
              </p>
              <CarouselButton label={copy.next} onClick={next} tone="dark">
                <ChevronRight aria-hidden="true" className="size-6" />
              </CarouselButton>
            </>
          ) : (
            <p className="w-full py-3 text-center text-sm font-medium">
              {fill(copy.scrollHint, { count: images.length })}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

export const ProjectGalleryIsland = island("project-gallery", ProjectGallery);
