import {
  AdditiveBlending,
  CircleGeometry,
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
import { designLayout, SHELF_DEPTH, STEP_COUNT, type Point, type Rect } from "~/features/design/geometry";
import type { Deck, Design } from "~/features/design/model";
import { copingColours, finishColours, ledColours, scenery } from "./palette.ts";
import { band, circlePoints, clipToRect, fallingSheet, grow, prism, seeded, shell, surface, triangulate } from "./solids.ts";

/** Everything the scene needs from one design, built fresh on every change (./viewer.ts disposes it). */
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

function mix(a: ColorRepresentation, b: ColorRepresentation, t: number): [number, number, number] {
  const colour = new Color(a).lerp(new Color(b), Math.min(Math.max(t, 0), 1));
  return [colour.r, colour.g, colour.b];
}

export function buildPool(design: Design, time: "day" | "dusk", textures: SharedTextures): PoolModel {
  const layout = designLayout(design);
  const { outline } = layout;
  const group = new Group();
  const finish = finishColours(design.finish);
  const dusk = time === "dusk";
  const leds = ledColours(design.lighting, layout.lights.length);
  const add = (geometry: ConstructorParameters<typeof Mesh>[0], material: Material) => {
    const mesh = new Mesh(geometry, material);
    group.add(mesh);
    return mesh;
  };

  const depthAt = (x: number) => design.shallow + ((design.deep - design.shallow) * x) / design.length;
  const shellMaterial = new MeshLambertMaterial({ vertexColors: true, side: DoubleSide });
  const tile = new Color(scenery.tile).toArray() as [number, number, number];
  // The shell darkens toward the deep end's water colour: the depth shows through the water.
  const shellColour = (depth: number): [number, number, number] =>
    depth < TILE_BAND ? tile : mix(finish.shell, finish.deepWater, (depth - 1) / 7);
  const triangles = triangulate(outline);
  add(shell(outline, depthAt, shellColour, triangles, TILE_BAND), shellMaterial);

  const water = new MeshPhongMaterial({
    color: finish.shallowWater,
    transparent: true,
    opacity: 0.62,
    shininess: 120,
    specular: 0x9ab8c8,
    normalMap: textures.ripples,
    normalScale: new Vector2(0.28, 0.28),
    // Sunlit pool water glows turquoise from the light scattered inside it; at dusk, the LEDs' colour.
    emissive: new Color(dusk ? (leds[0] ?? 0xffffff) : finish.shallowWater),
    emissiveIntensity: dusk ? 0.14 : 0.3,
    depthWrite: false,
  });
  add(surface(outline, WATER, triangles), water).renderOrder = 2;

  const copingMaterial = solid(copingColours[design.coping]);
  add(band(outline, grow(outline, COPING_WIDTH), -0.3, COPING_TOP), copingMaterial);

  // Sun shelf and steps: solids in the shell's colour, clipped to the outline, under the water.
  const stepMaterial = solid(finish.shell);
  if (layout.shelf) {
    const top = -SHELF_DEPTH - 0.5;
    add(prism(clipToRect(outline, layout.shelf), -design.deep, top), stepMaterial);
  }
  const steps = layout.steps;
  const from = layout.shelf ? SHELF_DEPTH + 0.5 : 0.5;
  const to = depthAt(steps.x + steps.width);
  const tread = steps.width / STEP_COUNT;
  for (let i = 0; i < STEP_COUNT; i++) {
    const top = -(from + ((to - from) * (i + 1)) / (STEP_COUNT + 1));
    const rect = { x: steps.x + i * tread, y: steps.y, width: tread, height: steps.height };
    const footprint = clipToRect(outline, rect);
    if (footprint.length >= 3) add(prism(footprint, -design.deep, top), stepMaterial);
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
    const veneer = solid(copingColours[design.coping]);
    add(prism(wall, -design.deep, top - 0.15, [well]), raised ? veneer : solid(finish.shell));
    add(band(wall, grow(wall, 0.3), top - 0.15, top), copingMaterial);
    const seat = solid(finish.shell);
    add(prism(well, -design.deep, raised ? 0.1 : 0.02, [middle]), seat);
    add(prism(middle, -design.deep, -2), seat);
    const spaWater = water.clone();
    spaWater.color = new Color(finish.shallowWater).lerp(new Color(finish.deepWater), 0.35);
    spaWater.opacity = 0.75;
    add(surface(well, raised ? top - 0.25 : top - 0.1, triangulate(well)), spaWater).renderOrder = 2;
    if (raised) {
      add(fallingSheet(spa.x - spa.radius - 0.8, spa.y, 3, top - 0.2, WATER, 0.9, Math.PI), sheetMaterial(dusk, leds[0])).renderOrder = 3;
    }
  }

  const deckMaterial = new MeshLambertMaterial({ map: textures.deck(design.deck), side: DoubleSide });
  add(prism(rectPoints(layout.deck), -0.4, 0, deckHoles), deckMaterial);

  const features = layout.features;
  const stone = solid(copingColours[design.coping]);
  if (features.sheerDescent) {
    const { from: a, to: b } = features.sheerDescent;
    const back = Math.min(a.y, b.y) - COPING_WIDTH;
    add(prism(rectPoints({ x: a.x - 0.6, y: back - 1.2, width: b.x - a.x + 1.2, height: 1.2 }), -0.3, 2.4), stone);
    add(fallingSheet((a.x + b.x) / 2, back, b.x - a.x - 0.4, 2.1, WATER, COPING_WIDTH + 1.4, Math.PI / 2), sheetMaterial(dusk, leds[0])).renderOrder = 3;
  }
  if (features.rockWaterfall) {
    const falls = features.rockWaterfall;
    const rock = new MeshLambertMaterial({ color: scenery.rock, flatShading: true, side: DoubleSide });
    const rand = seeded(17);
    for (let i = 0; i < 11; i++) {
      const angle = Math.PI + (i / 10) * Math.PI;
      const ring = i < 7 ? falls.radius : falls.radius * 0.45;
      const size = 0.9 + rand() * 1.1;
      const geometry = new IcosahedronGeometry(size, 0);
      geometry.scale(1.2, 0.8, 1);
      const mesh = add(geometry, rock);
      mesh.position.set(falls.x + Math.cos(angle) * ring, i < 7 ? size * 0.5 : size * 0.5 + 1.6, falls.y - COPING_WIDTH - 1.2 + Math.sin(angle) * ring * 0.6);
      mesh.rotation.set(rand() * 3, rand() * 3, rand() * 3);
    }
    add(fallingSheet(falls.x, falls.y - COPING_WIDTH - 0.3, 2.2, 2.6, WATER, COPING_WIDTH + 1, Math.PI / 2), sheetMaterial(dusk, leds[0])).renderOrder = 3;
  }
  for (const scupper of features.scuppers) {
    const back = scupper.y - COPING_WIDTH - 1;
    add(prism(rectPoints({ x: scupper.x - 0.9, y: back - 1.8, width: 1.8, height: 1.8 }), -0.3, 3.2), stone);
    add(prism(rectPoints({ x: scupper.x - 1.1, y: back - 2, width: 2.2, height: 2.2 }), 3.2, 3.45), copingMaterial);
    add(fallingSheet(scupper.x, back, 0.7, 2.6, WATER, COPING_WIDTH + 2.2, Math.PI / 2), sheetMaterial(dusk, leds[0])).renderOrder = 3;
  }
  for (const jet of features.deckJets) {
    const curve = new QuadraticBezierCurve3(new Vector3(jet.x, 0, jet.y), new Vector3(jet.x, 4.5, jet.y - 3.5), new Vector3(jet.x, WATER, jet.y - 7));
    add(new TubeGeometry(curve, 16, 0.07, 5, false), sheetMaterial(dusk, leds[0])).renderOrder = 3;
  }

  const bowlMaterial = solid(scenery.bowl);
  const flame = new MeshBasicMaterial({ color: scenery.flame, transparent: true, opacity: dusk ? 0.95 : 0.8 });
  for (const bowl of layout.fireBowls) {
    const pedestal = add(new CylinderGeometry(0.7, 0.9, 1.8, 20), bowlMaterial);
    pedestal.position.set(bowl.x, 0.9, bowl.y);
    const basin = add(new CylinderGeometry(1.5, 0.8, 0.9, 24), bowlMaterial);
    basin.position.set(bowl.x, 2.25, bowl.y);
    const fire = add(new ConeGeometry(0.8, dusk ? 1.6 : 1.1, 12), flame);
    fire.position.set(bowl.x, 2.7 + (dusk ? 0.8 : 0.55), bowl.y);
    if (dusk) {
      // Firelight on the deck around the bowl: a soft additive halo instead of a light.
      const halo = add(new CircleGeometry(5, 32), new MeshBasicMaterial({ map: textures.glow, color: scenery.flame, transparent: true, blending: AdditiveBlending, depthWrite: false }));
      halo.rotation.x = -Math.PI / 2;
      halo.position.set(bowl.x, 0.05, bowl.y);
    }
  }

  if (design.cover) {
    add(prism(rectPoints({ x: -COPING_WIDTH - 1.6, y: -COPING_WIDTH, width: 1.6, height: design.width + 2 * COPING_WIDTH }), 0, 0.45), solid(scenery.cover));
  }

  // Lawn to the horizon around the deck.
  const lawn = { x: layout.deck.x - 300, y: layout.deck.y - 300, width: layout.deck.width + 600, height: layout.deck.height + 600 };
  add(prism(rectPoints(lawn), -0.45, -0.05, [rectPoints(layout.deck)]), solid(scenery.lawn));

  // A privacy fence on three sides, as most Houston backyards have.
  const fence = solid(scenery.fence);
  const yard = grow(rectPoints(layout.deck), 10);
  const [nw, ne, se, sw] = [yard[0]!, yard[1]!, yard[2]!, yard[3]!];
  for (const [a, b] of [[nw, ne], [nw, sw], [ne, se]] as const) {
    add(prism(rectPoints({ x: Math.min(a.x, b.x) - 0.15, y: Math.min(a.y, b.y) - 0.15, width: Math.abs(b.x - a.x) + 0.3, height: Math.abs(b.y - a.y) + 0.3 }), 0, 6), fence);
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

/**
 * Matte surfaces: Lambert shading (the cheapest lit shader, which matters on phones), both
 * sides drawn so that every solid shares one shader program.
 */
function solid(colour: ColorRepresentation): MeshLambertMaterial {
  return new MeshLambertMaterial({ color: colour, side: DoubleSide });
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
