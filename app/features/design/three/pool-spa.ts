import type { Point } from "#app/features/design/geometry.ts";
import { COPING_TOP, key, type PoolKit } from "#app/features/design/three/pool-kit.ts";
import { band, circlePoints, fallingSheet, grow, prism, surface, triangulate } from "#app/features/design/three/solids.ts";
import { WATER_LEVEL } from "#app/features/design/three/water.ts";
import { churn } from "#app/features/design/three/water-and-fire.ts";

/** A raised spa's coping stands this high over the deck. */
const RAISED_SPA = 1.5;

/**
 * The spa by the pool (./build-pool.ts): its wall, coping, bench and floor, its own water, and a
 * raised spa's spill into the pool. Returns the hole the deck is cut for, or null with no spa.
 */
export function buildSpa(kit: PoolKit): Point[] | null {
  const { design, layout, add, geometry, painted, sheet } = kit;
  const { spa, outline } = layout;
  if (!spa) return null;
  const raised = design.spa === "raised";
  // An in-ground spa brims at deck level. The deck is cut for the spa's deep middle only,
  // clear of the pool (two overlapping holes would not triangulate); a bench ring covers the rest.
  const top = raised ? RAISED_SPA : COPING_TOP + 0.1;
  const wall = circlePoints({ ...spa, radius: spa.radius + 0.7 });
  const well = circlePoints(spa);
  const clear = Math.min(...outline.map((p) => Math.hypot(p.x - spa.x, p.y - spa.y)));
  const middle = circlePoints({ ...spa, radius: Math.min(spa.radius - 1.2, clear - 0.2) });
  const level = raised ? top - 0.25 : top - 0.1;
  const spaKey = [spa, top, design.deep];
  const coping = painted(`coping:${design.coping}`);
  // The spa's water stands higher than the pool's: its own look through water, to its own level.
  const spaInterior = painted(`finish:${design.finish}`, level);
  if (raised) {
    // The raised wall stands in the pool: seen through the water below its level, tiled at the waterline.
    add(geometry(key("spa-wall-under", spaKey), () => prism(wall, -design.deep, WATER_LEVEL, [well])), painted(`coping:${design.coping}`, WATER_LEVEL), "both");
    add(geometry(key("spa-wall", spaKey), () => prism(wall, WATER_LEVEL, top - 0.15, [well])), coping, "both");
  } else add(geometry(key("spa-wall", spaKey), () => prism(wall, -design.deep, top - 0.15, [well])), spaInterior, "both");
  add(geometry(key("spa-coping", spaKey), () => band(wall, grow(wall, 0.3), top - 0.15, top)), coping, "both");
  add(geometry(key("spa-seat", spaKey, middle), () => prism(well, -design.deep, raised ? 0.1 : 0.02, [middle])), spaInterior);
  add(geometry(key("spa-floor", spaKey, middle), () => prism(middle, -design.deep, -2)), spaInterior);
  add(geometry(key("spa-water", spa, level), () => surface(well, level, triangulate(well))), kit.waterMaterial(), "none").renderOrder = 2;
  if (raised) {
    // Over the coping's outer lip, arcing out a foot as it falls to the pool.
    const lip = spa.radius + 0.95;
    add(geometry(key("spa-spill", spa, top), () => fallingSheet(spa.x - lip, spa.y, 2.6, top + 0.03, WATER_LEVEL, 1.1, Math.PI)), sheet, "none").renderOrder = 3;
    kit.splash(spa.x - lip - 1.1, spa.y, 2.4, Math.PI / 2);
    // White water churning where it lands, in the sheet's own scrolling streaks.
    add(geometry(key("churn"), churn), sheet, "none").position.set(spa.x - lip - 1, WATER_LEVEL, spa.y);
  }
  return middle;
}
