import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { toPortfolioCard } from "#app/features/portfolio/cards.ts";
import { PortfolioGrid } from "#app/features/portfolio/components/portfolio-grid.tsx";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { business } from "#app/config/business.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { itemListJsonLd } from "#app/utils/structured-data.ts";
import type { Route } from "./+types/portfolio";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

// Rendered again on every portfolio change (the server keeps a copy): publishing shows at once.
export const handle = publicDataHandle;

/** `/portfolio` and its Spanish twin `/es/proyectos` (decision 032). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const projects = await createProjectRepository(getDb()).listPublished();
  return { projects: projects.map((project) => toPortfolioCard(projectInLanguage(project, locale))) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "portfolio");
  const areas = getT(locale, "common")("serviceAreasSummary");
  const cover = loaderData?.projects.find((project) => project.image?.kind === "generated")?.image;
  return [
    ...pageMeta({
      title: t("metaTitle"),
      description: t("metaDescription", { shortName: business.shortName, areas }),
      path: localizedPath("/portfolio", locale),
      imageKey: cover?.kind === "generated" ? cover.key : undefined,
      jsonLd: [
        itemListJsonLd(
          t("title"),
          (loaderData?.projects ?? []).map((project) => ({ name: project.title, path: localizedPath(projectPath(project.id), locale) })),
        ),
      ],
    }),
  ];
};

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const t = useT("portfolio");
  const common = useT("common");
  const { quoteHref, designHref } = useNavigation();
  return (
    <>
      <div className="bg-sand-50 py-16 sm:py-20">
        <Container>
          <SectionHeading level={1} title={t("title")} intro={t("intro", { areas: common("serviceAreasSummary") })} />
          <PortfolioGrid projects={loaderData.projects} />
        </Container>
      </div>
      <CtaBand id="portfolio-next" title={t("ctaTitle")} text={t("ctaText")}>
        <ButtonLink to={designHref} variant="light">
          {t("design")}
        </ButtonLink>
        <ButtonLink to={quoteHref} variant="outline-light">
          {t("quote")}
        </ButtonLink>
        <CallButton variant="outline-light" label={common("callNow")} />
      </CtaBand>
    </>
  );
}
