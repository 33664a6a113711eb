import {
  AdditiveBlending,
  CircleGeometry,
  type BufferGeometry,
  type ColorRepresentation,
  CylinderGeometry,
  DoubleSide,
  Group,
  Euler,
  IcosahedronGeometry,
  InstancedMesh,
  type Material,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  type MeshStandardMaterialParameters,
  QuadraticBezierCurve3,
  Quaternion,
  type Texture,
  TubeGeometry,
  Vector3,
} from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import { designLayout, SHELF_DEPTH, STEP_COUNT, type Point, type Rect } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { ledColours, scenery } from "#app/features/design/three/palette.ts";
import { band, circlePoints, clipToRect, fallingSheet, grow, prism, seeded, shell, surface, triangulate } from "#app/features/design/three/solids.ts";
import type { Surface, SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { underwater, WATER_LEVEL, waterSurface, type WaterUniforms } from "#app/features/design/three/water.ts";
import { addContactShadows } from "#app/features/design/three/grounding.ts";
import { churn, flameGeometry, sheetLook } from "#app/features/design/three/water-and-fire.ts";
import { buildYard, openingView } from "#app/features/design/three/yard.ts";
import type { BuildStage, Parts, Shaded, YardExtras } from "#app/features/design/three/yard-context.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";

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

/**
 * A surface's material for the viewer's quality tier (../viewer.ts): physically based, lit by
 * the sky's image, on the full tier; Lambert (the same colour maps, no relief or roughness, lit
 * by the sun and a sky-coloured hemisphere) on the light tier, several times cheaper a pixel in
 * software WebGL.
 */
export type { Parts, Shaded };

export function shadedMaterial(tier: Tier, parameters: MeshStandardMaterialParameters): Shaded {
  if (tier === "full") return new MeshStandardMaterial(parameters);
  const { roughness: _roughness, metalness: _metalness, roughnessMap: _roughnessMap, normalMap: _normalMap, ...lambert } = parameters;
  return new MeshLambertMaterial(lambert);
}

export interface SharedTextures {
  /** The quality tier the materials are made for; the viewer may lower it once, after its first frames. */
  tier: Tier;
  /** A radial fade, white in the middle: halos. */
  glow: Texture;
  /** Streaks for falling water. */
  streaks: Texture;
  /** Colour, relief and roughness maps of each surface material. */
  surface: (kind: SurfaceKind) => Surface;
  /** The water's uniforms, shared by the surface and everything under it. */
  water: WaterUniforms;
}

/** The band of waterline tile shows above the water. */
const WATER = WATER_LEVEL;
const TILE_BAND = 0.8;
const COPING_WIDTH = 1.2;
const COPING_TOP = 0.12;
const RAISED_SPA = 1.5;
/** The coping's bullnose reaches this far over the water; a tread's edge tile is this deep. */
const COPING_NOSE = 0.14;
const NOSING = 0.4;
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


/** A part's key: its name and every input it is made from. */
export const key = (name: string, ...inputs: unknown[]) => `${name}:${JSON.stringify(inputs)}`;

export function buildPool(design: Design, time: "day" | "dusk", textures: SharedTextures, parts: Parts, extras: YardExtras, stage: BuildStage = "complete"): PoolModel {
  const layout = designLayout(design);
  const { outline } = layout;
  const group = new Group();
  const dusk = time === "dusk";
  const leds = ledColours(design.lighting, layout.lights.length);
  const add = (geometry: BufferGeometry, material: Material, shadows: "cast" | "receive" | "both" | "none" = "receive") => {
    const mesh = new Mesh(geometry, material);
    mesh.castShadow = shadows === "cast" || shadows === "both";
    mesh.receiveShadow = shadows === "receive" || shadows === "both";
    group.add(mesh);
    return mesh;
  };
  /**
   * Every copy of a repeated part (fire bowls, rocks, scuppers, splashes) in one draw, and one
   * more in the shadow map: a fully loaded design drew each copy on its own, 40 draws over the
   * light tier's budget. The contact shadows still find each copy (./grounding.ts).
   */
  const repeated = (partKey: string, make: () => BufferGeometry, material: Material, matrices: Matrix4[], shadows: "cast" | "receive" | "both" | "none" = "receive") => {
    // A part the design does not use is not built (the first frame waits for every one built).
    if (!matrices.length) return null;
    const mesh = new InstancedMesh(parts.geometry(partKey, make), material, matrices.length);
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    mesh.castShadow = shadows === "cast" || shadows === "both";
    mesh.receiveShadow = shadows === "receive" || shadows === "both";
    // Its matrices' buffer is the viewer's to free when the design changes.
    group.add(mesh);
    return mesh;
  };
  const placed = (x: number, y: number, z: number, scale = new Vector3(1, 1, 1), turn = new Euler()) =>
    new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromEuler(turn), scale);
  const { geometry, material } = parts;
  /** A physically based surface with its painted maps (shared per kind, kept for the page's life). */
  const { tier } = textures;
  /** A material for this tier under `name`, made once from `parameters`. */
  const shaded = (name: string, parameters: MeshStandardMaterialParameters) => material(key(name, tier), () => shadedMaterial(tier, parameters));
  const painted = (kind: SurfaceKind, waterLevel: number | null = null) =>
    material(key("surface", kind, waterLevel, tier), () => {
      const maps = textures.surface(kind);
      const made = shadedMaterial(tier, { map: maps.map, normalMap: maps.normalMap, roughnessMap: maps.roughnessMap, side: DoubleSide });
      return waterLevel === null ? made : underwater(made, { ...textures.water, uWaterLevel: { value: waterLevel } });
    });
  const plain = (colour: string, roughness = 0.85) => shaded(key("plain", colour, roughness), { color: colour, roughness, side: DoubleSide });
  const sheet = shaded(key("sheet", dusk, dusk ? leds[0] : null), sheetLook(dusk, leds[0], textures.streaks, true));

  const depthAt = (x: number) => design.shallow + ((design.deep - design.shallow) * x) / design.length;
  const depths = [design.shallow, design.deep, design.length];
  let triangulated: number[][] | undefined;
  const triangles = () => (triangulated ??= triangulate(outline));

  // The shell in the finish's own texture; the water's colour comes from looking through it.
  const interior = painted(`finish:${design.finish}`, WATER);
  add(geometry(key("shell", outline, depths), () => shell(outline, depthAt, triangles(), TILE_BAND)), interior);

  const waterMaterial = material(key("water"), () => waterSurface(textures.water));
  add(geometry(key("water", outline), () => surface(outline, WATER, triangles())), waterMaterial, "none").renderOrder = 2;

  const coping = painted(`coping:${design.coping}`);
  add(geometry(key("coping", outline), () => band(outline, grow(outline, COPING_WIDTH), -0.3, COPING_TOP)), coping, "both");
  // The coping's profile: a bullnose lip over the water, its underside in shade, as cut stone coping is laid.
  add(geometry(key("coping-nose", outline), () => band(grow(outline, -COPING_NOSE), outline, COPING_TOP - 0.22, COPING_TOP - 0.02)), coping, "both");

  // Sun shelf and steps: the finish again, clipped to the outline, seen through the water.
  // The shelf and the treads are one draw, their edges another (one material each).
  const steps = layout.steps;
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
  if (treads.length) add(geometry(key("treads", treads, design.deep), () => mergeGeometries(treads.map(({ footprint, top }) => prism(footprint, -design.deep, top)))), interior);
  const nosing = material(key("nosing", tier), () => underwater(shadedMaterial(tier, { color: scenery.tile, roughness: 0.35 }), textures.water));
  if (edges.length) add(geometry(key("nosings", edges), () => mergeGeometries(edges.map(({ footprint, top }) => prism(footprint, top - 0.45, top + 0.03)))), nosing);

  const foam = material(key("foam"), () => new MeshBasicMaterial({ map: textures.glow, color: 0xffffff, transparent: true, opacity: 0.8, depthWrite: false }));
  /** White water where a fall lands, along x (turned a quarter for a fall along x); drawn together at the end. */
  const splashes: Matrix4[] = [];
  const splash = (x: number, z: number, size: number, turn = 0) => splashes.push(placed(x, WATER + 0.02, z, new Vector3(size, 1, size * 0.6), new Euler(0, turn)));

  const deckHoles: Point[][] = [outline];
  if (layout.spa) {
    const spa = layout.spa;
    const raised = design.spa === "raised";
    // An in-ground spa brims at deck level. The deck is cut for the spa's deep middle only,
    // clear of the pool (two overlapping holes would not triangulate); a bench ring covers the rest.
    const top = raised ? RAISED_SPA : COPING_TOP + 0.1;
    const wall = circlePoints({ ...spa, radius: spa.radius + 0.7 });
    const well = circlePoints(spa);
    const clear = Math.min(...outline.map((p) => Math.hypot(p.x - spa.x, p.y - spa.y)));
    const middle = circlePoints({ ...spa, radius: Math.min(spa.radius - 1.2, clear - 0.2) });
    deckHoles.push(middle);
    const level = raised ? top - 0.25 : top - 0.1;
    const spaKey = [spa, top, design.deep];
    // The spa's water stands higher than the pool's: its own look through water, to its own level.
    const spaInterior = painted(`finish:${design.finish}`, level);
    if (raised) {
      // The raised wall stands in the pool: seen through the water below its level, tiled at the waterline.
      add(geometry(key("spa-wall-under", spaKey), () => prism(wall, -design.deep, WATER, [well])), painted(`coping:${design.coping}`, WATER), "both");
      add(geometry(key("spa-wall", spaKey), () => prism(wall, WATER, top - 0.15, [well])), coping, "both");
    } else add(geometry(key("spa-wall", spaKey), () => prism(wall, -design.deep, top - 0.15, [well])), spaInterior, "both");
    add(geometry(key("spa-coping", spaKey), () => band(wall, grow(wall, 0.3), top - 0.15, top)), coping, "both");
    add(geometry(key("spa-seat", spaKey, middle), () => prism(well, -design.deep, raised ? 0.1 : 0.02, [middle])), spaInterior);
    add(geometry(key("spa-floor", spaKey, middle), () => prism(middle, -design.deep, -2)), spaInterior);
    add(geometry(key("spa-water", spa, level), () => surface(well, level, triangulate(well))), waterMaterial, "none").renderOrder = 2;
    if (raised) {
      // Over the coping's outer lip, arcing out a foot as it falls to the pool.
      const lip = spa.radius + 0.95;
      add(geometry(key("spa-spill", spa, top), () => fallingSheet(spa.x - lip, spa.y, 2.6, top + 0.03, WATER, 1.1, Math.PI)), sheet, "none").renderOrder = 3;
      splash(spa.x - lip - 1.1, spa.y, 2.4, Math.PI / 2);
      // White water churning where it lands, in the sheet's own scrolling streaks.
      add(geometry(key("churn"), churn), sheet, "none").position.set(spa.x - lip - 1, WATER, spa.y);
    }
  }

  add(geometry(key("deck", layout.deck, deckHoles), () => prism(rectPoints(layout.deck), -0.4, 0, deckHoles)), painted(`deck:${design.deck}`));

  const features = layout.features;
  const stone = painted(`coping:${design.coping}`);
  if (features.sheerDescent) {
    const { from: a, to: b } = features.sheerDescent;
    const back = Math.min(a.y, b.y) - COPING_WIDTH;
    add(geometry(key("sheer-wall", a, b), () => prism(rectPoints({ x: a.x - 0.6, y: back - 1.2, width: b.x - a.x + 1.2, height: 1.2 }), -0.3, 2.4)), stone, "both");
    add(geometry(key("sheer", a, b), () => fallingSheet((a.x + b.x) / 2, back, b.x - a.x - 0.4, 2.1, WATER, COPING_WIDTH + 1.4, Math.PI / 2)), sheet, "none").renderOrder = 3;
    for (let x = a.x + 1; x < b.x - 0.5; x += 2.5) splash(x, back + COPING_WIDTH + 1.4, 1.6);
  }
  if (features.rockWaterfall) {
    const falls = features.rockWaterfall;
    const rock = shaded("rock", { color: scenery.rock, roughness: 0.95, flatShading: true, side: DoubleSide });
    const rand = seeded(17);
    const rocks: Matrix4[] = [];
    for (let i = 0; i < 11; i++) {
      const angle = Math.PI + (i / 10) * Math.PI;
      const ring = i < 7 ? falls.radius : falls.radius * 0.45;
      const size = 0.9 + rand() * 1.1;
      const at = new Vector3(falls.x + Math.cos(angle) * ring, i < 7 ? size * 0.5 : size * 0.5 + 1.6, falls.y - COPING_WIDTH - 1.2 + Math.sin(angle) * ring * 0.6);
      rocks.push(placed(at.x, at.y, at.z, new Vector3(1.2 * size, 0.8 * size, size), new Euler(rand() * 3, rand() * 3, rand() * 3)));
    }
    repeated(key("rock"), () => new IcosahedronGeometry(1, 1), rock, rocks, "both");
    add(geometry(key("falls", falls), () => fallingSheet(falls.x, falls.y - COPING_WIDTH - 0.3, 2.2, 2.6, WATER, COPING_WIDTH + 1, Math.PI / 2)), sheet, "none").renderOrder = 3;
    splash(falls.x, falls.y + 0.7, 2);
  }
  // Built at the origin and placed, so every scupper shares one geometry and one draw per part.
  const scuppers = features.scuppers.map((scupper) => placed(scupper.x, 0, scupper.y - COPING_WIDTH - 1));
  repeated(key("scupper"), () => prism(rectPoints({ x: -0.9, y: -1.8, width: 1.8, height: 1.8 }), -0.3, 3.2), stone, scuppers, "both");
  repeated(key("scupper-cap"), () => prism(rectPoints({ x: -1.1, y: -2, width: 2.2, height: 2.2 }), 3.2, 3.45), coping, scuppers, "both");
  const spills = repeated(key("scupper-spill"), () => fallingSheet(0, 0, 0.7, 2.6, WATER, COPING_WIDTH + 2.2, Math.PI / 2), sheet, scuppers, "none");
  if (spills) spills.renderOrder = 3;
  for (const scupper of features.scuppers) splash(scupper.x, scupper.y - COPING_WIDTH - 1 + COPING_WIDTH + 2.2, 0.9);
  // A jet's arc is a tube without the sheet's per-vertex opacity.
  const stream = features.deckJets.length ? shaded(key("stream", dusk, dusk ? leds[0] : null), sheetLook(dusk, leds[0], textures.streaks, false)) : sheet;
  const arcs = repeated(
    key("jet"),
    () => new TubeGeometry(new QuadraticBezierCurve3(new Vector3(0, 0, 0), new Vector3(0, 4.5, -3.5), new Vector3(0, WATER, -7)), 16, 0.07, 5, false),
    stream,
    features.deckJets.map((jet) => placed(jet.x, 0, jet.y)),
    "none",
  );
  if (arcs) arcs.renderOrder = 3;
  for (const jet of features.deckJets) splash(jet.x, jet.y - 7, 0.6);

  const bowlMaterial = plain(scenery.bowl, 0.7);
  const flame = material(key("flame"), () => new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.95, blending: AdditiveBlending, depthWrite: false, side: DoubleSide, forceSinglePass: true }));
  const flames: Mesh[] = [];
  const bowls = layout.fireBowls;
  repeated(key("pedestal"), () => new CylinderGeometry(0.7, 0.9, 1.8, 20), bowlMaterial, bowls.map((bowl) => placed(bowl.x, 0.9, bowl.y)), "both");
  repeated(key("basin"), () => new CylinderGeometry(1.5, 0.8, 0.9, 24), bowlMaterial, bowls.map((bowl) => placed(bowl.x, 2.25, bowl.y)), "both");
  for (const bowl of bowls) {
    // Flames: a few thin tongues of additive light; the viewer makes each flicker on its own.
    const fire = add(geometry(key("fire"), flameGeometry), flame, "none");
    fire.position.set(bowl.x, 2.62, bowl.y);
    flames.push(fire);
  }
  if (dusk) {
    // Firelight on the deck around each bowl: a soft additive halo with the viewer's fire light.
    const haloMaterial = material(key("halo"), () => new MeshBasicMaterial({ map: textures.glow, color: scenery.flame, transparent: true, opacity: 0.5, blending: AdditiveBlending, depthWrite: false }));
    repeated(key("halo"), () => new CircleGeometry(5, 32).rotateX(-Math.PI / 2), haloMaterial, bowls.map((bowl) => placed(bowl.x, 0.05, bowl.y)), "none");
  }

  if (design.cover) {
    add(geometry(key("cover", design.width), () => prism(rectPoints({ x: -COPING_WIDTH - 1.6, y: -COPING_WIDTH, width: 1.6, height: design.width + 2 * COPING_WIDTH }), 0, 0.45)), plain(scenery.cover, 0.6), "both");
  }

  const foams = repeated(key("splash"), () => new CircleGeometry(1, 20).rotateX(-Math.PI / 2), foam, splashes, "none");
  if (foams) foams.renderOrder = 3;

  const yard = buildYard(design, layout, { group, add, geometry, material, shaded, painted, plain, key, dusk, tier }, extras, stage);
  addContactShadows(group, parts);

  return {
    group,
    leds: layout.lights.map((p, i) => {
      // Just inside the wall, a foot and a half under the water.
      const centre = { x: design.length / 2, y: design.width / 2 };
      const inward = Math.hypot(centre.x - p.x, centre.y - p.y) || 1;
      return {
        position: new Vector3(p.x + ((centre.x - p.x) / inward) * 1.5, WATER - 1.5, p.y + ((centre.y - p.y) / inward) * 1.5),
        colour: leds[i]!,
      };
    }),
    flames,
    extent: layout.deck,
    yard,
    view: openingView(layout.deck, bounds(outline)),
    stage,
  };
}

function bounds(points: readonly Point[]): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function rectPoints(rect: Rect): Point[] {
  return [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x + rect.width, y: rect.y + rect.height },
    { x: rect.x, y: rect.y + rect.height },
  ];
}
