import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { PortfolioCardData } from "../cards";
import { projectPath } from "../project";
import { ProjectPhoto } from "./project-photo";

/** Rendered widths of a card's image; a preload of the first one must use the same string. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw";

/** The portfolio grid: one column on phones, two from the md breakpoint, three from lg. */
export function PortfolioGrid({ projects }: { projects: PortfolioCardData[] }) {
  return (
    <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-grid">
      {projects.map((project, index) => (
        <li key={project.id} className="flex [contain-intrinsic-size:auto_560px] [content-visibility:auto]">
          <PortfolioCard project={project} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The whole card is one link target: a link laid over the card, named by the card's title, so
 * assistive technology hears one link per project and the focus ring is drawn around the card.
 */
function PortfolioCard({ project, priority }: { project: PortfolioCardData; priority: boolean }) {
  const titleId = `project-card-${project.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-pool-500 hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-navy-900">
        {project.image ? (
          <ProjectPhoto
            image={project.image}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
          />
        ) : null}
        {/* A scrim under the overlay text keeps it legible over any picture. */}
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950/90 via-navy-950/60 to-transparent px-5 pt-16 pb-4">
          <h2 id={titleId} className="text-xl font-bold text-white text-balance">
            {project.title}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-white">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-aqua-300" />
            {project.location}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-muted">{project.description}</p>
        <p aria-hidden="true" className="mt-auto flex items-center gap-1.5 pt-4 font-semibold text-pool-700">
          View project
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transform-none" />
        </p>
      </div>
      <Link to={projectPath(project.id)} aria-labelledby={titleId} className="absolute inset-0 z-10 rounded-2xl outline-none" />
    </article>
  );
}
