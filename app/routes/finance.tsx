import { Landmark } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ExternalButtonLink } from "#app/components/ui/external-button-link.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { catalogPageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/finance";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";

/** The lenders in the order of `business.financing`, by their catalog key. */
const PROVIDER_KEYS = ["first", "second"] as const;
const POINT_KEYS = ["p1", "p2", "p3", "p4"] as const;

/** `/finance` and its Spanish twin `/es/financiamiento` (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  return catalogPageMeta(location.pathname, "finance", { path: "/finance", imageKey: "cta-backyard" });
}

export default function Finance() {
  const t = useT("finance");
  const { locale, quoteHref } = useNavigation();
  return (
    <>
      <PageHero badge={t("badge")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageHero>

      <section aria-label={t("providersLabel")} className="py-20 sm:py-24">
        <Container>
          <ul className="grid gap-8 md:grid-cols-2">
            {business.financing.map((provider, index) => (
              <Card as="li" key={provider.name} className="flex flex-col">
                <IconTile icon={Landmark} />
                <h2 className="mt-5 text-2xl font-semibold text-navy-900">{provider.name}</h2>
                <CheckList
                  items={POINT_KEYS.map((point) => t(`providers.${PROVIDER_KEYS[index] ?? "first"}.${point}`))}
                  className="mt-5 flex-1 text-ink"
                />
                <ExternalButtonLink href={provider.applyUrl} variant="primary" className="mt-8 self-start">
                  {t("apply", { name: provider.name })}
                </ExternalButtonLink>
              </Card>
            ))}
          </ul>
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{t("disclaimer", { name: business.name })}</p>
        </Container>
      </section>

      <section aria-labelledby="help-heading" className="bg-sand-50 py-16 sm:py-20">
        <Container className="text-center">
          <h2 id="help-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {t("helpHeading")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t("help")}</p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to={localizedPath("/contact", locale)}>{t("contact")}</ButtonLink>
            <ButtonLink to={quoteHref} variant="outline">
              {t("quote")}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
