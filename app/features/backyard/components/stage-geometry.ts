import type { Design } from "#app/features/design/model.ts";
import { placementMatrix, type Placement } from "#app/features/backyard/placement.ts";
import { apply, projectPoint, type Pixel, type SolvedCamera } from "#app/features/backyard/solve.ts";

/** Where the four handles start on a new photo: a rectangle on the ground in front of the camera. */
export const initialCorners = (width: number, height: number): Pixel[] => [
  { x: width * 0.3, y: height * 0.6 },
  { x: width * 0.7, y: height * 0.6 },
  { x: width * 0.84, y: height * 0.86 },
  { x: width * 0.16, y: height * 0.86 },
];

/** A pointer's position on the stage, in the photo's pixels. */
export function pointOnPhoto(stage: HTMLElement, photo: { width: number; height: number }, clientX: number, clientY: number): Pixel {
  const box = stage.getBoundingClientRect();
  return { x: ((clientX - box.left) / box.width) * photo.width, y: ((clientY - box.top) / box.height) * photo.height };
}

/** The image row of the horizon (for the sky's colours): where a far point straight ahead on the ground is drawn. */
export function horizonY(camera: SolvedCamera): number {
  const R = camera.rotation;
  const ahead = Math.hypot(R[6], R[8]) || 1;
  const far = projectPoint(camera, [camera.position[0] + (R[6] / ahead) * 1e5, 0, camera.position[2] + (R[8] / ahead) * 1e5]);
  return Number.isFinite(far.y) ? Math.max(0, Math.min(camera.height, far.y)) : camera.height / 3;
}

/** The turn handle stands a few feet beyond the pool's deep end, at least `margin` photo pixels inside the photo's edges. */
export function turnHandleAt(camera: SolvedCamera, pool: Placement, design: Design, margin: number): Pixel | null {
  const place = placementMatrix(pool, design, camera);
  const [x, z] = place(design.length + 3, design.width / 2);
  const p = apply(camera.ground, x, z);
  const inside = (value: number, size: number) => Math.min(size - margin, Math.max(margin, value));
  return Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: inside(p.x, camera.width), y: inside(p.y, camera.height) } : null;
}

/** Where a point of the photo sits on the stage, as CSS offsets (the stage is the photo, scaled). */
export const stagePosition = (photo: { width: number; height: number }, p: Pixel) => ({ left: `${(p.x / photo.width) * 100}%`, top: `${(p.y / photo.height) * 100}%` });
