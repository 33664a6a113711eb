import type { Kysely } from "kysely";
import { business } from "#app/config/business.ts";
import { pathAnswering } from "#app/db/client.server.ts";
import { changePublicData } from "#app/db/public-data.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import type { Database } from "#app/db/schema.ts";
import { defaultPricing, mergePricing, priceItems, type Pricing } from "#app/features/design/pricing.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * The owner's price table in the database (one row, id 1, created by its migration). Each request asks only for the
 * row's version, a one-integer query, and re-reads the table when it moved. A save also moves the
 * public data version, which drops the kept `/design` pages on every instance within a second.
 */

const ROW_ID = 1;

export interface StoredPricing {
  pricing: Pricing;
  /** 0 while the owner has never edited the defaults. */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

const cache = new WeakMap<Kysely<Database>, StoredPricing>();

function parseJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * The current table. While the database cannot be reached the designer keeps working from the
 * table last read (an edit made meanwhile shows once it answers again); before any table was
 * read, the request is answered 503 with the phone number, as a lead post would be.
 */
export async function loadPricing(db: Kysely<Database>): Promise<StoredPricing> {
  const cached = cache.get(db);
  // The path to the database just failed: no second wait in the same request (decision 033).
  if (cached && !pathAnswering(db)) return cached;
  try {
    return await readPricing(db, cached);
  } catch (error) {
    if (cached) {
      logger.warn({ err: error }, "database unreachable: designer prices from the last table read");
      return cached;
    }
    throw unavailable();
  }
}

function unavailable(): Response {
  return new Response(`Our pricing is not available just now. Please try again in a minute, or call us at ${business.phone.display}.`, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none, "Retry-After": "60" },
  });
}

async function readPricing(db: Kysely<Database>, cached: StoredPricing | undefined): Promise<StoredPricing> {
  const current = await db.selectFrom("design_pricing").select("version").where("id", "=", ROW_ID).executeTakeFirst();
  const version = current ? Number(current.version) : 0;
  if (cached && cached.version === version) return cached;
  const row =
    version === 0 ? undefined : await db.selectFrom("design_pricing").selectAll().where("id", "=", ROW_ID).executeTakeFirst();
  const stored: StoredPricing = row
    ? {
        pricing: mergePricing(parseJson(row.pricing)),
        version: Number(row.version),
        updatedAt: new Date(row.updated_at),
        updatedBy: row.updated_by,
      }
    : { pricing: defaultPricing, version: 0, updatedAt: null, updatedBy: null };
  cache.set(db, stored);
  return stored;
}

/** The figures that differ between two tables, for the audit log. */
function changes(before: Pricing, after: Pricing): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const { key } of priceItems) {
    const a = before.prices[key];
    const b = after.prices[key];
    if (a?.low !== b?.low || a?.high !== b?.high) changed[key] = { from: a, to: b };
  }
  for (const key of ["apr", "termYears"] as const) {
    if (before.financing[key] !== after.financing[key]) {
      changed[`financing.${key}`] = { from: before.financing[key], to: after.financing[key] };
    }
  }
  return changed;
}

export type SaveResult = { status: "saved"; version: number } | { status: "stale" };

/**
 * Saves a validated table as the next version, with its audit entry, in one transaction.
 * `expectedVersion` is the version the owner's form was rendered from: if someone saved in the
 * meantime the edit is refused rather than silently overwriting theirs.
 */
export async function savePricing(
  db: Kysely<Database>,
  pricing: Pricing,
  { expectedVersion, actor }: { expectedVersion: number; actor: { id: number; email: string } },
): Promise<SaveResult> {
  // Through changePublicData: the designer's pages are kept per public data version
  // (server/design-pages.ts), and the home page shows the typical price range.
  return changePublicData(db, async (trx) => {
    const row = await trx.selectFrom("design_pricing").select("pricing").where("id", "=", ROW_ID).executeTakeFirst();
    const next = expectedVersion + 1;
    const updated = await trx
      .updateTable("design_pricing")
      .set({ version: next, pricing: JSON.stringify(pricing), updated_at: new Date().toISOString(), updated_by: actor.email })
      .where("id", "=", ROW_ID)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { status: "stale" } as const;
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "pricing.update",
      entityType: "design_pricing",
      entityId: next,
      details: { changes: changes(row ? mergePricing(parseJson(row.pricing)) : defaultPricing, pricing) },
    });
    return { status: "saved", version: next } as const;
  });
}
