import type { Db } from "#app/db/client.server.ts";

/**
 * A saved design's finished rendering (migration 0023), read from its job's row: by the request's
 * row (its e-mail, sent by the outbox) or by its status page's secret (the picture's own address).
 * Null while the job is not done.
 */
export async function finishedRendering(db: Db, request: { id: number } | { token: string }): Promise<Uint8Array | null> {
  const found = await db
    .selectFrom("saved_designs")
    .innerJoin("render_jobs", "render_jobs.id", "saved_designs.render_job_id")
    .select("render_jobs.image")
    .where((eb) => ("id" in request ? eb("saved_designs.id", "=", request.id) : eb("saved_designs.render_token", "=", request.token)))
    .where("render_jobs.status", "=", "done")
    .executeTakeFirst();
  return found?.image ?? null;
}
