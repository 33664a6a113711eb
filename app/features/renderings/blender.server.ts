import { spawn } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { exportScene, type SceneOptions } from "#app/features/renderings/scene-export.ts";

/**
 * Photoreal renderings with Blender's Cycles, run as a child process (never inside the web
 * process: a worker calls this). The design's scene is the 3-D view's own, exported to glTF by
 * scene-export.ts; scripts/render/render.py gives it materials, planting, sky and lights and
 * renders it. The child inherits the caller's niceness, so a worker started under `nice` renders
 * at low priority. Decision record: docs/decisions/039-photoreal-renderings.md.
 */

export type RenderTime = "day" | "dusk";

export interface RenderRequest {
  /** The design's query string, as /design takes it. */
  query: string;
  time: RenderTime;
  width: number;
  height: number;
  /** A .jpg or .png path. */
  out: string;
  /** Preview: few samples, for tests and quick looks; final (the default): clean at full size. */
  quality?: "preview" | "final";
  /** The house, fence and planting (default: `defaultYardStyle`); a project's pergola, open land, vanishing edge; the camera. */
  yardStyle?: SceneOptions["yardStyle"];
  yard?: SceneOptions["yard"];
  land?: SceneOptions["land"];
  shot?: SceneOptions["shot"];
  /** Max samples per pixel instead of the quality's (measurements; decision 039's appendix). */
  samples?: number;
  /** The albedo/normal-guided filter (default on); off renders samples alone (measurements). */
  denoise?: boolean;
}

export interface RenderOptions {
  /** Aborting kills Blender. */
  signal?: AbortSignal;
  /** 0..1, parsed from Blender's output. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
}

export interface RenderResult {
  file: string;
  seconds: number;
  /** The most samples a pixel may take (adaptive sampling stops clean pixels sooner). */
  samples: number;
  peakMemoryMb?: number;
}

/** Max samples per pixel; adaptive sampling (threshold in render.py) ends most pixels sooner. */
export const SAMPLES = { preview: 12, final: 32 } as const;
/**
 * A 4K picture (3840 wide, for the owner's presentation) takes half the samples: it has 5.8 times
 * the pixels of 1600 × 1000, so each part of the scene still gets more samples, and the guided
 * filter's window grows with the width (decision 039).
 */
export function samplesFor(quality: "preview" | "final", width: number): number {
  return quality === "final" && width > 2400 ? SAMPLES.final / 2 : SAMPLES[quality];
}
const MAX_SIDE = 8192;
const SCRIPT = fileURLToPath(new URL("../../../scripts/render/render.py", import.meta.url));

function blenderPath(): string {
  return process.env.BLENDER_PATH || "blender";
}

export function validateRequest(request: RenderRequest): void {
  for (const side of ["width", "height"] as const) {
    const value = request[side];
    if (!Number.isInteger(value) || value < 16 || value > MAX_SIDE) throw new Error(`render ${side} must be a whole number from 16 to ${MAX_SIDE}, got ${value}`);
  }
  if (request.time !== "day" && request.time !== "dusk") throw new Error(`render time must be day or dusk, got ${String(request.time)}`);
  if (!/\.(jpe?g|png)$/i.test(request.out)) throw new Error(`render output must be a .jpg or .png file, got ${request.out}`);
}

export async function renderDesign(request: RenderRequest, options: RenderOptions = {}): Promise<RenderResult> {
  validateRequest(request);
  options.signal?.throwIfAborted();
  const started = performance.now();
  const { design, errors } = parseDesignQuery(new URLSearchParams(request.query));
  if (errors.form) throw new Error(`render query refused: ${errors.form}`);
  const samples = request.samples ?? samplesFor(request.quality ?? "final", request.width);
  const work = await mkdtemp(path.join(tmpdir(), "bayou-render-"));
  try {
    const scene = exportScene(design, request.time, { yardStyle: request.yardStyle, yard: request.yard, land: request.land, shot: request.shot });
    const gltf = path.join(work, "scene.gltf");
    const extras = path.join(work, "scene.json");
    await writeFile(gltf, JSON.stringify(scene.gltf));
    await writeFile(extras, JSON.stringify(scene.extras));
    const out = path.resolve(request.out);
    const peak = await runBlender(
      ["-b", "--factory-startup", "-noaudio", "--python-exit-code", "1", "--python", SCRIPT, "--", gltf, extras, out, String(request.width), String(request.height), String(samples), request.denoise === false ? "raw" : "denoise"],
      options,
    );
    await stat(out);
    return { file: out, seconds: (performance.now() - started) / 1000, samples, ...(peak ? { peakMemoryMb: peak } : {}) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs Blender to the end; resolves with its peak memory (MB) as it reports it. */
function runBlender(args: string[], { signal, onProgress, timeoutMs }: RenderOptions): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error("render aborted"));
    const child = spawn(blenderPath(), args, { stdio: ["ignore", "pipe", "pipe"] });
    let peak: number | undefined;
    let tail = "";
    let timer: NodeJS.Timeout | undefined;
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill("SIGKILL");
    };
    const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error("render aborted"));
    signal?.addEventListener("abort", onAbort, { once: true });
    if (timeoutMs) timer = setTimeout(() => stop(new Error(`render timed out after ${timeoutMs} ms`)), timeoutMs);
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const match of text.matchAll(/Peak:? ?([\d.]+)M/g)) peak = Math.max(peak ?? 0, Number(match[1]));
      const samples = [...text.matchAll(/Sample (\d+)\/(\d+)/g)].at(-1);
      if (samples && onProgress) onProgress(Math.min(1, Number(samples[1]) / Number(samples[2])));
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", (error) => {
      // A Blender that cannot start may never emit "close": settle here (a promise settles once).
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      reject(new Error(`blender could not start (${blenderPath()}): ${error.message}`));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`blender exited with ${code}: ${tail.split("\n").slice(-12).join("\n")}`));
      else {
        onProgress?.(1);
        resolve(peak === undefined ? undefined : Math.round(peak));
      }
    });
  });
}

export function blenderAvailable(): Promise<{ ok: true; version: string } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    const child = spawn(blenderPath(), ["-b", "--factory-startup", "--version"], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ ok: false, reason: `${blenderPath()} could not start: ${error.message}` }));
    child.on("close", (code) => {
      const version = /Blender (\d+\.\d+(\.\d+)?)/.exec(output)?.[1];
      resolve(code === 0 && version ? { ok: true, version } : { ok: false, reason: `${blenderPath()} --version exited with ${code}` });
    });
  });
}
