/**
 * A render worker (decision 040): `npm run render-worker`. Claims photoreal rendering jobs from
 * the site's database (DATABASE_URL, or the SQLite file in DATA_DIR on this machine) and renders
 * them with Blender at the lowest CPU priority, RENDER_CONCURRENCY at a time. Runs beside the web
 * server or on any other machine that reaches the same PostgreSQL; the web process never runs
 * Blender. The web server must have started once (it applies the migrations). SIGTERM stops it:
 * renders in flight are killed and their jobs taken again when their leases run out.
 */
import { setPriority } from "node:os";
import { getEnv } from "#app/utils/env.server.ts";
import { closeDb, getDbHandle } from "#app/db/db.server.ts";
import { blenderAvailable } from "#app/features/renderings/blender.server.ts";
import { startRenderWorker } from "#app/features/renderings/worker.server.ts";
import pino from "pino";

/** Structured JSON logs on stdout, as the web server's, under the worker's own name. */
const logger = pino({ level: process.env.LOG_LEVEL ?? "info", base: { service: "bayou-crest-render-worker" } });
let env;
try {
  env = getEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

// Visitors' pages come first: Blender (a child) inherits this niceness.
try {
  setPriority(env.RENDER_NICE);
} catch (error) {
  logger.warn({ err: (error as Error).message }, "could not lower the worker's CPU priority");
}

const blender = await blenderAvailable();
if (!blender.ok) {
  logger.error({ reason: blender.reason }, "Blender does not run here: install Debian's `blender` package or set BLENDER_PATH");
  process.exit(1);
}

const worker = startRenderWorker(
  getDbHandle(),
  {
    concurrency: env.RENDER_CONCURRENCY,
    leaseMs: env.RENDER_LEASE_SECONDS * 1000,
    timeLimitMs: env.RENDER_TIME_LIMIT_SECONDS * 1000,
    maxAttempts: env.RENDER_MAX_ATTEMPTS,
    pollMs: env.RENDER_POLL_MS,
    quality: env.RENDER_QUALITY,
  },
  logger,
);
logger.info({ blender: blender.version, engine: getDbHandle().engine }, "render worker ready");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "render worker stopping");
  await worker.stop();
  await closeDb();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
// Started by `npm start` (RENDERINGS=auto): a web server that is gone takes its worker with it.
if (process.env.RENDER_WORKER_PARENT === "web") process.on("disconnect", () => void shutdown("parent gone"));
