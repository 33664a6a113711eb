import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { blenderAvailable } from "#app/features/renderings/blender.server.ts";
import { setRenderingsOffered } from "#app/features/renderings/offered.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/** The one line a server without Blender logs (decision 040). */
export const ENABLE_RENDERINGS_HINT =
  "photoreal renderings are off: Blender does not run here. Install Debian's `blender` package (or set BLENDER_PATH) and restart, or run `npm run render-worker` on a machine that has it with RENDERINGS=on here";

/**
 * Photoreal renderings at start-up (RENDERINGS; decision 040). `auto`: offered when Blender runs
 * on this machine, and then one render worker is started as a child process (low priority, its
 * own process: the web process never runs Blender), stopped with the server, and gone with it if
 * the server dies (its IPC channel closes). `on`: offered, workers run elsewhere. `off`: not
 * offered. Without Blender under `auto`, one line says how to turn them on.
 */
export async function startRenderings({ root }: { root: string }): Promise<() => Promise<void>> {
  const env = getEnv();
  if (env.RENDERINGS === "off") {
    setRenderingsOffered(false);
    return async () => {};
  }
  if (env.RENDERINGS === "on") {
    setRenderingsOffered(true);
    logger.info("photoreal renderings offered; render workers run apart (npm run render-worker)");
    return async () => {};
  }
  const blender = await blenderAvailable();
  if (!blender.ok) {
    setRenderingsOffered(false);
    logger.info({ reason: blender.reason }, ENABLE_RENDERINGS_HINT);
    return async () => {};
  }
  setRenderingsOffered(true);
  let child: ChildProcess | undefined;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, [path.join(root, "scripts/render-worker.ts")], {
      cwd: root,
      env: { ...process.env, RENDER_WORKER_PARENT: "web" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.on("exit", (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, "the render worker stopped; starting it again in 5 s");
      setTimeout(() => {
        if (!stopping) start();
      }, 5000).unref();
    });
  };
  start();
  logger.info({ blender: blender.version }, "photoreal renderings offered; a render worker runs beside the server");
  return async () => {
    stopping = true;
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
}
