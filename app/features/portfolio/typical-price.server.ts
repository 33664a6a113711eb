import type { Db } from "#app/db/client.server.ts";
import { formatMoney } from "#app/features/design/estimate.ts";
import { loadPricing } from "#app/features/design/pricing-store.server.ts";
import { typicalPriceRange } from "#app/features/design/typical-price.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";

/** "$65,000–95,000": what most of the published portfolio's pools cost at today's prices, or null. */
export async function typicalPoolPrice(db: Db): Promise<string | null> {
  const [projects, { pricing }] = await Promise.all([createProjectRepository(db).listPublished(), loadPricing(db)]);
  const range = typicalPriceRange(
    projects.flatMap((project) => (project.design ? [project.design] : [])),
    pricing,
  );
  return range && `${formatMoney(range.low)}–${formatMoney(range.high).slice(1)}`;
}
