import type { ReactNode } from "react";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useT } from "#app/i18n/use-locale.ts";

/**
 * A booking page (`/book`, the visitor's own visit): the hero, then one card holding the form or
 * what is said instead. Without an intro the hero is compact, so the card starts on a phone's
 * first screen.
 */
export function BookingPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT("booking");
  return (
    <>
      <PageHero badge={t("badge")} title={title} compact={!intro}>
        {intro}
      </PageHero>
      <section className="py-12 sm:py-16">
        <Container>
          <Card>{children}</Card>
        </Container>
      </section>
    </>
  );
}
