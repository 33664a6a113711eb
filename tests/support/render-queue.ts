import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** The stand-in Blender (tests/support/fake-blender.sh): renders in milliseconds, or hangs, or crashes. */
export const FAKE_BLENDER = path.resolve(import.meta.dirname, "fake-blender.sh");

/** A folder for the stand-in's markers, and the JPEG it "renders" (a 32 × 20 blue-green picture). */
export async function fakeBlenderFixture(): Promise<{ dir: string; image: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bayou-fake-blender-"));
  const image = path.join(dir, "picture.jpg");
  await sharp({ create: { width: 32, height: 20, channels: 3, background: { r: 20, g: 140, b: 160 } } }).jpeg().toFile(image);
  return { dir, image };
}

export interface WorkerProcess {
  process: ChildProcess;
  output(): string;
  /** SIGKILL, as a crash or a pulled plug would; resolves when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

/** `node scripts/render-worker.ts` against the test's database, with the stand-in Blender. */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ["scripts/render-worker.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", BLENDER_PATH: FAKE_BLENDER, RENDER_POLL_MS: "100", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    process: child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Polls `check` until it returns a value (not undefined), up to `ms`; the failure names `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
