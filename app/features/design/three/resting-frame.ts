import type { PerspectiveCamera, Scene, WebGLRenderer } from "three";
import { accumulator, ACCUMULATED_FRAMES } from "#app/features/design/three/accumulate.ts";
import { drawn, frameLater } from "#app/features/design/three/gpu.ts";
import type { FromWorker } from "#app/features/design/three/render-messages.ts";

export interface RestingFrame {
  /** The drawing buffer's size in pixels. */
  resize(width: number, height: number): void;
  /** Draws `revision`'s supersampled frame and tells the page once all its frames are in. */
  start(revision: number): Promise<void>;
  /** Stops a supersampled frame in progress. */
  stop(): void;
}

/**
 * The light tier's supersampled resting frame (./frame-loop.ts starts it once the view rests):
 * ACCUMULATED_FRAMES jittered frames (./accumulate.ts), one a task so the worker still answers
 * the page between them, stopped by any other frame and by new buffers (they start empty: a
 * still or a tier measurement between two steps would otherwise leave it averaging into
 * nothing, a dark view).
 */
export function restingFrame(renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera, context: WebGL2RenderingContext, report: (message: FromWorker) => void): RestingFrame {
  const accumulation = accumulator(renderer, camera);
  /** Bumped by every frame drawn and every new buffer: the frame in progress stops when it changes. */
  let generation = 0;
  return {
    resize: (width, height) => accumulation.resize(width, height),
    async start(revision) {
      const started = ++generation;
      for (let i = 0; i < ACCUMULATED_FRAMES; i++) {
        if (generation !== started) return;
        accumulation.step(i, () => renderer.render(scene, camera));
        await drawn(context);
        await new Promise((resolve) => frameLater(resolve));
      }
      if (generation === started) report({ type: "accumulated", revision, frames: ACCUMULATED_FRAMES });
    },
    stop() {
      generation += 1;
    },
  };
}
