import type { Transaction } from "kysely";
import type { DbHandle, Db } from "#app/db/client.server.ts";
import type { Database, RenderJobStatus } from "#app/db/schema.ts";
import type { RenderTime } from "#app/features/renderings/blender.server.ts";
import { abandonedAttempt, claimUnderLease, failedAttempt } from "#app/features/renderings/lease-claim.server.ts";

/**
 * The render queue (decision 040): a table of jobs with leases, on both engines. A worker claims
 * the oldest job that is queued, or running under a lease that ran out (its worker died); the
 * claim counts an attempt and names itself with a fresh `lease_token`, which every later write of
 * that worker must show, so a worker that lost its lease can never finish or fail a job another
 * has taken (the claim itself: lease-claim.server.ts, shared with the presentations).
 */

/**
 * Part of every job's key: raise it when the picture a design gives changes (scripts/render/*.py,
 * scene-export.ts, the samples), so designs are rendered anew instead of served from before.
 */
export const RENDERER_VERSION = "cycles-9";

/** The visitor's picture: 1600 px wide, the site's 16:10. */
export const VISITOR_RENDER = { width: 1600, height: 1000 } as const;

export function renderKey(canonicalQuery: string, time: RenderTime, size: { width: number; height: number }, quality: string): string {
  return `${RENDERER_VERSION}|${quality}|${size.width}x${size.height}|${time}|${canonicalQuery}`;
}

export interface ClaimedJob {
  id: number;
  query: string;
  time: RenderTime;
  width: number;
  height: number;
  attempts: number;
  leaseToken: string;
}

/**
 * Finds or makes the job for this key, inside the caller's transaction. A job that failed for good
 * is queued again with fresh attempts: a new request is a new chance (the cause may be fixed).
 */
export async function ensureJob(
  trx: Transaction<Database>,
  job: { key: string; query: string; time: RenderTime; width: number; height: number },
  now: Date,
): Promise<{ id: number; status: RenderJobStatus }> {
  await trx
    .insertInto("render_jobs")
    .values({ created_at: now.toISOString(), last_asked_at: now.toISOString(), render_key: job.key, query: job.query, time_of_day: job.time, width: job.width, height: job.height, lease_token: null, lease_until: null, worker: null, started_at: null, finished_at: null, last_error: null, seconds: null, image: null })
    // Found again: marked as asked for on its own row, which also holds the row (PostgreSQL) until
    // this request commits, so deleteUnusedRenderings cannot take a picture a request has just found.
    .onConflict((c) => c.column("render_key").doUpdateSet({ last_asked_at: now.toISOString() }))
    .execute();
  const row = await trx.selectFrom("render_jobs").select(["id", "status"]).where("render_key", "=", job.key).executeTakeFirstOrThrow();
  if (row.status === "failed") {
    await trx.updateTable("render_jobs").set({ status: "queued", attempts: 0, progress: 0, last_error: null, lease_token: null, lease_until: null }).where("id", "=", row.id).execute();
    return { id: Number(row.id), status: "queued" };
  }
  return { id: Number(row.id), status: row.status };
}

/** Jobs another worker may take: queued, or running under a lease that ran out with attempts left. */
function claimable(db: Db | Transaction<Database>, nowIso: string, maxAttempts: number) {
  return db
    .selectFrom("render_jobs")
    .select("id")
    .where((eb) => eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "running"), eb("lease_until", "<=", nowIso)])]))
    .where("attempts", "<", maxAttempts)
    .orderBy("id")
    .limit(1);
}

export async function claimJob(handle: Pick<DbHandle, "db" | "engine">, worker: string, now: Date, { leaseMs, maxAttempts }: { leaseMs: number; maxAttempts: number }): Promise<ClaimedJob | null> {
  const nowIso = now.toISOString();
  const claimed = await claimUnderLease(handle, {
    due: (db) => claimable(db, nowIso, maxAttempts),
    take: (db, target, lease) =>
      db
        .updateTable("render_jobs")
        .set((eb) => ({ ...lease, status: "running", worker: worker.slice(0, 200), progress: 0, started_at: nowIso, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", target)
        .returning(["id", "query", "time_of_day", "width", "height", "attempts"])
        .executeTakeFirst(),
    now,
    leaseMs,
  });
  if (!claimed) return null;
  const { row, leaseToken } = claimed;
  return { id: Number(row.id), query: row.query, time: row.time_of_day, width: row.width, height: row.height, attempts: Number(row.attempts), leaseToken };
}

/** Pushes the lease on and records the progress; false when the lease is no longer this worker's. */
export async function heartbeat(db: Db, job: ClaimedJob, progress: number, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable("render_jobs")
    .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString(), progress: Math.max(0, Math.min(1, progress)) })
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The outbox rows of a job's requests that wait on its outcome. */
function waitingMail(trx: Transaction<Database>, jobId: number, kind: "rendering" | "rendering-failed") {
  return trx
    .updateTable("lead_outbox")
    .where("lead_table", "=", "saved_designs")
    .where("kind", "=", kind)
    .where("status", "=", "waiting")
    .where("lead_id", "in", (eb) => eb.selectFrom("saved_designs").select("id").where("render_job_id", "=", jobId));
}

/**
 * Stores the picture and releases its e-mails (and drops the failure notices queued beside them),
 * in one transaction; false when the lease was lost (another worker has the job now).
 */
export async function completeJob(db: Db, job: ClaimedJob, image: Uint8Array, seconds: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("render_jobs")
      .set({ status: "done", image, seconds, progress: 1, finished_at: now.toISOString(), lease_token: null, lease_until: null, last_error: null })
      .where("id", "=", job.id)
      .where("lease_token", "=", job.leaseToken)
      .where("status", "=", "running")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await waitingMail(trx, job.id, "rendering").set({ status: "pending", next_attempt_at: now.toISOString() }).execute();
    await waitingMail(trx, job.id, "rendering-failed").set({ status: "canceled", last_error: "the rendering was made" }).execute();
    return true;
  });
}

export type AttemptOutcome = "retry" | "failed" | "lost";

/**
 * A failed attempt: queued again while attempts remain, else failed for good, the visitor's
 * notice released and the owner's queued (one per request: each is a lead).
 */
export async function failAttempt(db: Db, job: Pick<ClaimedJob, "id" | "attempts" | "leaseToken">, error: string, now: Date, maxAttempts: number): Promise<AttemptOutcome> {
  return db.transaction().execute(async (trx) => {
    const last = job.attempts >= maxAttempts;
    const result = await trx
      .updateTable("render_jobs")
      .set(failedAttempt(last, "queued", error, now))
      .where("id", "=", job.id)
      .where("lease_token", "=", job.leaseToken)
      .where("status", "=", "running")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return "lost";
    if (last) await failedForGood(trx, job.id, now);
    return last ? "failed" : "retry";
  });
}

/**
 * Jobs whose worker vanished on their last attempt (running, lease run out, no attempt left):
 * failed for good, as a render that failed would be. Any worker sweeps them before it claims.
 */
export async function failAbandonedJobs(db: Db, now: Date, maxAttempts: number): Promise<number> {
  const nowIso = now.toISOString();
  const abandoned = await db
    .selectFrom("render_jobs")
    .select("id")
    .where("status", "=", "running")
    .where("lease_until", "<=", nowIso)
    .where("attempts", ">=", maxAttempts)
    .execute();
  let failed = 0;
  for (const { id } of abandoned) {
    const done = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("render_jobs")
        .set(abandonedAttempt(nowIso))
        .where("id", "=", id)
        .where("status", "=", "running")
        .where("lease_until", "<=", nowIso)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await failedForGood(trx, Number(id), now);
      return true;
    });
    if (done) failed += 1;
  }
  return failed;
}

async function failedForGood(trx: Transaction<Database>, jobId: number, now: Date): Promise<void> {
  await waitingMail(trx, jobId, "rendering-failed").set({ status: "pending", next_attempt_at: now.toISOString() }).execute();
  await waitingMail(trx, jobId, "rendering").set({ status: "canceled", last_error: "the rendering failed" }).execute();
  const job = await trx.selectFrom("render_jobs").select(["last_error", "attempts", "time_of_day"]).where("id", "=", jobId).executeTakeFirstOrThrow();
  const requests = await trx.selectFrom("saved_designs").select(["id", "created_at"]).where("render_job_id", "=", jobId).execute();
  for (const request of requests) {
    await trx
      .insertInto("lead_outbox")
      .values({
        created_at: now.toISOString(),
        kind: "rendering-notice",
        lead_table: "saved_designs",
        lead_id: request.id,
        recipient: null,
        subject: `A photoreal rendering failed (saved design ${request.id})`,
        body: ownerNotice(Number(request.id), job.time_of_day, Number(job.attempts), job.last_error ?? "unknown"),
        status: "pending",
        attempts: 0,
        next_attempt_at: now.toISOString(),
      })
      .execute();
  }
}

function ownerNotice(savedDesignId: number, time: string, attempts: number, error: string): string {
  return [
    `A visitor asked for a photoreal ${time} rendering of their design (saved design ${savedDesignId}, in the inbox's Saved designs tab).`,
    `It could not be made after ${attempts} attempt${attempts === 1 ? "" : "s"}; the visitor has been told by e-mail and on its page, and asked to try again later.`,
    `The last error: ${error}`,
    "The render worker's log has the details (journalctl -u bayou-crest-render-worker).",
  ].join("\n\n");
}

export interface RenderStatus {
  status: RenderJobStatus;
  time: RenderTime;
  /** The design's query. */
  query: string;
  /** Queued: 1 when it is next. */
  position: number | null;
  /** 0..1 */
  progress: number;
  jobId: number;
}

/** A request's page: its job's state and, while queued, its place in the queue. */
export async function renderStatus(db: Db, token: string): Promise<RenderStatus | null> {
  const row = await db
    .selectFrom("saved_designs")
    .innerJoin("render_jobs", "render_jobs.id", "saved_designs.render_job_id")
    .select(["render_jobs.id", "render_jobs.status", "render_jobs.time_of_day", "render_jobs.query", "render_jobs.progress"])
    .where("saved_designs.render_token", "=", token)
    .executeTakeFirst();
  if (!row) return null;
  let position: number | null = null;
  if (row.status === "queued") {
    const ahead = await db
      .selectFrom("render_jobs")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "queued")
      .where("id", "<", row.id)
      .executeTakeFirstOrThrow();
    position = Number(ahead.n) + 1;
  }
  return { status: row.status, time: row.time_of_day, query: row.query, position, progress: Number(row.progress), jobId: Number(row.id) };
}
