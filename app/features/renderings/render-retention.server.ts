import type { Db } from "#app/db/client.server.ts";

/**
 * How long a finished picture nothing points to is kept after it was last asked for: long enough
 * for the same design at the same hour (a visitor sharing a link, the owner asking twice) to be
 * served again rather than rendered again.
 */
export const UNUSED_RENDER_DAYS = 7;
const BATCH = 100;

/**
 * Deletes finished render jobs (done or failed, with their pictures) that nothing needs: no saved
 * design shows them (a visitor's page and e-mail), and no presentation still waits on them (a
 * finished presentation holds its own copies). They are left when a person is erased, spam is
 * deleted or a presentation is built: without this, every 4K picture would be stored twice and
 * an erased visitor's pictures kept for ever. A request that finds a job marks its row
 * (`ensureJob`), and the delete checks that mark again on the row itself, so a picture found by a
 * request in flight is never taken. Returns how many were deleted.
 */
export async function deleteUnusedRenderings(
  db: Db,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(
    now.getTime() - UNUSED_RENDER_DAYS * 86_400_000,
  ).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("render_jobs")
        .select("id")
        .where("status", "in", ["done", "failed"])
        .where("last_asked_at", "<", cutoff)
        .where(({ not, exists, selectFrom, or, ref }) =>
          not(
            or([
              exists(
                selectFrom("saved_designs")
                  .select("id")
                  .whereRef(
                    "saved_designs.render_job_id",
                    "=",
                    ref("render_jobs.id"),
                  ),
              ),
              exists(
                selectFrom("presentations")
                  .select("id")
                  .where("presentations.status", "in", [
                    "rendering",
                    "building",
                  ])
                  .where((eb) =>
                    eb.or([
                      eb(
                        "presentations.day_job_id",
                        "=",
                        ref("render_jobs.id"),
                      ),
                      eb(
                        "presentations.dusk_job_id",
                        "=",
                        ref("render_jobs.id"),
                      ),
                    ]),
                  ),
              ),
            ]),
          ),
        )
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return 0;
      const result = await trx
        .deleteFrom("render_jobs")
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .where("last_asked_at", "<", cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    total += deleted;
    if (deleted === 0) return total;
  }
}
