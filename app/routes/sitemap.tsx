import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { loadPublicProjectLinks } from "#app/features/portfolio/public-links.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { siteIndex } from "#app/utils/site-index.ts";
import type { Route } from "./+types/sitemap";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

export const handle = publicDataHandle;

export async function loader() {
  return { groups: siteIndex(await loadPublicProjectLinks()) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Sitemap",
    description: "Every page of the site: our services, our portfolio of pool projects, financing, contact and quote pages.",
    path: "/sitemap",
  });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-16 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">Sitemap</h1>
      <div className="mt-10 grid gap-10 md:grid-cols-3">
        {loaderData.groups.map((group) => {
          const headingId = `sitemap-${group.name.toLowerCase()}`;
          return (
            <section key={group.name} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-semibold text-navy-900">
                {group.name}
              </h2>
              <ul className="mt-3">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link
                      to={entry.path}
                      className="flex min-h-11 items-center text-pool-700 underline decoration-pool-700/30 underline-offset-4 hover:decoration-pool-700"
                    >
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Container>
  );
}
