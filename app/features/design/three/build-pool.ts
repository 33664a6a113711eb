import { type BufferGeometry, type ColorRepresentation, Group, type Material, type Mesh, type Texture, Vector3 } from "three";
import { designLayout, type Layout, type Point, type Rect } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { scenery } from "#app/features/design/three/palette.ts";
import { buildFireBowls } from "#app/features/design/three/fire-bowls.ts";
import { COPING_WIDTH, key, poolKit, rectPoints, type SharedTextures } from "#app/features/design/three/pool-kit.ts";
import { buildShell } from "#app/features/design/three/pool-shell.ts";
import { buildSpa } from "#app/features/design/three/pool-spa.ts";
import { prism } from "#app/features/design/three/solids.ts";
import { WATER_LEVEL } from "#app/features/design/three/water.ts";
import { buildSplashes, buildWaterFeatures } from "#app/features/design/three/water-features.ts";
import { addContactShadows } from "#app/features/design/three/grounding.ts";
import { buildYard, openingView } from "#app/features/design/three/yard.ts";
import type { BuildStage, Parts, Shaded, YardExtras } from "#app/features/design/three/yard-context.ts";

/** Everything the scene needs from one design: a fresh group of meshes on every change. */
export interface PoolModel {
  group: Group;
  /** Underwater lights: where the water glows at dusk. */
  leds: Array<{ position: Vector3; colour: ColorRepresentation }>;
  /** Fire bowls' flames: where the firelight comes from, and the meshes that flicker. */
  flames: Mesh[];
  /** The deck's extent, for framing the camera. */
  extent: Rect;
  /** The whole yard's extent (the fence's), for fitting the sun's shadow. */
  yard: Rect;
  /** The opening view: where the camera stands and what it looks at. */
  view: { eye: Vector3; target: Vector3 };
  /** What was built: the first picture's part of the scene, or all of it. */
  stage: BuildStage;
}

export type { Parts, Shaded, SharedTextures };

/**
 * Parts the current design does not use, kept for a return to an earlier choice (the spa back
 * to raised, the shelf back on): a part's vertices average 7–18 KB, so about a megabyte at most (the planting and the contact shadows brought more parts per scene).
 */
export const SPARE_PARTS = 64;

export interface PoolBuilder {
  /** The design's scene (or the first picture's part of it), in a yard with `extras`. Unused geometry beyond the spare parts is freed here. */
  build(design: Design, time: "day" | "dusk", extras?: YardExtras, stage?: BuildStage): PoolModel;
  /** Puts each texture the materials made so far hold that `swaps` names in place of it (the first picture's quick maps by full-size ones). */
  swapMaps(swaps: Map<Texture, Texture>): void;
}

/**
 * Builds each design's scene from parts kept between changes, so a change costs only what it
 * changed. A part's geometry is keyed by everything it is made from and reused while the key
 * stays; parts the design no longer uses are kept for a while (SPARE_PARTS, least recently used
 * freed first), since visitors go back and forth between choices, and rebuilding a part runs
 * the triangulation again and uploads its buffers anew. Materials are keyed by their look and
 * kept for the page's life (a bounded set: the options' colours, day or dusk): disposing the
 * last material of a shader would delete its program, and the next change would compile and
 * link it again, which software WebGL pays for in hundreds of milliseconds.
 */
export function poolBuilder(textures: SharedTextures): PoolBuilder {
  const materials = new Map<string, Material>();
  /** Geometry by key, least recently used first. */
  const geometries = new Map<string, BufferGeometry>();
  return {
    build(design, time, extras = {}, stage = "complete") {
      const used = new Set<string>();
      const parts: Parts = {
        geometry(key, create) {
          const geometry = geometries.get(key) ?? create();
          geometries.delete(key);
          geometries.set(key, geometry);
          used.add(key);
          return geometry;
        },
        material(key, create) {
          let material = materials.get(key);
          if (!material) materials.set(key, (material = create()));
          return material as ReturnType<typeof create>;
        },
      };
      const model = buildPool(design, time, textures, parts, extras, stage);
      let spare = geometries.size - used.size - SPARE_PARTS;
      for (const [key, geometry] of geometries) {
        if (spare <= 0) break;
        if (used.has(key)) continue;
        geometry.dispose();
        geometries.delete(key);
        spare -= 1;
      }
      return model;
    },
    swapMaps(swaps) {
      for (const made of materials.values()) {
        const maps = made as Material & Partial<Record<"map" | "normalMap" | "roughnessMap", Texture | null>>;
        for (const slot of ["map", "normalMap", "roughnessMap"] as const) {
          const swap = maps[slot] && swaps.get(maps[slot]);
          if (swap) maps[slot] = swap;
        }
      }
    },
  };
}

/**
 * The design's scene: the pool (its shell, spa, water features and fire bowls, each built by a
 * module of its own from the kit, ./pool-kit.ts), the deck around it, the yard, and the contact
 * shadows under all of it. Meshes are added in the same order on every build: the scene's export
 * (../../renderings/scene-export.ts) writes them in it.
 */
export function buildPool(design: Design, time: "day" | "dusk", textures: SharedTextures, parts: Parts, extras: YardExtras, stage: BuildStage = "complete"): PoolModel {
  const layout = designLayout(design);
  const group = new Group();
  const kit = poolKit(design, layout, time, textures, parts, group);
  buildShell(kit);
  // The deck is cut for the pool and for the spa's deep middle (./pool-spa.ts).
  const spaHole = buildSpa(kit);
  const deckHoles = spaHole ? [layout.outline, spaHole] : [layout.outline];
  kit.add(kit.geometry(key("deck", layout.deck, deckHoles), () => prism(rectPoints(layout.deck), -0.4, 0, deckHoles)), kit.painted(`deck:${design.deck}`));
  buildWaterFeatures(kit);
  const flames = buildFireBowls(kit);
  if (design.cover) {
    kit.add(kit.geometry(key("cover", design.width), () => prism(rectPoints({ x: -COPING_WIDTH - 1.6, y: -COPING_WIDTH, width: 1.6, height: design.width + 2 * COPING_WIDTH }), 0, 0.45)), kit.plain(scenery.cover, 0.6), "both");
  }
  buildSplashes(kit);
  const yard = buildYard(design, layout, kit, extras, stage);
  addContactShadows(group, parts);
  return {
    group,
    leds: underwaterLights(design, layout, kit.leds),
    flames,
    extent: layout.deck,
    yard,
    view: openingView(layout.deck, bounds(layout.outline)),
    stage,
  };
}

/** Each underwater light just inside the wall, a foot and a half under the water, in its colour. */
function underwaterLights(design: Design, layout: Layout, colours: string[]): PoolModel["leds"] {
  const centre = { x: design.length / 2, y: design.width / 2 };
  return layout.lights.map((p, i) => {
    const inward = Math.hypot(centre.x - p.x, centre.y - p.y) || 1;
    return {
      position: new Vector3(p.x + ((centre.x - p.x) / inward) * 1.5, WATER_LEVEL - 1.5, p.y + ((centre.y - p.y) / inward) * 1.5),
      colour: colours[i]!,
    };
  });
}

function bounds(points: readonly Point[]): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
