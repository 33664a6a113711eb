import type { PerspectiveCamera, Scene } from "three";
import type { Design } from "#app/features/design/model.ts";
import type { AmbientOcclusion } from "#app/features/design/three/ambient-occlusion.ts";
import type { PoolModel } from "#app/features/design/three/build-pool.ts";
import type { Lights } from "#app/features/design/three/lighting.ts";
import type { Box, Tier, TimeOfDay } from "#app/features/design/three/render-messages.ts";
import type { ViewRenderer } from "#app/features/design/three/view-renderer.ts";
import type { YardExtras } from "#app/features/design/three/yard-context.ts";

/**
 * What the view's modules share (../viewer.ts puts them together: ./frame-loop.ts,
 * ./scene-stages.ts, ./quality-tier.ts, ./animation.ts): the parts made once, and the state they
 * change in place. Types only, in a module of their own, so that they import it and not each other.
 */

export interface ViewParts extends ViewRenderer {
  scene: Scene;
  camera: PerspectiveCamera;
  lights: Lights;
}

export interface ViewState {
  tier: Tier;
  /** The full tier's ambient occlusion (./ambient-occlusion.ts), made the first time it is applied. */
  occlusion: AmbientOcclusion | null;
  /** The canvas's size in CSS pixels and the screen's pixel ratio. */
  box: Box;
  /** The scene on screen, and the design it was built from. */
  model: PoolModel | null;
  current: { design: Design; time: TimeOfDay; extras?: YardExtras };
  /**
   * The first picture: until it is drawn, maps are painted quick and the scene is built without
   * its planting (./build-pool.ts, `BuildStage`); `settled` once the full-size maps and the
   * planting are in (./scene-stages.ts, `settle`). Only a settled view's frames are reported
   * sharp, so the page (and its tests) read `data-rendered` as the finished picture,
   * `data-shown` as the first.
   */
  opening: boolean;
  settled: boolean;
  /** Whether frames may be drawn: not before the first scene is compiled, nor while a warm-up hides parts of it. */
  ready: boolean;
  /** Bumped by every design shown; the page is told which revision each frame drew. */
  revision: number;
}
