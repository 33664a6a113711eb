import { ArrowRight } from "lucide-react";
import { DesignLikeThisLink } from "#app/features/portfolio/components/design-like-this-link.tsx";
import { Link } from "react-router";
import type { PortfolioCardData } from "#app/features/portfolio/cards.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { langOf } from "#app/features/portfolio/project-language.ts";
import { CARD_IMAGE_SIZES, ProjectCardLocation, ProjectCardPhoto } from "#app/features/portfolio/components/project-card-parts.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

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
 * The title sits under the picture, never over the pool it shows.
 */
export function PortfolioCard({
  project,
  priority = false,
  headingLevel = 2,
  sizes = CARD_IMAGE_SIZES,
  withDescription = true,
}: {
  project: PortfolioCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
  sizes?: string;
  withDescription?: boolean;
}) {
  const t = useT("portfolio");
  const locale = useLocale();
  const titleId = `project-card-${project.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleLang = langOf(project.english, "title");
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-pool-500 hover:shadow-lg"
    >
      <ProjectCardPhoto
        project={project}
        sizes={sizes}
        priority={priority}
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading id={titleId} lang={titleLang} className="text-xl font-bold text-navy-900 text-balance">
          {project.title}
        </Heading>
        <ProjectCardLocation location={project.location} className="mt-1" />
        {withDescription ? (
          <p lang={langOf(project.english, "description")} className="mt-3 text-muted">
            {project.description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 pt-4">
          <p aria-hidden="true" className="flex items-center gap-1.5 font-semibold text-pool-700">
            {t("card.view")}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transform-none" />
          </p>
          {/* Above the card's own link, so it is a door of its own into the designer. */}
          <DesignLikeThisLink project={project} className="relative z-20" />
        </div>
      </div>
      <Link to={localizedPath(projectPath(project.id), locale)} aria-labelledby={titleId} className="absolute inset-0 z-10 rounded-2xl outline-none" />
    </article>
  );
}
