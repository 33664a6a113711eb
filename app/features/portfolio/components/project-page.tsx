import { ArrowLeft, CalendarCheck, PencilRuler } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import type { PortfolioCardData, ProjectDetailData } from "#app/features/portfolio/cards.ts";
import { ProjectExamples } from "#app/features/portfolio/components/project-examples.tsx";
import { ProjectGalleryIsland } from "#app/features/portfolio/components/project-gallery.tsx";

export interface ProjectPageData {
  project: ProjectDetailData;
  service: { path: string; title: string } | null;
  related: PortfolioCardData[];
}

/** A project's page: the public route and the admin's draft preview render the same view. */
export function ProjectPage({ project, service, related }: ProjectPageData) {
  const overview = [
    { label: "Location", value: project.location },
    { label: "Category", value: project.category },
    { label: "Size", value: project.size },
  ];
  return (
    <>
      <PageHero badge="Featured Project" title={project.title}>
        <p className="text-xl font-medium text-aqua-100">{project.subtitle}</p>
        <p>{project.description}</p>
      </PageHero>

      <div className="bg-sand-50 py-12 sm:py-16">
        <Container>
          <nav aria-label="Breadcrumb" className="mb-6">
            <Link
              to="/portfolio"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-pool-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Our Portfolio
            </Link>
          </nav>

          <div className="grid gap-8 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ProjectGalleryIsland images={project.images} title={project.title} />
            </div>

            <div className="space-y-8">
              <Card as="section" aria-labelledby="project-overview">
                <h2 id="project-overview" className="text-xl font-bold text-navy-900">
                  Project Overview
                </h2>
                <dl className="mt-4 divide-y divide-navy-900/10" data-testid="project-overview">
                  {overview.map((item) => (
                    <div key={item.label} className="flex justify-between gap-4 py-3">
                      <dt className="font-medium text-muted">{item.label}</dt>
                      <dd className="text-right font-semibold text-ink">{item.value}</dd>
                    </div>
                  ))}
                  {service ? (
                    <div className="flex items-center justify-between gap-4 py-1">
                      <dt className="font-medium text-muted">Service</dt>
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
              </Card>

              <section aria-labelledby="project-cta" className="rounded-2xl bg-navy-900 p-6 text-white shadow-card sm:p-8">
                <h2 id="project-cta" className="text-xl font-bold">
                  {project.design ? "Want One Like This?" : "Ready to Start Your Project?"}
                </h2>
                {project.design ? (
                  <p className="mt-3 text-white/90" data-testid="project-design-summary">
                    Start from this pool in our designer, change anything, and see the price range for your version:{" "}
                    {project.design.summary}
                  </p>
                ) : (
                  <p className="mt-3 text-white/90">Tell us about your backyard. Estimates and 3-D design previews are free.</p>
                )}
                <div className="mt-6 flex flex-col gap-3">
                  {project.design ? (
                    <Link to={project.design.path} className={buttonClass("light")}>
                      <PencilRuler aria-hidden="true" className="size-5" />
                      Design one like this
                    </Link>
                  ) : null}
                  <Link to="/get-quote" className={buttonClass(project.design ? "outline-light" : "light")}>
                    <CalendarCheck aria-hidden="true" className="size-5" />
                    Get a Free Quote
                  </Link>
                  <CallButton variant="outline-light" />
                </div>
              </section>
            </div>
          </div>

          <div className="mt-8 grid gap-8 md:grid-cols-2">
            <Card as="section" aria-labelledby="project-features">
              <h2 id="project-features" className="text-xl font-bold text-navy-900">
                Key Features
              </h2>
              <CheckList items={project.features} className="mt-4" />
            </Card>
            <Card as="section" aria-labelledby="project-benefits">
              <h2 id="project-benefits" className="text-xl font-bold text-navy-900">
                Benefits
              </h2>
              <CheckList items={project.benefits} className="mt-4" />
            </Card>
          </div>

          {related.length > 0 ? (
            <div className="mt-16">
              <ProjectExamples id="related-heading" title="Related Projects" projects={related} />
            </div>
          ) : null}
        </Container>
      </div>
    </>
  );
}
