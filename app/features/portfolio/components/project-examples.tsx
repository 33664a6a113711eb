import type { PortfolioCardData } from "#app/features/portfolio/cards.ts";
import { PortfolioCard } from "#app/features/portfolio/components/portfolio-grid.tsx";

/** Rendered widths of an example card: one column on phones, three from the md breakpoint. */
const EXAMPLE_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 31vw, 92vw";

/** Two or three short project cards (picture, title, place) under a heading: a service's example work, or a project's neighbours. */
export function ProjectExamples({
  id,
  title,
  intro,
  projects,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  projects: PortfolioCardData[];
  children?: React.ReactNode;
}) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-navy-900 text-balance">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted text-pretty">{intro}</p> : null}
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="flex">
            <PortfolioCard project={project} headingLevel={3} sizes={EXAMPLE_IMAGE_SIZES} withDescription={false} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
