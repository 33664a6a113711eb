import { data } from "react-router";
import { business } from "#app/config/business.ts";
import { getDb } from "#app/db/db.server.ts";
import { ProjectPage } from "#app/features/portfolio/components/project-page.tsx";
import { projectPath } from "#app/features/portfolio/project.ts";
import { projectPageData } from "#app/features/portfolio/project-page.server.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { breadcrumbJsonLd } from "#app/utils/structured-data.ts";
import type { Route } from "./+types/portfolio-project";

// Rendered when the project changes (the server keeps a copy): an unlisted project has a page, a
// draft or unknown id is a 404.
export async function loader({ params }: Route.LoaderArgs) {
  const repository = createProjectRepository(getDb());
  const project = await repository.findPublic(params.id);
  if (!project) throw data(null, { status: 404 });
  return projectPageData(repository, project);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { project } = loaderData;
  const path = projectPath(project.id);
  const cover = project.images.find((image) => image.kind === "generated");
  return [
    ...pageMeta({
      title: `${project.title}, ${project.location}`,
      description: `${project.subtitle}. ${project.category}, ${project.size}, built by ${business.name}.`,
      path,
      imageKey: cover?.kind === "generated" ? cover.key : undefined,
      type: "article",
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Portfolio", path: "/portfolio" },
          { name: project.title, path },
        ]),
      ],
    }),
  ];
};

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  return <ProjectPage {...loaderData} />;
}
