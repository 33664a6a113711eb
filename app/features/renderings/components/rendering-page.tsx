import type { ReactNode } from "react";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button-style.ts";
import { Container } from "#app/components/ui/container.tsx";

/**
 * A photoreal rendering's pages (the request's answer, its status page): the hero, then one white
 * panel, narrow for the form and wide for the picture, that ends with the way back to the designer.
 */
export function RenderingPage({
  badge,
  title,
  intro,
  wide = false,
  back,
  children,
}: {
  badge: string;
  title: string;
  intro: ReactNode;
  wide?: boolean;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageHero badge={badge} title={title}>
        <p>{intro}</p>
      </PageHero>
      <div className="bg-sand-50 py-10 sm:py-14">
        <Container>
          <div className={`mx-auto ${wide ? "max-w-4xl" : "max-w-xl"} rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6`}>
            {children}
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={back.href} className={buttonClass({ size: "md" })}>
                {back.label}
              </a>
            </div>
          </div>
        </Container>
      </div>
    </>
  );
}
