import { ArrowRight } from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/service-page";
import { designHref } from "#app/components/layout/navigation.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { TestimonialsIsland } from "#app/components/sections/testimonials-carousel.tsx";
import { type Service, getService } from "#app/content/services.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { getDb } from "#app/db/db.server.ts";
import { toPortfolioCard } from "#app/features/portfolio/cards.ts";
import { ProjectExamples } from "#app/features/portfolio/components/project-examples.tsx";
import { serviceExamples } from "#app/features/portfolio/related.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { breadcrumbJsonLd, serviceJsonLd } from "#app/utils/structured-data.ts";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

/** The six landing pages share this module; the path (`/<slug>`) picks the service. */
function serviceAt(pathname: string): Service {
  const service = getService(pathname.replace(/^\/+|\/+$/g, ""));
  if (!service) throw data(null, { status: 404 });
  return service;
}

// Rendered per request, like the portfolio: the example projects follow what the admin publishes.
export const handle = publicDataHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const service = serviceAt(new URL(request.url).pathname);
  const projects = await createProjectRepository(getDb()).listPublic();
  return { slug: service.slug, examples: serviceExamples(service.slug, projects).map(toPortfolioCard) };
}

export function meta({ location }: Route.MetaArgs) {
  const service = serviceAt(location.pathname);
  const path = `/${service.slug}`;
  const imageKey = `service-${service.slug}`;
  return pageMeta({
    title: service.title,
    description: service.summary,
    path,
    imageKey,
    jsonLd: [
      serviceJsonLd({ name: service.title, description: service.summary, path, imageKey }),
      breadcrumbJsonLd([
        { name: "Services", path: "/services" },
        { name: service.title, path },
      ]),
    ],
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const service = serviceAt(`/${loaderData.slug}`);
  return (
    <>
      <PageHero
        badge="Our Services"
        title={service.title}
        actions={
          <>
            <ButtonLink to="/get-quote" variant="light">
              Get a Free Quote
            </ButtonLink>
            {service.slug === "custom-pools-spas" ? (
              <ButtonLink to={designHref} variant="outline-light">
                Design Your Pool
              </ButtonLink>
            ) : (
              <CallButton variant="outline-light" />
            )}
          </>
        }
        aside={
          <ResponsiveImage
            imageKey={`service-${service.slug}`}
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
            className="w-full rounded-3xl shadow-card"
          />
        }
      >
        {service.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>

      <section aria-label="Features and benefits" className="py-20 sm:py-24">
        <Container className="grid gap-8 lg:grid-cols-2">
          <Card as="section" aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-semibold text-navy-900 text-balance">
              Key Features of Our {service.title} Service
            </h2>
            <CheckList items={service.features} className="mt-6 text-ink" />
          </Card>
          <Card as="section" aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-semibold text-navy-900">
              Benefits You'll Enjoy
            </h2>
            <CheckList items={service.benefits} className="mt-6 text-ink" />
          </Card>
        </Container>
      </section>

      <section aria-label={`About our ${service.cardTitle.toLowerCase()} service`} className="bg-sand-50 py-20 sm:py-24">
        <Container className="max-w-4xl space-y-14">
          {service.prose.map((block) => (
            <article key={block.heading}>
              <h2 className="text-3xl font-bold tracking-tight text-navy-900 text-balance">{block.heading}</h2>
              <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink">
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </article>
          ))}
          <p>
            <Link
              to="/get-quote"
              className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-pool-700 underline underline-offset-4 hover:text-pool-800"
            >
              Schedule your free consultation
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </p>
        </Container>
      </section>

      {loaderData.examples.length > 0 ? (
        <div className="py-20 sm:py-24">
          <Container>
            <ProjectExamples
              id="examples-heading"
              title="Example Projects"
              intro={`Projects from our portfolio that show our ${service.cardTitle.toLowerCase()} work, each with its own page of pictures and details.`}
              projects={loaderData.examples}
            >
              <p className="mt-6">
                <Link to="/portfolio" className="inline-flex min-h-11 items-center gap-2 font-semibold text-pool-700 underline underline-offset-4 hover:text-pool-800">
                  See the whole portfolio
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </p>
            </ProjectExamples>
          </Container>
        </div>
      ) : null}

      <TestimonialsIsland testimonials={testimonials} />

      <CtaBand
        id="estimate-heading"
        title="Get Your Free Estimate"
        text="Call us or request a quote online. We will visit, listen and put a clear, written estimate in your hands."
      >
        <CallButton variant="light" label="Call Now" />
        <ButtonLink to="/get-quote" variant="outline-light">
          Request a Free Quote
        </ButtonLink>
      </CtaBand>
    </>
  );
}
