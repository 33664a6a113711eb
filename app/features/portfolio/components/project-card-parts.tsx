import type { ReactNode } from "react";
import { MapPin } from "lucide-react";
import { useT } from "#app/i18n/use-locale.ts";
import type { PortfolioCardData } from "#app/features/portfolio/cards.ts";
import { altPart, langOf } from "#app/features/portfolio/project-language.ts";
import { ProjectPhoto } from "#app/features/portfolio/components/project-photo.tsx";

/** Rendered widths of a card's image in a three-column grid; a preload of the first one must use the same string. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw";

/**
 * The top of a project card (the portfolio's, the home page's): a 4:3 box on navy with the
 * project's first image, a rendering labelled as one, and what the card lays over it.
 */
export function ProjectCardPhoto({
  project,
  sizes,
  priority,
  className,
  children,
}: {
  project: Pick<PortfolioCardData, "image" | "photographed" | "english">;
  sizes: string;
  priority?: boolean;
  className: string;
  children?: ReactNode;
}) {
  const common = useT("common");
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-navy-900">
      {project.image ? (
        <ProjectPhoto
          image={project.image}
          sizes={sizes}
          priority={priority}
          label={common(project.photographed ? "imageLabel.presented" : "imageLabel.rendering")}
          lang={langOf(project.english, altPart(project.image))}
          className={className}
        />
      ) : null}
      {children}
    </div>
  );
}

/** Where a project is, on its card. */
export function ProjectCardLocation({ location, className }: { location: string; className?: string }) {
  return (
    <p className={[className, "flex items-center gap-1.5 text-sm font-medium text-muted"].filter(Boolean).join(" ")}>
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-aqua-700" />
      {location}
    </p>
  );
}
