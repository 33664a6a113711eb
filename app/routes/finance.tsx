import { Landmark } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ExternalButtonLink } from "#app/components/ui/external-button-link.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { pageMeta } from "#app/utils/meta.ts";

export function meta() {
  return pageMeta({
    title: "Pool Financing Options",
    description: `Finance a new pool, spa or renovation with ${business.name}'s two lending partners: quick approvals, competitive rates and flexible terms for Greater Houston homeowners.`,
    path: "/finance",
    imageKey: "cta-backyard",
  });
}

export default function Finance() {
  return (
    <>
      <PageHero badge="Financing" title="Pool Financing Options">
        <p>
          Most of our clients finance at least part of their pool. We work with two lenders who know pool construction, so
          approvals reflect the real project and payments can start after your pool is built rather than before the first
          shovel.
        </p>
      </PageHero>

      <section aria-label="Financing providers" className="py-20 sm:py-24">
        <Container>
          <ul className="grid gap-8 md:grid-cols-2">
            {business.financing.map((provider) => (
              <Card as="li" key={provider.name} className="flex flex-col">
                <IconTile icon={Landmark} />
                <h2 className="mt-5 text-2xl font-semibold text-navy-900">{provider.name}</h2>
                <CheckList items={provider.points} className="mt-5 flex-1 text-ink" />
                <ExternalButtonLink href={provider.applyUrl} variant="primary" className="mt-8 self-start">
                  Apply with {provider.name}
                </ExternalButtonLink>
              </Card>
            ))}
          </ul>
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">
            Financing is offered by independent lenders, not by {business.name}. Applications, rates and terms are decided
            by the lender and subject to credit approval.
          </p>
        </Container>
      </section>

      <section aria-labelledby="help-heading" className="bg-sand-50 py-16 sm:py-20">
        <Container className="text-center">
          <h2 id="help-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            Need Help Choosing?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Tell us about your project and budget. We will explain how each lender handles draws during construction and
            help you pick the option that fits.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to="/contact">Contact Our Team</ButtonLink>
            <ButtonLink to="/get-quote" variant="outline">
              Get Free Quote
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
