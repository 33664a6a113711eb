import { data } from "react-router";
import type { Route } from "./+types/design";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getDb } from "#app/db/db.server.ts";
import { DesignerSection } from "#app/features/design/components/designer-section.tsx";
import { loadPricing } from "#app/features/design/pricing-store.server.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

export function meta() {
  return pageMeta({
    title: "Design Your Pool",
    description:
      "Design your pool in a minute: choose the shape, size, spa, water features, lights and deck, see it drawn to scale and get a Houston price range with every line explained.",
    path: "/design",
    imageKey: "cta-backyard",
  });
}

/**
 * Rendered per request: the query string is the design. A query with refused values is
 * answered 400 with each message, the other values kept and the nearest sound design drawn.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseDesignQuery(url.searchParams);
  const { pricing } = await loadPricing(getDb());
  const invalid = Object.keys(parsed.errors).length > 0;
  return data(
    { query: url.searchParams.toString(), design: parsed.design, pricing },
    { status: invalid ? 400 : 200, headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const { query, design, pricing } = loaderData;
  return (
    <>
      <PageHero badge="Free, instant, no sign-up" title="Design Your Pool">
        <p>
          Choose a shape, size and the extras you want. The plan is drawn to scale and the price range follows every
          change, with each line of it explained. When it looks right, send it to us as your quote request.
        </p>
      </PageHero>
      <DesignerSection design={design} query={query} pricing={pricing} />
    </>
  );
}
