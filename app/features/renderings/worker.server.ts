import { mkdtemp, readFile, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import type { DbHandle } from "#app/db/client.server.ts";
import { renderDesign, samplesFor, type RenderRequest, type RenderResult, type RenderOptions } from "#app/features/renderings/blender.server.ts";
import { presentationRound } from "#app/features/renderings/presentation/build-presentation.server.ts";
import type { RenderWorkerLogger } from "#app/features/renderings/worker-logger.ts";
import { claimJob, completeJob, failAbandonedJobs, failAttempt, heartbeat, VISITOR_RENDER, type ClaimedJob } from "#app/features/renderings/jobs.server.ts";

export interface RenderWorkerConfig {
  concurrency: number;
  leaseMs: number;
  timeLimitMs: number;
  maxAttempts: number;
  pollMs: number;
  quality: "final" | "preview";
  /** Told once a picture is stored (the web process's outbox is woken by its own poll). */
  onDone?: (job: ClaimedJob) => void;
}

/**
 * RENDER_TIME_LIMIT_SECONDS is for a visitor's 1600 × 1000 picture; a larger one (the owner's 4K
 * presentation, decision 047) gets it times its share of the work: pixels × samples, about 2.9
 * times at 4K, as decision 039's appendix estimates its CPU time.
 */
export function timeLimitFor(job: Pick<ClaimedJob, "width" | "height">, quality: "final" | "preview", visitorLimitMs: number): number {
  const work = (width: number, height: number) => width * height * samplesFor(quality, width);
  return Math.round(visitorLimitMs * Math.max(1, work(job.width, job.height) / work(VISITOR_RENDER.width, VISITOR_RENDER.height)));
}

type Render = (request: RenderRequest, options: RenderOptions) => Promise<RenderResult>;

/**
 * A render worker (decision 040): `concurrency` loops, each claiming one job at a time, rendering
 * it with Blender under the time limit, renewing its lease every third of the lease while Blender
 * runs (with the progress Blender reports), and storing the picture or the failed attempt; between
 * renders it builds the owner's presentations whose pictures are done (decision 047). A lost
 * lease (the database said the job is another worker's) kills its Blender at once. `stop()` kills
 * the renders in flight; their jobs go back to the queue when their leases run out.
 */
export function startRenderWorker(handle: Pick<DbHandle, "db" | "engine">, config: RenderWorkerConfig, logger: RenderWorkerLogger, render: Render = renderDesign) {
  const name = `${hostname()}:${process.pid}`;
  const stopping = new AbortController();
  let wake: (() => void) | undefined;

  async function runJob(job: ClaimedJob): Promise<void> {
    const started = Date.now();
    const abort = new AbortController();
    const onStop = () => abort.abort(new Error("worker stopping"));
    stopping.signal.addEventListener("abort", onStop, { once: true });
    let progress = 0;
    const beat = setInterval(() => {
      heartbeat(handle.db, job, progress, new Date(), config.leaseMs)
        .then((held) => {
          if (!held) abort.abort(new Error("lease lost: another worker has the job"));
        })
        // A database that does not answer for a moment is no reason to kill a render: the lease has slack.
        .catch((error: Error) => logger.warn({ job: job.id, err: error.message }, "render heartbeat failed"));
    }, Math.max(50, Math.floor(config.leaseMs / 3)));
    const work = await mkdtemp(path.join(tmpdir(), "bayou-render-job-"));
    logger.info({ job: job.id, attempt: job.attempts, time: job.time, width: job.width }, "render started");
    try {
      const out = path.join(work, "rendering.jpg");
      const result = await render(
        { query: job.query, time: job.time, width: job.width, height: job.height, out, quality: config.quality },
        { signal: abort.signal, timeoutMs: timeLimitFor(job, config.quality, config.timeLimitMs), onProgress: (fraction) => (progress = fraction) },
      );
      const image = await readFile(result.file);
      const stored = await completeJob(handle.db, job, image, result.seconds, new Date());
      if (stored) {
        logger.info({ job: job.id, seconds: Math.round(result.seconds), samples: result.samples, peakMemoryMb: result.peakMemoryMb, bytes: image.length }, "render done");
        config.onDone?.(job);
      } else logger.warn({ job: job.id }, "render finished after its lease was lost; another worker has it");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (stopping.signal.aborted) {
        logger.warn({ job: job.id }, "render stopped with the worker; the job returns to the queue when its lease runs out");
        return;
      }
      const outcome = await failAttempt(handle.db, job, message, new Date(), config.maxAttempts).catch((dbError: Error) => {
        logger.error({ job: job.id, err: dbError.message }, "a failed render could not be recorded; its lease will run out");
        return "lost" as const;
      });
      logger[outcome === "failed" ? "error" : "warn"](
        { job: job.id, attempt: job.attempts, maxAttempts: config.maxAttempts, seconds: Math.round((Date.now() - started) / 1000), err: message.slice(0, 500) },
        outcome === "failed" ? "render failed for good; the visitor and the owner are told" : outcome === "retry" ? "render failed; queued again" : "render failed after its lease was lost",
      );
    } finally {
      clearInterval(beat);
      stopping.signal.removeEventListener("abort", onStop);
      await rm(work, { recursive: true, force: true });
    }
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let job: ClaimedJob | null = null;
      try {
        // A presentation whose pictures are done takes seconds: it goes before the next render.
        if (await presentationRound(handle, config, logger)) continue;
        const now = new Date();
        const failed = await failAbandonedJobs(handle.db, now, config.maxAttempts);
        if (failed > 0) logger.error({ failed }, "renders abandoned on their last attempt failed for good; the visitors and the owner are told");
        job = await claimJob(handle, name, now, { leaseMs: config.leaseMs, maxAttempts: config.maxAttempts });
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, "render queue round failed");
      }
      if (job) {
        await runJob(job);
        continue;
      }
      if (stopping.signal.aborted) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
        stopping.signal.addEventListener("abort", wake, { once: true });
      });
      wake = undefined;
    }
  }

  const loops = Array.from({ length: config.concurrency }, () => loop());
  logger.info({ worker: name, concurrency: config.concurrency, quality: config.quality, timeLimitSeconds: config.timeLimitMs / 1000 }, "render worker started");
  return {
    name,
    async stop() {
      stopping.abort();
      wake?.();
      await Promise.all(loops);
    },
  };
}
