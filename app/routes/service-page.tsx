import { ArrowRight } from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/service-page";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { RenderedPicture } from "#app/components/ui/rendered-picture.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { type Service, getService } from "#app/content/services.ts";
import { getDb } from "#app/db/db.server.ts";
import { toPortfolioCard } from "#app/features/portfolio/cards.ts";
import { ProjectExamples } from "#app/features/portfolio/components/project-examples.tsx";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import { serviceExamples } from "#app/features/portfolio/related.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { getT, messagesFor } from "#app/i18n/i18n.ts";
import { LOCALE_TAGS, localeFromPath } from "#app/i18n/locale.ts";
import { englishPathOf, localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { breadcrumbJsonLd, serviceJsonLd } from "#app/utils/structured-data.ts";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

/** The six landing pages and their Spanish twins share this module; the path picks the service. */
function serviceAt(pathname: string): Service {
  const service = getService(englishPathOf(pathname).replace(/^\/+|\/+$/g, ""));
  if (!service) throw data(null, { status: 404 });
  return service;
}

// Rendered per request, like the portfolio: the example projects follow what the admin publishes.
export const handle = publicDataHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const service = serviceAt(pathname);
  const locale = localeFromPath(pathname);
  const projects = await createProjectRepository(getDb()).listPublic();
  return {
    slug: service.slug,
    examples: serviceExamples(service.slug, projects).map((project) => toPortfolioCard(projectInLanguage(project, locale))),
  };
}

export function meta({ location }: Route.MetaArgs) {
  const service = serviceAt(location.pathname);
  const locale = localeFromPath(location.pathname);
  const words = messagesFor(locale, "servicePages").pages[service.slug];
  const path = localizedPath(`/${service.slug}`, locale);
  const imageKey = `service-${service.slug}`;
  return pageMeta({
    title: words.title,
    description: words.summary,
    path,
    imageKey,
    jsonLd: [
      serviceJsonLd({ name: words.title, description: words.summary, path, imageKey }, locale),
      breadcrumbJsonLd(
        [
          { name: getT(locale, "common")("nav.services"), path: localizedPath("/services", locale) },
          { name: words.title, path },
        ],
        locale,
      ),
    ],
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const service = serviceAt(`/${loaderData.slug}`);
  const locale = useLocale();
  const t = useT("servicePages");
  const common = useT("common");
  const { quoteHref, designHref } = useNavigation();
  const words = messagesFor(locale, "servicePages").pages[service.slug];
  const serviceName = words.cardTitle.toLocaleLowerCase(LOCALE_TAGS[locale]);
  return (
    <>
      <PageHero
        badge={t("badge")}
        title={words.title}
        actions={
          <>
            <ButtonLink to={quoteHref} variant="light">
              {t("quote")}
            </ButtonLink>
            {service.slug === "custom-pools-spas" ? (
              <ButtonLink to={designHref} variant="outline-light">
                {t("design")}
              </ButtonLink>
            ) : (
              <CallButton variant="outline-light" label={common("call")} />
            )}
          </>
        }
        aside={
          <RenderedPicture
            imageKey={`service-${service.slug}`}
            alt={words.imageAlt}
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
            className="w-full rounded-3xl shadow-card"
          />
        }
      >
        {words.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>

      <section aria-label={t("sectionsLabel")} className="py-20 sm:py-24">
        <Container className="grid gap-8 lg:grid-cols-2">
          <CardSection headingId="features-heading" title={t("featuresHeading", { title: words.title })} headingClassName="text-2xl font-semibold text-navy-900 text-balance">
            <CheckList items={[...words.features]} className="mt-6 text-ink" />
          </CardSection>
          <CardSection headingId="benefits-heading" title={t("benefitsHeading")} headingClassName="text-2xl font-semibold text-navy-900">
            <CheckList items={[...words.benefits]} className="mt-6 text-ink" />
          </CardSection>
        </Container>
      </section>

      <section aria-label={t("aboutLabel", { service: serviceName })} className="bg-sand-50 py-20 sm:py-24">
        <Container className="max-w-4xl space-y-14">
          {words.prose.map((block) => (
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
            <OnwardLink to={quoteHref} large>
              {t("consultation")}
            </OnwardLink>
          </p>
        </Container>
      </section>

      {loaderData.examples.length > 0 ? (
        <div className="py-20 sm:py-24">
          <Container>
            <ProjectExamples
              id="examples-heading"
              title={t("examplesTitle")}
              intro={t("examplesIntro", { service: serviceName })}
              projects={loaderData.examples}
            >
              <p className="mt-6">
                <OnwardLink to={localizedPath("/portfolio", locale)}>{t("wholePortfolio")}</OnwardLink>
              </p>
            </ProjectExamples>
          </Container>
        </div>
      ) : null}

      <TestimonialsSection />

      <CtaBand id="estimate-heading" title={t("estimateTitle")} text={t("estimateText")}>
        <CallButton variant="light" label={common("callNow")} />
        <ButtonLink to={quoteHref} variant="outline-light">
          {t("requestQuote")}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** A text link onward from the page (the consultation, the whole portfolio), with its arrow. */
function OnwardLink({ to, large = false, children }: { to: string; large?: boolean; children: React.ReactNode }) {
  return (
    <Link to={to} className={`inline-flex min-h-11 items-center gap-2 ${large ? "text-lg " : ""}font-semibold text-pool-700 underline underline-offset-4 hover:text-pool-800`}>
      {children}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
