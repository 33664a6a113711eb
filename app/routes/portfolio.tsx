import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { toPortfolioCard } from "#app/features/portfolio/cards.ts";
import { CARD_IMAGE_SIZES, PortfolioGrid } from "#app/features/portfolio/components/portfolio-grid.tsx";
import { projectImageSource } from "#app/features/portfolio/components/project-photo.tsx";
import { preloadLinkFor } from "#app/utils/image-urls.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { business } from "#app/config/business.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { itemListJsonLd } from "#app/utils/structured-data.ts";
import type { Route } from "./+types/portfolio";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

// Rendered again on every portfolio change (the server keeps a copy): publishing shows at once.
export const handle = publicDataHandle;

export async function loader() {
  const projects = await createProjectRepository(getDb()).listPublished();
  return { projects: projects.map(toPortfolioCard) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const cover = loaderData?.projects.find((project) => project.image?.kind === "generated")?.image;
  // The first card's image is the largest paint at every width: fetch it with the document.
  const first = loaderData?.projects[0]?.image;
  return [
    ...pageMeta({
      title: "Our Portfolio",
      description: `Custom pools, spas and backyard retreats ${business.shortName} has built in ${business.serviceAreasSummary}. See each project's design, size and features.`,
      path: "/portfolio",
      imageKey: cover?.kind === "generated" ? cover.key : undefined,
      jsonLd: [
        itemListJsonLd(
          "Our Portfolio",
          (loaderData?.projects ?? []).map((project) => ({ name: project.title, path: projectPath(project.id) })),
        ),
      ],
    }),
    ...(first ? [{ tagName: "link" as const, ...preloadLinkFor(projectImageSource(first), CARD_IMAGE_SIZES) }] : []),
  ];
};

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <>
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
      <CtaBand
        id="portfolio-next"
        title="Picture one of these in your backyard"
        text="Shape your own pool in the designer, ask for a free quote, or talk it through with us on the phone."
      >
        <ButtonLink to="/design" variant="light">
          Design Your Pool
        </ButtonLink>
        <ButtonLink to="/get-quote" variant="outline-light">
          Get a Free Quote
        </ButtonLink>
        <CallButton variant="outline-light" label="Call Now" />
      </CtaBand>
    </>
  );
}
