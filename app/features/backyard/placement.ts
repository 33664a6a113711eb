import { z } from "zod";
import { designLayout } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { SIDE_LIMITS, type SolvedCamera } from "#app/features/backyard/solve.ts";

/**
 * Where the pool stands in the photo: the middle of its outline at (x, z) on the ground, in the
 * solved camera's world (feet; ./solve.ts), turned `angle` radians about the vertical as three.js
 * turns (rotation.y). Pure; shared by the 3-D drawing, the 2-D fallback, the stored state and
 * the quote.
 */
export interface Placement {
  x: number;
  z: number;
  angle: number;
}

/** Everything that puts a design into one photo: kept in the browser beside the photo, and sent with a quote. */
export const yardPlacementSchema = z.object({
  /** The photo's size as marked (upright), pixels. */
  width: z.number().int().min(64).max(8192),
  height: z.number().int().min(64).max(8192),
  /** The four handles, in order round the rectangle, pixels. */
  corners: z.array(z.object({ x: z.number().finite(), y: z.number().finite() })).length(4),
  sideA: z.number().min(SIDE_LIMITS.min).max(SIDE_LIMITS.max),
  sideB: z.number().min(SIDE_LIMITS.min).max(SIDE_LIMITS.max).optional(),
  pool: z.object({ x: z.number().finite(), z: z.number().finite(), angle: z.number().finite() }),
  time: z.enum(["day", "dusk"]).default("day"),
});
export type YardPlacement = z.infer<typeof yardPlacementSchema>;

/** Plan (x along the length, y across, feet) → ground (x, z) for a placement; three.js's rotation.y. */
export function placementMatrix(placement: Placement, design: Design, _camera?: SolvedCamera) {
  const { outline } = designLayout(design);
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const cos = Math.cos(placement.angle);
  const sin = Math.sin(placement.angle);
  return (px: number, py: number): [number, number] => {
    const x = px - cx;
    const z = py - cy;
    return [placement.x + x * cos + z * sin, placement.z - x * sin + z * cos];
  };
}

/** The pool's middle on the marked rectangle's middle, its length along the rectangle's longer side. */
export function defaultPlacement(camera: SolvedCamera): Placement {
  const [c0, c1, c2, c3] = camera.rectangle as [{ x: number; z: number }, { x: number; z: number }, { x: number; z: number }, { x: number; z: number }];
  const x = (c0.x + c1.x + c2.x + c3.x) / 4;
  const z = (c0.z + c1.z + c2.z + c3.z) / 4;
  return { x, z, angle: camera.sideA >= camera.sideB ? 0 : Math.PI / 2 };
}
