import {
  AdditiveBlending,
  CircleGeometry,
  type BufferGeometry,
  Color,
  type ColorRepresentation,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  Group,
  IcosahedronGeometry,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  QuadraticBezierCurve3,
  type Texture,
  TubeGeometry,
  Vector2,
  Vector3,
} from "three";
import { designLayout, SHELF_DEPTH, STEP_COUNT, type Point, type Rect } from "#app/features/design/geometry.ts";
import type { Deck, Design } from "#app/features/design/model.ts";
import { copingColours, finishColours, ledColours, scenery } from "#app/features/design/three/palette.ts";
import { band, circlePoints, clipToRect, fallingSheet, grow, prism, seeded, shell, surface, triangulate } from "#app/features/design/three/solids.ts";

/** Everything the scene needs from one design: a fresh group of meshes on every change. */
export interface PoolModel {
  group: Group;
  /** Underwater lights: where the viewer's fixed set of lights goes at dusk. */
  leds: Array<{ position: Vector3; colour: ColorRepresentation }>;
  /** The deck's extent, for framing the camera. */
  extent: Rect;
}

export interface SharedTextures {
  ripples: Texture;
  /** A radial fade, white in the middle: halos. */
  glow: Texture;
  deck: (deck: Deck) => Texture;
}

/** Water stands this far below the deck; the band of waterline tile shows above it. */
const WATER = -0.5;
const TILE_BAND = 0.8;
const COPING_WIDTH = 1.2;
const COPING_TOP = 0.12;
const RAISED_SPA = 1.5;
/**
 * Parts the current design does not use, kept for a return to an earlier choice (the spa back
 * to raised, the shelf back on): a part's vertices average 7–18 KB, so well under a megabyte.
 */
export const SPARE_PARTS = 48;

function mix(a: ColorRepresentation, b: ColorRepresentation, t: number): [number, number, number] {
  const colour = new Color(a).lerp(new Color(b), Math.min(Math.max(t, 0), 1));
  return [colour.r, colour.g, colour.b];
}

export interface PoolBuilder {
  /** The design's scene. Unused geometry beyond the spare parts is freed here. */
  build(design: Design, time: "day" | "dusk"): PoolModel;
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
    build(design, time) {
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
      const model = buildPool(design, time, textures, parts);
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
  };
}

interface Parts {
  /** The geometry under `key` (made from exactly what the key names), reused or created. */
  geometry(key: string, create: () => BufferGeometry): BufferGeometry;
  material<M extends Material>(key: string, create: () => M): M;
}

/** A part's key: its name and every input it is made from. */
const key = (name: string, ...inputs: unknown[]) => `${name}:${JSON.stringify(inputs)}`;

function buildPool(design: Design, time: "day" | "dusk", textures: SharedTextures, parts: Parts): PoolModel {
  const layout = designLayout(design);
  const { outline } = layout;
  const group = new Group();
  const finish = finishColours(design.finish);
  const dusk = time === "dusk";
  const leds = ledColours(design.lighting, layout.lights.length);
  const add = (geometry: BufferGeometry, material: Material) => {
    const mesh = new Mesh(geometry, material);
    group.add(mesh);
    return mesh;
  };
  const { geometry, material } = parts;
  /** Matte surfaces: Lambert, both sides, so that every solid shares one shader program. */
  const solid = (colour: string) => material(key("solid", colour), () => new MeshLambertMaterial({ color: colour, side: DoubleSide }));
  const sheet = material(key("sheet", dusk, dusk ? leds[0] : null), () => sheetMaterial(dusk, leds[0]));

  const depthAt = (x: number) => design.shallow + ((design.deep - design.shallow) * x) / design.length;
  const depths = [design.shallow, design.deep, design.length];
  let triangulated: number[][] | undefined;
  const triangles = () => (triangulated ??= triangulate(outline));

  const shellMaterial = material(key("shell"), () => new MeshLambertMaterial({ vertexColors: true, side: DoubleSide }));
  const tile = new Color(scenery.tile).toArray() as [number, number, number];
  // The shell darkens toward the deep end's water colour: the depth shows through the water.
  const shellColour = (depth: number): [number, number, number] =>
    depth < TILE_BAND ? tile : mix(finish.shell, finish.deepWater, (depth - 1) / 7);
  add(geometry(key("shell", outline, depths, finish), () => shell(outline, depthAt, shellColour, triangles(), TILE_BAND)), shellMaterial);

  // Sunlit pool water glows turquoise from the light scattered inside it; at dusk, the LEDs' colour.
  const glow = dusk ? (leds[0] ?? "#ffffff") : finish.shallowWater;
  const water = material(key("water", finish.shallowWater, glow, dusk), () => waterMaterial(finish.shallowWater, glow, dusk, 0.62, textures.ripples));
  add(geometry(key("water", outline), () => surface(outline, WATER, triangles())), water).renderOrder = 2;

  const copingMaterial = solid(copingColours[design.coping]);
  add(geometry(key("coping", outline), () => band(outline, grow(outline, COPING_WIDTH), -0.3, COPING_TOP)), copingMaterial);

  // Sun shelf and steps: solids in the shell's colour, clipped to the outline, under the water.
  const stepMaterial = solid(finish.shell);
  if (layout.shelf) {
    const footprint = clipToRect(outline, layout.shelf);
    add(geometry(key("shelf", footprint, design.deep), () => prism(footprint, -design.deep, -SHELF_DEPTH - 0.5)), stepMaterial);
  }
  const steps = layout.steps;
  const from = layout.shelf ? SHELF_DEPTH + 0.5 : 0.5;
  const to = depthAt(steps.x + steps.width);
  const tread = steps.width / STEP_COUNT;
  for (let i = 0; i < STEP_COUNT; i++) {
    const top = -(from + ((to - from) * (i + 1)) / (STEP_COUNT + 1));
    const rect = { x: steps.x + i * tread, y: steps.y, width: tread, height: steps.height };
    const footprint = clipToRect(outline, rect);
    if (footprint.length >= 3) add(geometry(key("step", footprint, design.deep, top), () => prism(footprint, -design.deep, top)), stepMaterial);
  }

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
    const spaKey = [spa, top, design.deep];
    add(geometry(key("spa-wall", spaKey), () => prism(wall, -design.deep, top - 0.15, [well])), raised ? solid(copingColours[design.coping]) : solid(finish.shell));
    add(geometry(key("spa-coping", spaKey), () => band(wall, grow(wall, 0.3), top - 0.15, top)), copingMaterial);
    const seat = solid(finish.shell);
    add(geometry(key("spa-seat", spaKey, middle), () => prism(well, -design.deep, raised ? 0.1 : 0.02, [middle])), seat);
    add(geometry(key("spa-floor", spaKey, middle), () => prism(middle, -design.deep, -2)), seat);
    const spaColour = `#${new Color(finish.shallowWater).lerp(new Color(finish.deepWater), 0.35).getHexString()}`;
    const spaWater = material(key("water", spaColour, glow, dusk, "spa"), () => waterMaterial(spaColour, glow, dusk, 0.75, textures.ripples));
    const level = raised ? top - 0.25 : top - 0.1;
    add(geometry(key("spa-water", spa, level), () => surface(well, level, triangulate(well))), spaWater).renderOrder = 2;
    if (raised) {
      add(geometry(key("spa-spill", spa, top), () => fallingSheet(spa.x - spa.radius - 0.8, spa.y, 3, top - 0.2, WATER, 0.9, Math.PI)), sheet).renderOrder = 3;
    }
  }

  const deckMaterial = material(key("deck", design.deck), () => new MeshLambertMaterial({ map: textures.deck(design.deck), side: DoubleSide }));
  add(geometry(key("deck", layout.deck, deckHoles), () => prism(rectPoints(layout.deck), -0.4, 0, deckHoles)), deckMaterial);

  const features = layout.features;
  const stone = solid(copingColours[design.coping]);
  if (features.sheerDescent) {
    const { from: a, to: b } = features.sheerDescent;
    const back = Math.min(a.y, b.y) - COPING_WIDTH;
    add(geometry(key("sheer-wall", a, b), () => prism(rectPoints({ x: a.x - 0.6, y: back - 1.2, width: b.x - a.x + 1.2, height: 1.2 }), -0.3, 2.4)), stone);
    add(geometry(key("sheer", a, b), () => fallingSheet((a.x + b.x) / 2, back, b.x - a.x - 0.4, 2.1, WATER, COPING_WIDTH + 1.4, Math.PI / 2)), sheet).renderOrder = 3;
  }
  if (features.rockWaterfall) {
    const falls = features.rockWaterfall;
    const rock = material(key("rock"), () => new MeshLambertMaterial({ color: scenery.rock, flatShading: true, side: DoubleSide }));
    const rand = seeded(17);
    for (let i = 0; i < 11; i++) {
      const angle = Math.PI + (i / 10) * Math.PI;
      const ring = i < 7 ? falls.radius : falls.radius * 0.45;
      const size = 0.9 + rand() * 1.1;
      const mesh = add(geometry(key("rock", size), () => new IcosahedronGeometry(size, 0).scale(1.2, 0.8, 1)), rock);
      mesh.position.set(falls.x + Math.cos(angle) * ring, i < 7 ? size * 0.5 : size * 0.5 + 1.6, falls.y - COPING_WIDTH - 1.2 + Math.sin(angle) * ring * 0.6);
      mesh.rotation.set(rand() * 3, rand() * 3, rand() * 3);
    }
    add(geometry(key("falls", falls), () => fallingSheet(falls.x, falls.y - COPING_WIDTH - 0.3, 2.2, 2.6, WATER, COPING_WIDTH + 1, Math.PI / 2)), sheet).renderOrder = 3;
  }
  for (const scupper of features.scuppers) {
    // Built at the origin and placed, so every scupper shares one geometry.
    const back = scupper.y - COPING_WIDTH - 1;
    const at = (mesh: Mesh) => {
      mesh.position.set(scupper.x, 0, back);
      return mesh;
    };
    at(add(geometry(key("scupper"), () => prism(rectPoints({ x: -0.9, y: -1.8, width: 1.8, height: 1.8 }), -0.3, 3.2)), stone));
    at(add(geometry(key("scupper-cap"), () => prism(rectPoints({ x: -1.1, y: -2, width: 2.2, height: 2.2 }), 3.2, 3.45)), copingMaterial));
    at(add(geometry(key("scupper-spill"), () => fallingSheet(0, 0, 0.7, 2.6, WATER, COPING_WIDTH + 2.2, Math.PI / 2)), sheet)).renderOrder = 3;
  }
  for (const jet of features.deckJets) {
    const arc = add(
      geometry(key("jet"), () => new TubeGeometry(new QuadraticBezierCurve3(new Vector3(0, 0, 0), new Vector3(0, 4.5, -3.5), new Vector3(0, WATER, -7)), 16, 0.07, 5, false)),
      sheet,
    );
    arc.position.set(jet.x, 0, jet.y);
    arc.renderOrder = 3;
  }

  const bowlMaterial = solid(scenery.bowl);
  const flame = material(key("flame", dusk), () => new MeshBasicMaterial({ color: scenery.flame, transparent: true, opacity: dusk ? 0.95 : 0.8 }));
  for (const bowl of layout.fireBowls) {
    add(geometry(key("pedestal"), () => new CylinderGeometry(0.7, 0.9, 1.8, 20)), bowlMaterial).position.set(bowl.x, 0.9, bowl.y);
    add(geometry(key("basin"), () => new CylinderGeometry(1.5, 0.8, 0.9, 24)), bowlMaterial).position.set(bowl.x, 2.25, bowl.y);
    add(geometry(key("fire", dusk), () => new ConeGeometry(0.8, dusk ? 1.6 : 1.1, 12)), flame).position.set(bowl.x, 2.7 + (dusk ? 0.8 : 0.55), bowl.y);
    if (dusk) {
      // Firelight on the deck around the bowl: a soft additive halo instead of a light.
      const haloMaterial = material(key("halo"), () => new MeshBasicMaterial({ map: textures.glow, color: scenery.flame, transparent: true, blending: AdditiveBlending, depthWrite: false }));
      const halo = add(geometry(key("halo"), () => new CircleGeometry(5, 32)), haloMaterial);
      halo.rotation.x = -Math.PI / 2;
      halo.position.set(bowl.x, 0.05, bowl.y);
    }
  }

  if (design.cover) {
    add(geometry(key("cover", design.width), () => prism(rectPoints({ x: -COPING_WIDTH - 1.6, y: -COPING_WIDTH, width: 1.6, height: design.width + 2 * COPING_WIDTH }), 0, 0.45)), solid(scenery.cover));
  }

  // Lawn to the horizon around the deck.
  const lawn = { x: layout.deck.x - 300, y: layout.deck.y - 300, width: layout.deck.width + 600, height: layout.deck.height + 600 };
  add(geometry(key("lawn", layout.deck), () => prism(rectPoints(lawn), -0.45, -0.05, [rectPoints(layout.deck)])), solid(scenery.lawn));

  // A privacy fence on three sides, as most Houston backyards have.
  const fence = solid(scenery.fence);
  const yard = grow(rectPoints(layout.deck), 10);
  const [nw, ne, se, sw] = [yard[0]!, yard[1]!, yard[2]!, yard[3]!];
  for (const [a, b] of [[nw, ne], [nw, sw], [ne, se]] as const) {
    const rect = { x: Math.min(a.x, b.x) - 0.15, y: Math.min(a.y, b.y) - 0.15, width: Math.abs(b.x - a.x) + 0.3, height: Math.abs(b.y - a.y) + 0.3 };
    add(geometry(key("fence", rect), () => prism(rectPoints(rect), 0, 6)), fence);
  }

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
    extent: layout.deck,
  };
}

/** Pool and spa water: translucent, rippling, slightly self-lit. */
function waterMaterial(colour: string, glow: ColorRepresentation, dusk: boolean, opacity: number, ripples: Texture): MeshPhongMaterial {
  return new MeshPhongMaterial({
    color: colour,
    transparent: true,
    opacity,
    shininess: 120,
    specular: 0x9ab8c8,
    normalMap: ripples,
    normalScale: new Vector2(0.28, 0.28),
    emissive: new Color(glow),
    emissiveIntensity: dusk ? 0.14 : 0.3,
    depthWrite: false,
  });
}

function sheetMaterial(dusk: boolean, led: ColorRepresentation | undefined): MeshPhongMaterial {
  return new MeshPhongMaterial({
    color: scenery.waterfall,
    transparent: true,
    opacity: 0.7,
    shininess: 60,
    emissive: new Color(dusk ? (led ?? 0xffffff) : 0x000000),
    emissiveIntensity: dusk ? 0.45 : 0,
    side: DoubleSide,
    // Both faces in one draw: three.js draws a transparent two-sided material in two passes,
    // back then front, marking it changed before each, so every frame would look its shader
    // program up twice per sheet (a cache key built from ~100 parameters each time). Thin
    // falling water looks the same either way.
    forceSinglePass: true,
    depthWrite: false,
  });
}

function rectPoints(rect: Rect): Point[] {
  return [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x + rect.width, y: rect.y + rect.height },
    { x: rect.x, y: rect.y + rect.height },
  ];
}
