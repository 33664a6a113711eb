import { FileCheck2, ShieldCheck } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { pageMeta } from "#app/utils/meta.ts";

export function meta() {
  return pageMeta({
    title: "Our Warranty",
    description: `What the written warranty on every ${business.shortName} pool covers, for how long, and how a claim works. Licensed and insured.`,
    path: "/warranty",
  });
}

/** The "Warranty Protected" and "Licensed & Insured" badges link here: the terms behind them. */
export default function Warranty() {
  const { warranty, credentials } = business;
  return (
    <>
      <PageHero badge="Warranty Protected" title="Our Warranty">
        <p>{warranty.summary}</p>
      </PageHero>

      <section aria-labelledby="coverage-heading" className="py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-5">
          <Card as="div" className="lg:col-span-3">
            <h2 id="coverage-heading" className="flex items-center gap-2 text-2xl font-semibold text-navy-900">
              <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-aqua-700" />
              What is covered, and for how long
            </h2>
            <dl className="mt-6 divide-y divide-navy-900/10">
              {warranty.coverage.map((item) => (
                <div key={item.part} className="grid gap-1 py-4 sm:grid-cols-2 sm:gap-6">
                  <dt className="font-medium text-ink">{item.part}</dt>
                  <dd className="font-semibold text-navy-900">{item.term}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <div className="space-y-8 lg:col-span-2">
            <Card as="section" aria-labelledby="conditions-heading">
              <h2 id="conditions-heading" className="text-xl font-semibold text-navy-900">
                Conditions
              </h2>
              <CheckList items={warranty.conditions} className="mt-4 text-ink" />
            </Card>
            <Card as="section" aria-labelledby="credentials-heading" tone="dark">
              <h2 id="credentials-heading" className="flex items-center gap-2 text-xl font-semibold">
                <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-aqua-300" />
                Licensed &amp; Insured
              </h2>
              <dl className="mt-4 space-y-3 text-white/90">
                <div>
                  <dt className="font-semibold text-white">License</dt>
                  <dd>{credentials.licence}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-white">Insurance</dt>
                  <dd>{credentials.insurance}</dd>
                </div>
              </dl>
            </Card>
          </div>
        </Container>
      </section>

      <CtaBand
        id="warranty-cta"
        title="Questions about a claim or the cover?"
        text="Call us or send a message and we will walk you through the cover for your pool."
      >
        <CallButton variant="light" label="Call Now" />
        <ButtonLink to="/contact" variant="outline-light">
          Send a Message
        </ButtonLink>
      </CtaBand>
    </>
  );
}
