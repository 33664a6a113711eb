import { CircleGeometry, DoubleSide, Euler, IcosahedronGeometry, type Matrix4, MeshBasicMaterial, QuadraticBezierCurve3, TubeGeometry, Vector3 } from "three";
import type { Circle } from "#app/features/design/geometry.ts";
import { scenery } from "#app/features/design/three/palette.ts";
import { COPING_WIDTH, key, type PoolKit, rectPoints } from "#app/features/design/three/pool-kit.ts";
import { fallingSheet, prism, seeded } from "#app/features/design/three/solids.ts";
import { WATER_LEVEL } from "#app/features/design/three/water.ts";
import { sheetLook } from "#app/features/design/three/water-and-fire.ts";

/**
 * The water features behind and beside the pool (./build-pool.ts): a sheer descent from a wall, a
 * rock waterfall, scuppers and deck jets, each landing in a splash of white water.
 */
export function buildWaterFeatures(kit: PoolKit): void {
  const { design, layout, add, geometry, painted, sheet, splash } = kit;
  const { features } = layout;
  // The walls and their caps are built in the coping's stone.
  const stone = painted(`coping:${design.coping}`);
  if (features.sheerDescent) {
    const { from: a, to: b } = features.sheerDescent;
    const back = Math.min(a.y, b.y) - COPING_WIDTH;
    add(geometry(key("sheer-wall", a, b), () => prism(rectPoints({ x: a.x - 0.6, y: back - 1.2, width: b.x - a.x + 1.2, height: 1.2 }), -0.3, 2.4)), stone, "both");
    add(geometry(key("sheer", a, b), () => fallingSheet((a.x + b.x) / 2, back, b.x - a.x - 0.4, 2.1, WATER_LEVEL, COPING_WIDTH + 1.4, Math.PI / 2)), sheet, "none").renderOrder = 3;
    for (let x = a.x + 1; x < b.x - 0.5; x += 2.5) splash(x, back + COPING_WIDTH + 1.4, 1.6);
  }
  if (features.rockWaterfall) buildRockWaterfall(kit, features.rockWaterfall);
  // Built at the origin and placed, so every scupper shares one geometry and one draw per part.
  const scuppers = features.scuppers.map((scupper) => kit.placed(scupper.x, 0, scupper.y - COPING_WIDTH - 1));
  kit.repeated(key("scupper"), () => prism(rectPoints({ x: -0.9, y: -1.8, width: 1.8, height: 1.8 }), -0.3, 3.2), stone, scuppers, "both");
  kit.repeated(key("scupper-cap"), () => prism(rectPoints({ x: -1.1, y: -2, width: 2.2, height: 2.2 }), 3.2, 3.45), stone, scuppers, "both");
  const spills = kit.repeated(key("scupper-spill"), () => fallingSheet(0, 0, 0.7, 2.6, WATER_LEVEL, COPING_WIDTH + 2.2, Math.PI / 2), sheet, scuppers, "none");
  if (spills) spills.renderOrder = 3;
  for (const scupper of features.scuppers) splash(scupper.x, scupper.y - COPING_WIDTH - 1 + COPING_WIDTH + 2.2, 0.9);
  buildDeckJets(kit);
}

/** Boulders heaped behind the pool's edge, the water falling from between them. */
function buildRockWaterfall(kit: PoolKit, falls: Circle): void {
  const rock = kit.shaded("rock", { color: scenery.rock, roughness: 0.95, flatShading: true, side: DoubleSide });
  // The same heap every time: a change elsewhere in the design does not move a stone.
  const rand = seeded(17);
  const rocks: Matrix4[] = [];
  for (let i = 0; i < 11; i++) {
    const angle = Math.PI + (i / 10) * Math.PI;
    const ring = i < 7 ? falls.radius : falls.radius * 0.45;
    const size = 0.9 + rand() * 1.1;
    const at = new Vector3(falls.x + Math.cos(angle) * ring, i < 7 ? size * 0.5 : size * 0.5 + 1.6, falls.y - COPING_WIDTH - 1.2 + Math.sin(angle) * ring * 0.6);
    rocks.push(kit.placed(at.x, at.y, at.z, new Vector3(1.2 * size, 0.8 * size, size), new Euler(rand() * 3, rand() * 3, rand() * 3)));
  }
  kit.repeated(key("rock"), () => new IcosahedronGeometry(1, 1), rock, rocks, "both");
  kit.add(kit.geometry(key("falls", falls), () => fallingSheet(falls.x, falls.y - COPING_WIDTH - 0.3, 2.2, 2.6, WATER_LEVEL, COPING_WIDTH + 1, Math.PI / 2)), kit.sheet, "none").renderOrder = 3;
  kit.splash(falls.x, falls.y + 0.7, 2);
}

/** Arcs of water from the deck into the pool. */
function buildDeckJets(kit: PoolKit): void {
  const { deckJets } = kit.layout.features;
  const { dusk, leds, textures } = kit;
  // A jet's arc is a tube without the sheet's per-vertex opacity.
  const stream = deckJets.length ? kit.shaded(key("stream", dusk, dusk ? leds[0] : null), sheetLook(dusk, leds[0], textures.streaks, false)) : kit.sheet;
  const arcs = kit.repeated(
    key("jet"),
    () => new TubeGeometry(new QuadraticBezierCurve3(new Vector3(0, 0, 0), new Vector3(0, 4.5, -3.5), new Vector3(0, WATER_LEVEL, -7)), 16, 0.07, 5, false),
    stream,
    deckJets.map((jet) => kit.placed(jet.x, 0, jet.y)),
    "none",
  );
  if (arcs) arcs.renderOrder = 3;
  for (const jet of deckJets) kit.splash(jet.x, jet.y - 7, 0.6);
}

/** Every splash the falls, spills and jets made, in one draw over the water. */
export function buildSplashes({ material, textures, repeated, splashes }: PoolKit): void {
  const foam = material(key("foam"), () => new MeshBasicMaterial({ map: textures.glow, color: 0xffffff, transparent: true, opacity: 0.8, depthWrite: false }));
  const foams = repeated(key("splash"), () => new CircleGeometry(1, 20).rotateX(-Math.PI / 2), foam, splashes, "none");
  if (foams) foams.renderOrder = 3;
}
