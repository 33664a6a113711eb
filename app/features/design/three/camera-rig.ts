import type { PerspectiveCamera } from "three";
import type { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { PoolModel } from "#app/features/design/three/build-pool.ts";
import type { ForwardedEvent } from "#app/features/design/three/render-messages.ts";

/**
 * The view's camera (../viewer.ts): OrbitControls with damping, never under the deck nor
 * straight down, keys as well as pointers, and the design's opening view.
 */
export interface CameraRig {
  /** Frames `model`: its opening view on the first call, after `reset` or a new deck size (see below). */
  frame(model: PoolModel, reset: boolean): void;
  /** A key the page forwarded: + and − zoom, arrows count as a turn. */
  key(event: ForwardedEvent): void;
}

/** How far the view turns, in radians from straight down: never straight down, never under the deck. */
export const POLAR_LIMITS = { min: 0.2, max: 1.38 } as const;

export function cameraRig(camera: PerspectiveCamera, controls: OrbitControls): CameraRig {
  controls.enableDamping = true;
  controls.dampingFactor = 0.12;
  controls.maxPolarAngle = POLAR_LIMITS.max;
  controls.minPolarAngle = POLAR_LIMITS.min;
  controls.listenToKeyEvents(controls.domElement as HTMLElement);
  let framed: { width: number; height: number } | null = null;
  /** Whether the visitor has turned, zoomed or panned the view since its opening view. */
  let turned = false;
  controls.addEventListener("start", () => (turned = true));

  return {
    /**
     * The opening view (./yard.ts's openingView): from the patio by the house's corner, at eye
     * height, along the house and across the pool. A new deck size brings the new design's
     * opening view, unless the visitor has turned the view: then its angle is kept and the
     * distance fitted to the new deck. Zoom and pan stop while the pool still fills the frame.
     */
    frame(model, reset) {
      const { extent, view } = model;
      const resized = framed && Math.abs(framed.width - extent.width) + Math.abs(framed.height - extent.height) > 4;
      // The opening view stands by the house: the last one's angle at the new deck's distance could be inside it.
      const first = framed === null || reset || (resized && !turned);
      if (reset) turned = false;
      if (!first && !resized) return;
      framed = { width: extent.width, height: extent.height };
      const radius = Math.hypot(extent.width, extent.height) / 2;
      const distance = view.eye.distanceTo(view.target);
      const direction = first ? view.eye.clone().sub(view.target).normalize() : camera.position.clone().sub(controls.target).normalize();
      controls.target.copy(view.target);
      controls.cursor.copy(view.target);
      controls.minDistance = radius * 0.45;
      controls.maxDistance = distance * 1.25;
      controls.maxTargetRadius = radius * 0.4;
      camera.position.copy(view.target).addScaledVector(direction, distance);
      controls.update();
    },
    key(event) {
      if (event.type !== "keydown") return;
      // OrbitControls tells no "start" for its keys.
      if (/^(Arrow|[-+=_]$)/.test(event.key ?? "")) turned = true;
      if (event.key === "+" || event.key === "=") controls.dollyIn(0.85);
      else if (event.key === "-" || event.key === "_") controls.dollyOut(0.85);
    },
  };
}
