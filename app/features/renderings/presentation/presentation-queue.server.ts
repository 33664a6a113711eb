import type { Transaction } from "kysely";
import type { Db, DbHandle } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { abandonedAttempt, claimUnderLease, failedAttempt } from "#app/features/renderings/lease-claim.server.ts";

/**
 * The presentations' side of the render queue (decision 047): a presentation waits in
 * `rendering` until both its pictures' jobs are done, then a worker claims it under a lease (the
 * same claim as a job's: lease-claim.server.ts), builds it and stores the results with the same
 * lease token, so a worker that lost it changes nothing.
 * A failed build is tried again until the worker's attempts run out.
 */

export interface ClaimedPresentation {
  id: number;
  quoteRequestId: number;
  dayJobId: number;
  duskJobId: number;
  sheetHtml: string;
  attempts: number;
  leaseToken: string;
}

const doneJobs = (db: Db | Transaction<Database>) => db.selectFrom("render_jobs").select("render_jobs.id").where("render_jobs.status", "=", "done");

/** Presentations a worker may build: both pictures done, or a build whose lease ran out, with attempts left. */
function claimable(db: Db | Transaction<Database>, nowIso: string, maxAttempts: number) {
  return db
    .selectFrom("presentations")
    .select("presentations.id")
    .where((eb) =>
      eb.or([
        eb.and([eb("presentations.status", "=", "rendering"), eb("presentations.day_job_id", "in", doneJobs(db)), eb("presentations.dusk_job_id", "in", doneJobs(db))]),
        eb.and([eb("presentations.status", "=", "building"), eb("presentations.lease_until", "<=", nowIso)]),
      ]),
    )
    .where("presentations.attempts", "<", maxAttempts)
    .orderBy("presentations.id")
    .limit(1);
}

export async function claimPresentation(handle: Pick<DbHandle, "db" | "engine">, now: Date, { leaseMs, maxAttempts }: { leaseMs: number; maxAttempts: number }): Promise<ClaimedPresentation | null> {
  const nowIso = now.toISOString();
  const claimed = await claimUnderLease(handle, {
    due: (db) => claimable(db, nowIso, maxAttempts),
    take: (db, target, lease) =>
      db
        .updateTable("presentations")
        .set((eb) => ({ ...lease, status: "building", attempts: eb("attempts", "+", 1) }))
        .where("id", "=", target)
        .returning(["id", "quote_request_id", "day_job_id", "dusk_job_id", "sheet_html", "attempts"])
        .executeTakeFirst(),
    now,
    leaseMs,
  });
  if (!claimed) return null;
  const { row, leaseToken } = claimed;
  return {
    id: Number(row.id),
    quoteRequestId: Number(row.quote_request_id),
    dayJobId: Number(row.day_job_id),
    duskJobId: Number(row.dusk_job_id),
    sheetHtml: row.sheet_html,
    attempts: Number(row.attempts),
    leaseToken,
  };
}

/** The two finished pictures a claimed presentation is made of. */
export async function presentationPictures(db: Db, claimed: ClaimedPresentation): Promise<{ day: Uint8Array; dusk: Uint8Array }> {
  const rows = await db.selectFrom("render_jobs").select(["id", "image"]).where("id", "in", [claimed.dayJobId, claimed.duskJobId]).where("status", "=", "done").execute();
  const image = (id: number) => {
    const found = rows.find((row) => Number(row.id) === id)?.image;
    if (!found) throw new Error(`render job ${id} has no picture`);
    return found;
  };
  return { day: image(claimed.dayJobId), dusk: image(claimed.duskJobId) };
}

/** Stores the stamped pictures and the PDF; false when the lease was lost. */
export async function completePresentation(db: Db, claimed: ClaimedPresentation, made: { day: Uint8Array; dusk: Uint8Array; pdf: Uint8Array }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("presentations")
    .set({ status: "done", day_image: made.day, dusk_image: made.dusk, pdf: made.pdf, finished_at: now.toISOString(), lease_token: null, lease_until: null, last_error: null })
    .where("id", "=", claimed.id)
    .where("lease_token", "=", claimed.leaseToken)
    .where("status", "=", "building")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A failed build: waits to be claimed again while attempts remain, else failed for good. */
export async function failPresentationAttempt(db: Db, claimed: ClaimedPresentation, error: string, now: Date, maxAttempts: number): Promise<"retry" | "failed" | "lost"> {
  const last = claimed.attempts >= maxAttempts;
  const result = await db
    .updateTable("presentations")
    .set(failedAttempt(last, "rendering", error, now))
    .where("id", "=", claimed.id)
    .where("lease_token", "=", claimed.leaseToken)
    .where("status", "=", "building")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return "lost";
  return last ? "failed" : "retry";
}

/** Builds whose worker vanished on the last attempt: failed for good, as a job's are. */
export async function failAbandonedPresentations(db: Db, now: Date, maxAttempts: number): Promise<number> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable("presentations")
    .set(abandonedAttempt(nowIso))
    .where("status", "=", "building")
    .where("lease_until", "<=", nowIso)
    .where("attempts", ">=", maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
