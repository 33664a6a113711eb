import type { Db } from "#app/db/client.server.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { loadPricing } from "#app/features/design/pricing-store.server.ts";
import { designQuery } from "#app/features/design/query.ts";
import { readQuoteDesign } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { presentationSheetHtml } from "#app/features/renderings/presentation/presentation-sheet.server.tsx";
import type { RenderTime } from "#app/features/renderings/blender.server.ts";
import { ensureJob, renderKey } from "#app/features/renderings/jobs.server.ts";

/** The presentation's pictures: 4K at the site's 16:10. */
export const PRESENTATION_RENDER = { width: 3840, height: 2400 } as const;

/**
 * "Render for a presentation" on a quote's page (decision 047): the sheet written now in the
 * lead's language, priced with today's table; then, in one transaction, the 4K day and dusk jobs
 * found or made by their keys (a design and hour already rendered at 4K is not rendered again)
 * and the lead's presentation row set to wait for them. `busy` while one is on its way: the
 * button is not offered then, and a second click changes nothing.
 */
export async function requestPresentation(db: Db, quoteRequestId: number, quality: "final" | "preview", now: Date): Promise<"queued" | "busy" | "no-design"> {
  const lead = await db.selectFrom("quote_requests").select(["design", "locale"]).where("id", "=", quoteRequestId).executeTakeFirst();
  const stored = lead ? readQuoteDesign(lead.design) : null;
  if (!lead || !stored) return "no-design";
  const { design } = stored;
  const { pricing } = await loadPricing(db);
  const text = designerText(lead.locale);
  const sheetHtml = presentationSheetHtml({ design, estimate: estimateDesign(design, pricing, text), locale: lead.locale, date: now });
  // The design as drawn, without the project it started from: the same pool is the same picture.
  const query = designQuery(design);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("presentations").select(["status", "day_job_id", "dusk_job_id"]).where("quote_request_id", "=", quoteRequestId).executeTakeFirst();
    if (current?.status === "building") return "busy";
    if (current?.status === "rendering") {
      const failed = await trx.selectFrom("render_jobs").select("id").where("id", "in", [current.day_job_id, current.dusk_job_id]).where("status", "=", "failed").executeTakeFirst();
      if (!failed) return "busy";
    }
    const job = (time: RenderTime) => ensureJob(trx, { key: renderKey(query, time, PRESENTATION_RENDER, quality), query, time, ...PRESENTATION_RENDER }, now);
    const day = await job("day");
    const dusk = await job("dusk");
    const fresh = {
      locale: lead.locale,
      day_job_id: day.id,
      dusk_job_id: dusk.id,
      sheet_html: sheetHtml,
      status: "rendering" as const,
      attempts: 0,
      lease_token: null,
      lease_until: null,
      last_error: null,
      finished_at: null,
      day_image: null,
      dusk_image: null,
      pdf: null,
    };
    await trx
      .insertInto("presentations")
      .values({ created_at: now.toISOString(), quote_request_id: quoteRequestId, ...fresh })
      .onConflict((c) => c.column("quote_request_id").doUpdateSet({ created_at: now.toISOString(), ...fresh }))
      .execute();
    return "queued";
  });
}
