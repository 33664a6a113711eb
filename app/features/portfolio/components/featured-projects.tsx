import { ArrowRight } from "lucide-react";
import { DesignLikeThisLink } from "#app/features/portfolio/components/design-like-this-link.tsx";
import { Link } from "react-router";
import { CheckList } from "#app/components/ui/check-list.tsx";
import type { FeaturedCardData } from "#app/features/portfolio/cards.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { CARD_IMAGE_SIZES, ProjectCardLocation, ProjectCardPhoto } from "#app/features/portfolio/components/project-card-parts.tsx";
import { langOf } from "#app/features/portfolio/project-language.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

/**
 * The home page's featured project cards. The data comes from `loadFeaturedProjects()`
 * (featured.server.ts), called in the home route's loader.
 */
export function FeaturedProjects({ projects }: { projects: FeaturedCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="featured-projects">
      {projects.map((project) => (
        <li key={project.id} className="flex">
          <FeaturedProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

function FeaturedProjectCard({ project }: { project: FeaturedCardData }) {
  const titleId = `featured-project-${project.id}`;
  const t = useT("home");
  const locale = useLocale();
  const titleLang = langOf(project.english, "title");
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5"
    >
      <ProjectCardPhoto project={project} sizes={CARD_IMAGE_SIZES} className="size-full object-cover">
        <span lang={langOf(project.english, "category")} className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-sm font-semibold text-pool-800 shadow-card">
          {project.category}
        </span>
      </ProjectCardPhoto>
      <div className="flex flex-1 flex-col p-6">
        <ProjectCardLocation location={project.location} />
        <h3 id={titleId} lang={titleLang} className="mt-2 text-xl font-bold text-navy-900 text-balance">
          {project.title}
        </h3>
        <CheckList items={project.features} lang={langOf(project.english, "features")} className="mt-4 text-ink" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 pt-4">
          <Link
            to={localizedPath(projectPath(project.id), locale)}
            className="inline-flex min-h-12 items-center gap-2 font-semibold text-pool-700 underline-offset-4 hover:underline"
          >
            {t("featured.details")}
            <span className="sr-only">: <span lang={titleLang}>{project.title}</span></span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <DesignLikeThisLink project={project} />
        </div>
      </div>
    </article>
  );
}
