import { createProjectRepository } from "~/features/portfolio/repository.server";
import { getDb } from "~/db/db.server";
import { toPortfolioCard } from "~/features/portfolio/cards";
import { PortfolioGrid } from "~/features/portfolio/components/portfolio-grid";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { business } from "~/config/business";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/portfolio";

// Rendered per request, never prerendered: publishing in the admin must show here at once.
export async function loader() {
  const projects = await createProjectRepository(getDb()).listPublished();
  return { projects: projects.map(toPortfolioCard) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const cover = loaderData?.projects.find((project) => project.image?.kind === "generated")?.image;
  return pageMeta({
    title: "Our Portfolio",
    description: `Custom pools, spas and backyard retreats ${business.shortName} has built in ${business.serviceAreasSummary}. See each project's design, size and features.`,
    path: "/portfolio",
    imageKey: cover?.kind === "generated" ? cover.key : undefined,
  });
};

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-sand-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          level={1}
          title="Our Portfolio"
          intro={`Every pool here was designed for one family's yard and built by our own crews across ${business.serviceAreasSummary}.`}
        />
        <PortfolioGrid projects={loaderData.projects} />
      </Container>
    </div>
  );
}
