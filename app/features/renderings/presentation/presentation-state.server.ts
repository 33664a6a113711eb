import { sql } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import type { RenderJobStatus } from "#app/db/schema.ts";
import type { RenderTime } from "#app/features/renderings/blender.server.ts";

export interface PresentationPicture {
  time: RenderTime;
  status: RenderJobStatus;
  /** 0..1 */
  progress: number;
  /** Queued: 1 when it is next. */
  position: number | null;
}

/** What a quote's page shows of its presentation. */
export type PresentationState =
  | { state: "none" }
  | { state: "rendering"; pictures: PresentationPicture[] }
  | { state: "building" }
  | { state: "done"; finishedAt: string; bytes: { day: number; dusk: number; pdf: number } }
  | { state: "failed"; error: string };

/**
 * The presentation's state, its pictures' progress read from their jobs. A picture that failed
 * for good fails the presentation at once (no worker need notice it): asking again queues the
 * job again.
 */
export async function presentationState(db: Db, quoteRequestId: number): Promise<PresentationState> {
  const row = await db
    .selectFrom("presentations")
    .select(["status", "day_job_id", "dusk_job_id", "last_error", "finished_at"])
    .select([sql<number>`length(day_image)`.as("day_bytes"), sql<number>`length(dusk_image)`.as("dusk_bytes"), sql<number>`length(pdf)`.as("pdf_bytes")])
    .where("quote_request_id", "=", quoteRequestId)
    .executeTakeFirst();
  if (!row) return { state: "none" };
  if (row.status === "done") {
    return { state: "done", finishedAt: new Date(row.finished_at!).toISOString(), bytes: { day: Number(row.day_bytes), dusk: Number(row.dusk_bytes), pdf: Number(row.pdf_bytes) } };
  }
  if (row.status === "failed") return { state: "failed", error: row.last_error ?? "unknown" };
  if (row.status === "building") return { state: "building" };
  const jobs = await db
    .selectFrom("render_jobs")
    .select(["id", "status", "time_of_day", "progress", "last_error"])
    .where("id", "in", [row.day_job_id, row.dusk_job_id])
    .execute();
  const failed = jobs.find((job) => job.status === "failed");
  if (failed) return { state: "failed", error: `The ${failed.time_of_day} picture could not be rendered: ${failed.last_error ?? "unknown"}` };
  const pictures: PresentationPicture[] = [];
  for (const id of [row.day_job_id, row.dusk_job_id]) {
    const job = jobs.find((candidate) => Number(candidate.id) === Number(id));
    if (!job) return { state: "failed", error: "Its render job is gone: ask for the presentation again." };
    let position: number | null = null;
    if (job.status === "queued") {
      const ahead = await db.selectFrom("render_jobs").select((eb) => eb.fn.countAll<number | string>().as("n")).where("status", "=", "queued").where("id", "<", job.id).executeTakeFirstOrThrow();
      position = Number(ahead.n) + 1;
    }
    pictures.push({ time: job.time_of_day, status: job.status, progress: Number(job.progress), position });
  }
  return { state: "rendering", pictures };
}

export const PRESENTATION_FILES = { "day.jpg": "day_image", "dusk.jpg": "dusk_image", "sheet.pdf": "pdf" } as const;
export type PresentationFile = keyof typeof PRESENTATION_FILES;

/** A finished presentation's picture or PDF. */
export async function presentationFile(db: Db, quoteRequestId: number, file: PresentationFile): Promise<Uint8Array | null> {
  const column = PRESENTATION_FILES[file];
  const row = await db.selectFrom("presentations").select(column).where("quote_request_id", "=", quoteRequestId).where("status", "=", "done").executeTakeFirst();
  return row?.[column] ?? null;
}
