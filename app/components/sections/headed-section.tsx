import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/**
 * A band of a marketing page under its centred heading and intro, named by that heading: white,
 * or sand to set it apart from the band before it. `id` is the band's own anchor (`/#services`).
 */
export function HeadedSection({
  id,
  headingId,
  title,
  intro,
  sand = false,
  children,
}: {
  id?: string;
  headingId: string;
  title: ReactNode;
  intro: ReactNode;
  sand?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={sand ? "bg-sand-50 py-20 sm:py-24" : "py-20 sm:py-24"}>
      <Container>
        <SectionHeading id={headingId} title={title} intro={intro} />
        {children}
      </Container>
    </section>
  );
}
