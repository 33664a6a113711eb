import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Logger } from "pino";

/** V8's `gc` with the options its extension reads. */
type Gc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

export interface IdleGcOptions {
  /** How often the process looks at itself. */
  intervalMs?: number;
  /** Growth of the resident size, since the last such collection (or the lowest seen), that calls for one. */
  growthBytes?: number;
  /** Above this share of the interval spent working, the process is busy: no pause is added then. */
  quietUtilization?: number;
  logger: Logger;
}

/**
 * Gives memory back after a burst, once the process is quiet again. A burst (a flood of designs
 * never seen, say) grows V8's young generation to its largest and leaves its freed pages pooled;
 * V8 returns them only on a memory-reducing collection, and its memory reducer waits for an
 * allocation rate that an idle server's own timers keep above its threshold, so a minute after
 * such a flood the process still held ≈ 230 MB more (decision 045). So: every `intervalMs`, if
 * the resident size has grown by `growthBytes` and the event loop was nearly idle over the
 * interval, one last-resort collection (all of V8's memory-reducing work, ≈ 30–60 ms once).
 */
export function startIdleGc({ intervalMs = 5_000, growthBytes = 32 * 1024 * 1024, quietUtilization = 0.05, logger }: IdleGcOptions): () => void {
  const gc = exposedGc();
  let reference = process.memoryUsage.rss();
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const rss = process.memoryUsage.rss();
    reference = Math.min(reference, rss);
    if (utilization > quietUtilization || rss - reference < growthBytes) return;
    const started = performance.now();
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    reference = process.memoryUsage.rss();
    logger.info({ rssBefore: rss, rssAfter: reference, ms: Math.round(performance.now() - started) }, "memory given back after a burst");
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** `gc`, exposed by its V8 flag here rather than by every command that starts the server. */
function exposedGc(): Gc {
  const global = globalThis as { gc?: Gc };
  if (global.gc) return global.gc;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as Gc;
}
