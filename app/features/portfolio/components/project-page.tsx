import { ArrowLeft, CalendarCheck, PencilRuler } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-style.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import type { PortfolioCardData, ProjectDetailData } from "#app/features/portfolio/cards.ts";
import { ProjectExamples } from "#app/features/portfolio/components/project-examples.tsx";
import { ProjectGalleryIsland } from "#app/features/portfolio/components/project-gallery.tsx";
import { langOf } from "#app/features/portfolio/project-language.ts";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

export interface ProjectPageData {
  project: ProjectDetailData;
  service: { path: string; title: string } | null;
  related: PortfolioCardData[];
}

/**
 * A project's page: the public route and the admin's draft preview render the same view. On a
 * Spanish page, a part the owner wrote in English only is marked `lang="en"` (decision 032).
 */
export function ProjectPage({ project, service, related }: ProjectPageData) {
  const t = useT("portfolio");
  const common = useT("common");
  const locale = useLocale();
  const { quoteHref } = useNavigation();
  const lang = (part: Parameters<typeof langOf>[1]) => langOf(project.english, part);
  const overview = [
    { label: t("project.location"), value: project.location },
    { label: t("project.category"), value: project.category, lang: lang("category") },
    { label: t("project.size"), value: project.size, lang: lang("size") },
  ];
  const title = lang("title") ? <span lang="en">{project.title}</span> : project.title;
  return (
    <>
      <PageHero badge={t("project.badge")} title={title}>
        <p lang={lang("subtitle")} className="text-xl font-medium text-aqua-100">
          {project.subtitle}
        </p>
        <p lang={lang("description")}>{project.description}</p>
      </PageHero>

      <div className="bg-sand-50 py-12 sm:py-16">
        <Container>
          <nav aria-label={common("roles.breadcrumb")} className="mb-6">
            <Link
              to={localizedPath("/portfolio", locale)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-pool-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("project.back")}
            </Link>
          </nav>

          <div className="grid gap-8 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ProjectGalleryIsland
                images={project.images}
                title={project.title}
                english={project.english}
                copy={{ ...messagesFor(locale, "portfolio").gallery, roles: messagesFor(locale, "common").roles }}
                renderingLabel={common(project.photographed ? "imageLabel.presented" : "imageLabel.rendering")}
              />
            </div>

            <div className="space-y-8">
              <CardSection headingId="project-overview" title={t("project.overview")} headingClassName="text-xl font-bold text-navy-900">
                <dl className="mt-4 divide-y divide-navy-900/10" data-testid="project-overview">
                  {overview.map((item) => (
                    <div key={item.label} className="flex justify-between gap-4 py-3">
                      <dt className="font-medium text-muted">{item.label}</dt>
                      <dd lang={item.lang} className="text-right font-semibold text-ink">
                        {item.value}
                      </dd>
                    </div>
                  ))}
                  {service ? (
                    <div className="flex items-center justify-between gap-4 py-1">
                      <dt className="font-medium text-muted">{t("project.service")}</dt>
                      <dd className="text-right">
                        <Link
                          to={service.path}
                          className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4 hover:text-pool-800"
                        >
                          {service.title}
                        </Link>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </CardSection>

              <section aria-labelledby="project-cta" className="rounded-2xl bg-navy-900 p-6 text-white shadow-card sm:p-8">
                <h2 id="project-cta" className="text-xl font-bold">
                  {project.design ? t("project.wantOne") : t("project.ready")}
                </h2>
                {project.design ? (
                  <p className="mt-3 text-white/90" data-testid="project-design-summary">
                    {`${t("project.designIntro")} ${project.design.summary}`}
                  </p>
                ) : (
                  <p className="mt-3 text-white/90">{t("project.noDesignIntro")}</p>
                )}
                <div className="mt-6 flex flex-col gap-3">
                  {project.design ? (
                    <Link to={localizedPath(project.design.path, locale)} className={buttonClass({ variant: "light" })}>
                      <PencilRuler aria-hidden="true" className="size-5" />
                      {t("card.designLikeThis")}
                    </Link>
                  ) : null}
                  <Link to={quoteHref} className={buttonClass({ variant: project.design ? "outline-light" : "light" })}>
                    <CalendarCheck aria-hidden="true" className="size-5" />
                    {t("quote")}
                  </Link>
                  <CallButton variant="outline-light" label={common("call")} />
                </div>
              </section>
            </div>
          </div>

          <div className="mt-8 grid gap-8 md:grid-cols-2">
            <CardSection headingId="project-features" title={t("project.features")} headingClassName="text-xl font-bold text-navy-900">
              <CheckList items={project.features} lang={lang("features")} className="mt-4" />
            </CardSection>
            <CardSection headingId="project-benefits" title={t("project.benefits")} headingClassName="text-xl font-bold text-navy-900">
              <CheckList items={project.benefits} lang={lang("benefits")} className="mt-4" />
            </CardSection>
          </div>

          {related.length > 0 ? (
            <div className="mt-16">
              <ProjectExamples id="related-heading" title={t("project.related")} projects={related} />
            </div>
          ) : null}
        </Container>
      </div>
    </>
  );
}
