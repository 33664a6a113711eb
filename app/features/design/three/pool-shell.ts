import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import { SHELF_DEPTH, STEP_COUNT, type Point, type Rect } from "#app/features/design/geometry.ts";
import { scenery } from "#app/features/design/three/palette.ts";
import { COPING_TOP, COPING_WIDTH, key, type PoolKit, shadedMaterial } from "#app/features/design/three/pool-kit.ts";
import { band, clipToRect, grow, prism, shell, surface, triangulate } from "#app/features/design/three/solids.ts";
import { underwater, WATER_LEVEL } from "#app/features/design/three/water.ts";

/** The band of waterline tile shows above the water. */
const TILE_BAND = 0.8;
/** The coping's bullnose reaches this far over the water; a tread's edge tile is this deep. */
const COPING_NOSE = 0.14;
const NOSING = 0.4;

/**
 * The pool itself (./build-pool.ts): its shell in the finish's own texture, the water's surface,
 * the coping round the edge, and the sun shelf and steps.
 */
export function buildShell(kit: PoolKit): void {
  const { design, layout, add, geometry, painted } = kit;
  const { outline } = layout;
  const depthAt = (x: number) => design.shallow + ((design.deep - design.shallow) * x) / design.length;
  const depths = [design.shallow, design.deep, design.length];
  // The shell and the water share one triangulation of the outline, made only if either is not kept.
  let triangulated: number[][] | undefined;
  const triangles = () => (triangulated ??= triangulate(outline));

  // The water's colour comes from looking through it at the shell.
  const interior = painted(`finish:${design.finish}`, WATER_LEVEL);
  add(geometry(key("shell", outline, depths), () => shell(outline, depthAt, triangles(), TILE_BAND)), interior);

  add(geometry(key("water", outline), () => surface(outline, WATER_LEVEL, triangles())), kit.waterMaterial(), "none").renderOrder = 2;

  const coping = painted(`coping:${design.coping}`);
  add(geometry(key("coping", outline), () => band(outline, grow(outline, COPING_WIDTH), -0.3, COPING_TOP)), coping, "both");
  // The coping's profile: a bullnose lip over the water, its underside in shade, as cut stone coping is laid.
  add(geometry(key("coping-nose", outline), () => band(grow(outline, -COPING_NOSE), outline, COPING_TOP - 0.22, COPING_TOP - 0.02)), coping, "both");

  buildSteps(kit, depthAt);
}

/**
 * Sun shelf and steps: the finish again, clipped to the outline, seen through the water. The
 * shelf and the treads are one draw, their edges another (one material each).
 */
function buildSteps({ design, layout, add, geometry, material, painted, tier, textures }: PoolKit, depthAt: (x: number) => number): void {
  const { outline, steps } = layout;
  const treads: Array<{ footprint: Point[]; top: number }> = [];
  // Each tread's front edge and the shelf's in a dark tile band, as pools are built for safety:
  // the edges read through the water by day, where the finish alone shows no step.
  const edges: Array<{ footprint: Point[]; top: number }> = [];
  const edge = (rect: Rect, top: number) => {
    const footprint = clipToRect(outline, { ...rect, x: rect.x + rect.width - NOSING, width: NOSING });
    if (footprint.length >= 3) edges.push({ footprint, top });
  };
  if (layout.shelf) {
    treads.push({ footprint: clipToRect(outline, layout.shelf), top: -SHELF_DEPTH - 0.5 });
    edge(layout.shelf, -SHELF_DEPTH - 0.5);
  }
  const from = layout.shelf ? SHELF_DEPTH + 0.5 : 0.5;
  const to = depthAt(steps.x + steps.width);
  const tread = steps.width / STEP_COUNT;
  for (let i = 0; i < STEP_COUNT; i++) {
    const top = -(from + ((to - from) * (i + 1)) / (STEP_COUNT + 1));
    const rect = { x: steps.x + i * tread, y: steps.y, width: tread, height: steps.height };
    const footprint = clipToRect(outline, rect);
    if (footprint.length >= 3) treads.push({ footprint, top });
    edge(rect, top);
  }
  const interior = painted(`finish:${design.finish}`, WATER_LEVEL);
  if (treads.length) add(geometry(key("treads", treads, design.deep), () => mergeGeometries(treads.map(({ footprint, top }) => prism(footprint, -design.deep, top)))), interior);
  const nosing = material(key("nosing", tier), () => underwater(shadedMaterial(tier, { color: scenery.tile, roughness: 0.35 }), textures.water));
  if (edges.length) add(geometry(key("nosings", edges), () => mergeGeometries(edges.map(({ footprint, top }) => prism(footprint, top - 0.45, top + 0.03)))), nosing);
}
