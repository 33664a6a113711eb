import { FileCheck2, ShieldCheck } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Card, CardSection } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { getT, messagesFor } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/warranty";

/** `/warranty` and its Spanish twin `/es/garantia` (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "legal");
  return pageMeta({ title: t("warranty.metaTitle"), description: t("warranty.metaDescription"), path: localizedPath("/warranty", locale) });
}

/**
 * The "Warranty Protected" and "Licensed & Insured" badges link here: the terms behind them, in
 * the page's language (English is config/business.ts's warranty and credentials as they are).
 */
export default function Warranty() {
  const words = messagesFor(useLocale(), "legal").warranty;
  const common = useT("common");
  const { locale } = useNavigation();
  return (
    <>
      <PageHero badge={words.badge} title={words.title}>
        <p>{words.summary}</p>
      </PageHero>

      <section aria-labelledby="coverage-heading" className="py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-5">
          <Card as="div" className="lg:col-span-3">
            <h2 id="coverage-heading" className="flex items-center gap-2 text-2xl font-semibold text-navy-900">
              <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-aqua-700" />
              {words.coverageHeading}
            </h2>
            <dl className="mt-6 divide-y divide-navy-900/10">
              {words.coverage.map((item) => (
                <div key={item.part} className="grid gap-1 py-4 sm:grid-cols-2 sm:gap-6">
                  <dt className="font-medium text-ink">{item.part}</dt>
                  <dd className="font-semibold text-navy-900">{item.term}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <div className="space-y-8 lg:col-span-2">
            <CardSection headingId="conditions-heading" title={words.conditionsHeading} headingClassName="text-xl font-semibold text-navy-900">
              <CheckList items={words.conditions} className="mt-4 text-ink" />
            </CardSection>
            <CardSection headingId="credentials-heading" title={words.credentialsHeading} headingClassName="flex items-center gap-2 text-xl font-semibold" icon={<ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-aqua-300" />} tone="dark">
              <dl className="mt-4 space-y-3 text-white/90">
                <div>
                  <dt className="font-semibold text-white">{words.licenceLabel}</dt>
                  <dd>{words.licence}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-white">{words.insuranceLabel}</dt>
                  <dd>{words.insurance}</dd>
                </div>
              </dl>
            </CardSection>
          </div>
        </Container>
      </section>

      <CtaBand id="warranty-cta" title={words.ctaTitle} text={words.ctaText}>
        <CallButton variant="light" label={common("callNow")} />
        <ButtonLink to={localizedPath("/contact", locale)} variant="outline-light">
          {words.message}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
