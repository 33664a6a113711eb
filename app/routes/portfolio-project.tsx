import { data } from "react-router";
import { business } from "#app/config/business.ts";
import { getDb } from "#app/db/db.server.ts";
import { ProjectPage } from "#app/features/portfolio/components/project-page.tsx";
import { projectPath } from "#app/features/portfolio/project.ts";
import { projectPageData } from "#app/features/portfolio/project-page.server.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { breadcrumbJsonLd } from "#app/utils/structured-data.ts";
import type { Route } from "./+types/portfolio-project";

// Rendered when the project changes (the server keeps a copy): an unlisted project has a page, a
// draft or unknown id is a 404. `/es/proyectos/<id>` is its Spanish twin (decision 032).
export async function loader({ params, request }: Route.LoaderArgs) {
  const repository = createProjectRepository(getDb());
  const project = await repository.findPublic(params.id);
  if (!project) throw data(null, { status: 404 });
  return projectPageData(repository, project, localeFromPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { project } = loaderData;
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "portfolio");
  const path = localizedPath(projectPath(project.id), locale);
  const cover = project.images.find((image) => image.kind === "generated");
  const { subtitle, category, size } = project;
  return [
    ...pageMeta({
      title: `${project.title}, ${project.location}`,
      description: t("project.metaDescription", { subtitle, category, size, name: business.name }),
      path,
      imageKey: cover?.kind === "generated" ? cover.key : undefined,
      imageAlt: cover?.alt,
      type: "article",
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: getT(locale, "common")("nav.portfolio"), path: localizedPath("/portfolio", locale) },
            { name: project.title, path },
          ],
          locale,
        ),
      ],
    }),
  ];
};

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  return <ProjectPage {...loaderData} />;
}
