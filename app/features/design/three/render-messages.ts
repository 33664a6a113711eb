import type { Design } from "#app/features/design/model.ts";

export type TimeOfDay = "day" | "dusk";

/** The view's quality tier (./quality-tier.ts). */
export type Tier = "full" | "light";

/** The fields of a pointer, wheel or key event that OrbitControls reads. */
export interface ForwardedEvent {
  type: "pointerdown" | "pointermove" | "pointerup" | "pointercancel" | "wheel" | "keydown" | "keyup";
  pointerId?: number;
  pointerType?: string;
  button?: number;
  clientX?: number;
  clientY?: number;
  pageX?: number;
  pageY?: number;
  deltaX?: number;
  deltaY?: number;
  deltaMode?: number;
  key?: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The box the canvas fills, in CSS pixels, and the screen's pixel density. */
export interface Box {
  width: number;
  height: number;
  left: number;
  top: number;
  pixelRatio: number;
}

/** What the page tells the render worker (./render-worker.ts). */
export type ToWorker =
  | { type: "start"; canvas: OffscreenCanvas; design: Design; time: TimeOfDay; box: Box }
  | { type: "show"; design: Design; time: TimeOfDay }
  | { type: "resize"; box: Box }
  /** Whether ripples may run: the view on screen, the tab visible, no reduced motion asked for. */
  | { type: "motion"; onScreen: boolean; visible: boolean; reducedMotion: boolean }
  | { type: "event"; event: ForwardedEvent }
  /** Back to the opening view. */
  | { type: "reset" }
  /** A still of the view at least 1600 px wide, the highest settings, as a JPEG. */
  | { type: "picture" }
  /** For `npm run bench:design`: time `frames` frames of an orbit and of changes on a tier, then go back. */
  | { type: "measure"; tier: Tier; frames: number; loaded?: Design };

/** What the render worker tells the page. */
export type FromWorker =
  | { type: "unavailable" }
  | { type: "ready" }
  /** A frame showing `revision` is on screen: a quick one (fewer pixels, ./frame-loop.ts) or the sharp one that follows. */
  | { type: "rendered"; revision: number; sharp: boolean }
  | { type: "lost"; lost: boolean }
  /** The quality tier chosen from the first frames' time (./quality-tier.ts). */
  | { type: "tier"; tier: Tier; antialias: "multisample" | "fxaa" }
  | { type: "picture"; picture: Blob | null }
  /** Each frame's time in ms, from its first command to the GPU's finish. */
  | { type: "measured"; tier: Tier; orbit: number[]; change: number[]; load: GpuLoad; loaded: Record<TimeOfDay, GpuLoad> | null }
  /** The resting view's supersampled frame (./resting-frame.ts, the light tier) is on screen. */
  | { type: "accumulated"; revision: number; frames: number }
  /** Where the first frame's time went in the worker, ms per phase (context, textures, scene, compile, pipelines, frame). */
  | { type: "timings"; phases: Record<string, number> };

/** What the GPU is given for one frame (./still.ts): draw calls and triangles from renderer.info, textures' megabytes by our count. */
export interface GpuLoad {
  calls: number;
  triangles: number;
  textureMB: number;
  textures: number;
}
