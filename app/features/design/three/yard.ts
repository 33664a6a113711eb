import {
  BufferAttribute,
  BufferGeometry,
  BoxGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  Float32BufferAttribute,
  type Group,
  IcosahedronGeometry,
  InstancedMesh,
  type Material,
  Matrix4,
  type Mesh,
  type MeshStandardMaterialParameters,
  Quaternion,
  Vector3,
} from "three";
import { mergeGeometries, mergeVertices } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Layout, Rect } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { seeded, prism } from "#app/features/design/three/solids.ts";
import type { SurfaceKind } from "#app/features/design/three/surfaces.ts";
import type { Shaded } from "#app/features/design/three/build-pool.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";
import { buildPergola } from "#app/features/design/three/pergola.ts";

/**
 * The backyard around the deck, so the pool reads at its true size: the back of the house on
 * the front side (plan y beyond the deck: patio doors, windows, the roof's edge; lit from
 * inside at dusk), a cedar privacy fence with posts on the other three sides, lawn, shrubs
 * along the fence, two palms, trees beyond, and loungers with an umbrella where the deck is
 * wide enough. Repeated things (posts, shrubs, trees) are instanced: one draw each. A yard may
 * have more than the designer's choices (`YardExtras`): a launch project's pergola, which its
 * words name, is drawn in its pictures (docs/decisions/031).
 */
export interface YardExtras {
  /** A cedar pergola over a lounge, on a patio beside the deck's shallow end (./pergola.ts). */
  pergola?: boolean;
}

export interface YardContext {
  group: Group;
  add(geometry: BufferGeometry, material: Material, shadows?: "cast" | "receive" | "both" | "none"): Mesh;
  geometry(key: string, create: () => BufferGeometry): BufferGeometry;
  material<M extends Material>(key: string, create: () => M): M;
  shaded(name: string, parameters: MeshStandardMaterialParameters): Shaded;
  painted(kind: SurfaceKind): Shaded;
  plain(colour: string, roughness?: number): Shaded;
  key(name: string, ...inputs: unknown[]): string;
  dusk: boolean;
  /** Leaf clusters are rounder on the full tier; the light tier's software WebGL pays per vertex. */
  tier: Tier;
}

const FENCE_HEIGHT = 6;
const HOUSE_HEIGHT = 11;
/** Lawn beside the deck to the side fences, behind it to the back fence, and before the house. */
const SIDE_YARD = 16;
const BACK_YARD = 14;
const HOUSE_GAP = 5;
/** The opening view's eye: a tall person's, on the patio by the house's corner. */
const EYE = 6.5;

/** Where the opening view stands: in the side yard, by the house's corner, under the eave. */
function standpoint(deck: Rect): Vector3 {
  return new Vector3(deck.x + deck.width + SIDE_YARD - 3, EYE, deck.y + deck.height + HOUSE_GAP - 2);
}

/**
 * The opening view, as a photographer stands for a builder's rendering: on the patio near the
 * house's corner, beside the deck, looking along the back of the house and across the pool, so
 * the house's wall, patio doors and eave fill one side of the picture and the whole pool, the
 * planting and the fence the rest. The direction halves the angle between the house's wall and
 * the pool's far corner, so both stay in the frame at any aspect the view's box takes.
 */
export function openingView(deck: Rect, pool: Rect): { eye: Vector3; target: Vector3 } {
  const eye = standpoint(deck);
  const wall = Math.PI;
  const corner = Math.atan2(pool.y - eye.z, pool.x + pool.width - eye.x);
  const yaw = (wall + (corner < 0 ? corner + Math.PI * 2 : corner)) / 2;
  const reach = Math.hypot(pool.x + pool.width / 2 - eye.x, pool.y + pool.height / 2 - eye.z);
  return { eye, target: new Vector3(eye.x + Math.cos(yaw) * reach, -1, eye.z + Math.sin(yaw) * reach) };
}

function rect(x: number, y: number, width: number, height: number) {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/** Builds the yard into the design's group; returns the fenced yard's extent (house included). */
export function buildYard(design: Design, layout: Layout, yard: YardContext, extras: YardExtras = {}): Rect {
  const { add, geometry, shaded, painted, plain, key, dusk } = yard;
  const detail = yard.tier === "full" ? 1 : 0;
  const deck = layout.deck;
  const left = deck.x - SIDE_YARD;
  const right = deck.x + deck.width + SIDE_YARD;
  const back = deck.y - BACK_YARD;
  const houseWall = deck.y + deck.height + HOUSE_GAP;
  const bounds = { x: left, y: back, width: right - left, height: houseWall - back };
  const instanced = (geometryKey: string, make: () => BufferGeometry, mat: Material, matrices: Matrix4[], shadows: "cast" | "receive" | "both" | "none" = "cast", colours?: Color[]) => {
    if (!matrices.length) return;
    const mesh = new InstancedMesh(geometry(geometryKey, make), mat, matrices.length);
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    colours?.forEach((colour, i) => mesh.setColorAt(i, colour));
    mesh.castShadow = shadows === "cast" || shadows === "both";
    mesh.receiveShadow = shadows === "receive" || shadows === "both";
    // Its matrices' buffer is the viewer's to free when the design changes (PoolModel's group).
    yard.group.add(mesh);
  };
  const place = (x: number, y: number, z: number, scale: Vector3 | number = 1, turn = 0) =>
    new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), turn), typeof scale === "number" ? new Vector3(scale, scale, scale) : scale);

  // Lawn to the horizon, with a hole where the deck is.
  const lawnArea = { x: deck.x - 300, y: deck.y - 300, width: deck.width + 600, height: deck.height + 600 };
  add(geometry(key("lawn", deck), () => prism(rect(lawnArea.x, lawnArea.y, lawnArea.width, lawnArea.height), -0.45, -0.05, [rect(deck.x, deck.y, deck.width, deck.height)])), lawnMaterial(yard));

  // Fence: board panels on three sides, posts every 8 ft.
  const wood = painted("wood");
  const runs: Array<[number, number, number, number]> = [
    [left, back, right, back],
    [left, back, left, houseWall],
    [right, back, right, houseWall],
  ];
  const posts: Matrix4[] = [];
  for (const [x1, y1, x2, y2] of runs) {
    const panel = { x: Math.min(x1, x2) - 0.1, y: Math.min(y1, y2) - 0.1, width: Math.abs(x2 - x1) + 0.2, height: Math.abs(y2 - y1) + 0.2 };
    add(geometry(key("fence", panel), () => prism(rect(panel.x, panel.y, panel.width, panel.height), -0.05, FENCE_HEIGHT)), wood, "both");
    const length = Math.hypot(x2 - x1, y2 - y1);
    for (let d = 0; d <= length; d += 8) {
      const t = d / length;
      const inward = y1 === y2 ? { x: 0, y: 0.3 } : { x: x1 === left ? 0.3 : -0.3, y: 0 };
      posts.push(place(x1 + (x2 - x1) * t + inward.x, FENCE_HEIGHT / 2 + 0.1, y1 + (y2 - y1) * t + inward.y));
    }
  }
  instanced(key("post"), () => new BoxGeometry(0.4, FENCE_HEIGHT + 0.4, 0.4), plain("#6e5038", 0.9), posts);

  // Planting beds of mulch along the back fence and the house, shrubs of several greens in
  // them with flowers in front; trees beyond the fence and a crape myrtle in the yard.
  const rand = seeded(Math.round(deck.width * 13 + deck.height * 7));
  const mulch = plain("#3f2f24", 0.95);
  const beds = [
    { x: left + 0.3, y: back + 0.3, width: right - left - 0.6, height: 4.2 },
    { x: left + 0.3, y: houseWall - 3, width: right - left - 0.6, height: 2.9 },
  ];
  for (const bed of beds) add(geometry(key("bed", bed), () => prism(rect(bed.x, bed.y, bed.width, bed.height), -0.1, -0.02)), mulch);
  const shrubs: Matrix4[] = [];
  const flowers: Matrix4[] = [];
  const flowerColours: Color[] = [];
  const bloom = (x: number, z: number, spread: number) => {
    const colour = FLOWERS[Math.floor(rand() * FLOWERS.length)]!;
    for (let i = 0; i < 10; i++) {
      flowers.push(place(x + (rand() - 0.5) * spread, 0.15 + rand() * 0.3, z + (rand() - 0.5) * 1.2, 0.5 + rand() * 0.5, rand() * 6));
      flowerColours.push(new Color(colour).multiplyScalar(0.8 + rand() * 0.3));
    }
  };
  for (let x = left + 3; x < right - 3; x += 3.2 + rand() * 2.5) {
    shrubs.push(place(x, 0, back + 2.1, new Vector3(1.5 + rand() * 0.9, 1.6 + rand() * 1.6, 1.4 + rand() * 0.5), rand() * 6));
    if (rand() < 0.55) bloom(x + 1.5, back + 3.7, 2);
  }
  for (const side of [left + 2, right - 2]) {
    for (let y = back + 9; y < houseWall - 7; y += 4 + rand() * 4) shrubs.push(place(side, 0, y, new Vector3(1.3 + rand() * 0.6, 1.4 + rand() * 1.2, 1.6 + rand()), rand() * 6));
  }
  for (let x = left + 3; x < right - 3; x += 3.5 + rand() * 2) {
    if (x > deck.x - 1 && x < deck.x + 10) continue; // the patio doors and the walk
    shrubs.push(place(x, 0, houseWall - 1.5, new Vector3(1.1 + rand() * 0.4, 1.1 + rand() * 0.8, 1), rand() * 6));
    if (rand() < 0.6) bloom(x + 1.2, houseWall - 2.5, 1.6);
  }
  instanced(key("shrub", detail), () => bush(3, detail), shaded("bush", { vertexColors: true, roughness: 0.9 }), shrubs, "cast", shrubs.map(() => new Color(SHRUBS[Math.floor(rand() * SHRUBS.length)]!).multiplyScalar(0.85 + rand() * 0.3)));
  instanced(key("flower"), () => new IcosahedronGeometry(0.14, 0), shaded("flower", { roughness: 0.7 }), flowers, "none", flowerColours);

  // Trees: a trunk with two limbs and a crown of leaf clusters (round, tall or conical), all of
  // one tree's parts placed by one matrix scaled to its height; crowns vary in green.
  const trunks: Matrix4[] = [];
  const crowns: Array<{ matrices: Matrix4[]; colours: Color[] }> = CROWNS.map(() => ({ matrices: [], colours: [] }));
  const tree = (x: number, z: number, height: number, kind = Math.floor(rand() * CROWNS.length), colour?: string) => {
    const matrix = place(x, 0, z, new Vector3(height * (0.85 + rand() * 0.3), height, height * (0.85 + rand() * 0.3)), rand() * 6);
    trunks.push(matrix);
    crowns[kind]!.matrices.push(matrix);
    crowns[kind]!.colours.push(new Color(colour ?? CANOPIES[Math.floor(rand() * CANOPIES.length)]!).multiplyScalar(0.85 + rand() * 0.3));
  };
  for (let x = left - 24; x < right + 24; x += 9 + rand() * 7) tree(x, back - 9 - rand() * 14, 20 + rand() * 16);
  for (let x = left - 10; x < right + 10; x += 14 + rand() * 8) tree(x, back - 30 - rand() * 10, 28 + rand() * 14);
  for (const side of [left - 10, right + 10]) {
    for (let y = back + 4; y < houseWall + 12; y += 10 + rand() * 7) tree(side + (side < left ? -1 : 1) * rand() * 10, y, 18 + rand() * 14);
  }
  // A crape myrtle in flower in the corner by the house, opposite the view, where no pergola stands.
  if (!extras.pergola) tree(left + 6, houseWall - 9, 15, 0, "#c0507a");
  else buildPergola(yard, deck, `deck:${design.deck}`);
  const bark = plain("#5b4636", 0.95);
  instanced(key("trunk"), treeTrunk, bark, trunks);
  const leaves = shaded("canopy", { vertexColors: true, roughness: 0.95 });
  CROWNS.forEach((shape, i) => instanced(key("crown", shape, detail), () => treeCrown(shape, 7 + i, detail), leaves, crowns[i]!.matrices, "cast", crowns[i]!.colours));

  // Two palms in the back corners: a ringed, curving trunk and a crown of feathered fronds.
  const palmTrunk = shaded("palm-trunk", { vertexColors: true, roughness: 0.95 });
  const frond = shaded("frond", { vertexColors: true, roughness: 0.8, side: DoubleSide });
  for (const [x, z, height, lean, turn] of [[left + 5, back + 5, 17, 1.6, 0.3], [right - 5, back + 5, 14, -1.3, 2.1]] as const) {
    add(geometry(key("palm-stem", height, lean), () => palmStem(height, lean)), palmTrunk, "cast").position.set(x, 0, z);
    const crown = add(geometry(key("palm-crown"), palmCrown), frond, "cast");
    crown.position.set(x + lean, height, z);
    crown.rotation.y = turn;
  }

  // Two loungers and an umbrella on the deck in front of the pool, where the deck allows.
  const poolFront = Math.max(...layout.outline.map((p) => p.y)) + 1.2;
  const room = deck.y + deck.height - poolFront;
  if (room >= 7) {
    const frame = plain("#f2f0ea", 0.5);
    const cushion = plain("#1f4e6b", 0.85);
    const z = poolFront + Math.min(room / 2, 4.5);
    const from = layout.fireBowls.length ? design.length * 0.05 : design.length * 0.3;
    for (let i = 0; i < 2; i++) {
      const x = from + i * 3.2;
      add(geometry(key("lounger-frame"), () => new BoxGeometry(2.2, 0.9, 6.4).translate(0, 0.45, 0)), frame, "both").position.set(x, 0, z);
      const back = add(geometry(key("lounger-back"), () => new BoxGeometry(2.1, 0.35, 2.3).translate(0, 0.17, -1.15)), cushion, "both");
      back.position.set(x, 1.0, z + 3.2 - 0.1);
      back.rotation.x = -0.9;
      add(geometry(key("lounger-cushion"), () => new BoxGeometry(2.1, 0.35, 4.2).translate(0, 0.17, 0)), cushion, "both").position.set(x, 0.9, z - 0.9);
    }
    const pole = plain("#d9d6cc", 0.4);
    const umbrellaX = from + 6.6;
    add(geometry(key("umbrella-pole"), () => new CylinderGeometry(0.08, 0.08, 8.2, 8).translate(0, 4.1, 0)), pole, "cast").position.set(umbrellaX, 0, z);
    const canvas = shaded("umbrella", { color: "#f4efe2", roughness: 0.9, side: DoubleSide });
    add(geometry(key("umbrella-canopy"), () => new ConeGeometry(4.5, 1.6, 8, 1, true)), canvas, "cast").position.set(umbrellaX, 7.6, z);
  }

  // The back of the house: a stucco wall with patio doors and windows, the roof's overhang above.
  const houseRect = { x: left - 4, y: houseWall, width: right - left + 8, height: 26 };
  add(geometry(key("house", houseRect), () => prism(rect(houseRect.x, houseRect.y, houseRect.width, houseRect.height), -0.1, HOUSE_HEIGHT)), painted("wall"), "both");
  const eave = { x: houseRect.x - 1.5, y: houseWall - 2.2, width: houseRect.width + 3, height: houseRect.height + 4 };
  add(geometry(key("eave", eave), () => prism(rect(eave.x, eave.y, eave.width, eave.height), HOUSE_HEIGHT, HOUSE_HEIGHT + 0.7)), plain("#efece4", 0.7), "both");
  const roof = add(geometry(key("roof", eave), () => new CylinderGeometry(0.01, 1, 1, 4, 1).rotateY(Math.PI / 4)), painted("roof"), "cast");
  roof.position.set(eave.x + eave.width / 2, HOUSE_HEIGHT + 0.7 + 4, eave.y + eave.height / 2);
  roof.scale.set(eave.width * 0.72, 8, eave.height * 0.72);
  const glass = shaded(key("glass", dusk), { color: "#1c2630", roughness: 0.05, metalness: 0.2, emissive: new Color(dusk ? "#ffb466" : "#000000"), emissiveIntensity: dusk ? 1.4 : 0 });
  const trim = plain("#fbfaf6", 0.5);
  // Stepping stones from where the opening view stands to the deck's corner.
  const eye = standpoint(deck);
  const stones: Matrix4[] = [];
  const to = { x: deck.x + deck.width, z: deck.y + deck.height - 2 };
  const steps = Math.floor(Math.hypot(eye.x - to.x, eye.z - to.z) / 2.4);
  for (let i = 0; i <= steps; i++) {
    const t = i / Math.max(steps, 1);
    stones.push(place(eye.x + (to.x - eye.x) * t + (rand() - 0.5) * 0.5, 0, eye.z + (to.z - eye.z) * t + (rand() - 0.5) * 0.5, new Vector3(0.85 + rand() * 0.2, 1, 0.7 + rand() * 0.2), rand() * 6));
  }
  instanced(key("stone"), () => new CylinderGeometry(1, 1, 0.12, 14).translate(0, -0.03, 0), plain("#a89e8f", 0.9), stones, "receive");
  // A landing of the deck's paving from the patio doors to the deck.
  const walk = { x: deck.x + 0.5, y: deck.y + deck.height - 0.01, width: 9, height: HOUSE_GAP + 0.01 };
  add(geometry(key("walk", walk), () => prism(rect(walk.x, walk.y, walk.width, walk.height), -0.4, 0)), painted(`deck:${design.deck}`));
  const openings: Array<[number, number, number, number]> = [
    // x, width, sill, height: the patio doors, then windows.
    [deck.x + 2, 6, 0, 7.2],
    [deck.x + 10, 4, 3, 4],
    [deck.x + deck.width - 8, 4, 3, 4],
    [deck.x + deck.width + 4, 4, 3, 4],
  ];
  for (const [x, width, sill, height] of openings) {
    add(geometry(key("trim", width, height), () => new BoxGeometry(width + 0.6, height + 0.6, 0.2)), trim, "none").position.set(x + width / 2, sill + height / 2, houseWall - 0.08);
    add(geometry(key("pane", width, height), () => new BoxGeometry(width, height, 0.1)), glass, "none").position.set(x + width / 2, sill + height / 2, houseWall - 0.2);
    add(geometry(key("mullion", height), () => new BoxGeometry(0.15, height, 0.12)), trim, "none").position.set(x + width / 2, sill + height / 2, houseWall - 0.27);
  }
  // A gutter along the eave, and lanterns either side of the patio doors, lit at dusk.
  add(geometry(key("gutter", eave), () => new BoxGeometry(eave.width, 0.45, 0.45)), trim, "cast").position.set(eave.x + eave.width / 2, HOUSE_HEIGHT + 0.3, eave.y - 0.2);
  const lamp = shaded(key("lantern", dusk), { color: "#f3e6cc", roughness: 0.4, emissive: new Color(dusk ? "#ffc27a" : "#000000"), emissiveIntensity: dusk ? 2.5 : 0 });
  const cap = plain("#2b2926", 0.6);
  for (const x of [deck.x + 1.2, deck.x + 8.8]) {
    add(geometry(key("lantern"), () => new BoxGeometry(0.55, 0.9, 0.45)), lamp, "none").position.set(x, 7.4, houseWall - 0.35);
    add(geometry(key("lantern-cap"), () => new BoxGeometry(0.75, 0.15, 0.6)), cap, "none").position.set(x, 7.92, houseWall - 0.35);
  }
  return bounds;
}

/** Flower colours of the beds: azalea pink, white, red, yellow, purple. */
const FLOWERS = ["#e0609a", "#f4f1ea", "#c8323a", "#f2c53d", "#8a5ac8"];
/** Shrub greens: boxwood, ligustrum, a yellow-green, loropetalum's purple. */
const SHRUBS = ["#4c7a32", "#3d6a2c", "#6c9238", "#587f30", "#6b3f4a", "#35603a"];
/** Tree greens, from live oak's dark to a fresh yellow-green. */
const CANOPIES = ["#3f6a2a", "#4d7a30", "#355c2c", "#5f8a34", "#2f5230", "#6a8a3a"];
const CROWNS = ["round", "tall", "cone"] as const;
type CrownShape = (typeof CROWNS)[number];

/** Vertex colours: `shade` (0–1) per vertex from its position, a little speckle from `rand`. */
function colourBy(geometry: BufferGeometry, shade: (p: Vector3) => number, rand: () => number, tint: [number, number, number] = [1, 1, 1]): BufferGeometry {
  const position = geometry.getAttribute("position");
  const colours = new Float32Array(position.count * 3);
  const p = new Vector3();
  for (let i = 0; i < position.count; i++) {
    p.fromBufferAttribute(position, i);
    const s = shade(p) * (0.9 + rand() * 0.2);
    colours.set([s * tint[0], s * tint[1], s * tint[2]], i * 3);
  }
  geometry.setAttribute("color", new BufferAttribute(colours, 3));
  return geometry;
}

/**
 * A cluster of leaves: a ball pushed in and out by a seeded jitter, shaded darker underneath
 * and inside (where the light does not reach) and lighter on top, so it reads as foliage.
 */
function leafCluster(rand: () => number, radius: number, at: Vector3, centre: Vector3, top: number, detail: number): BufferGeometry {
  const geometry = mergeVertices(new IcosahedronGeometry(radius, detail).deleteAttribute("normal").deleteAttribute("uv"));
  const position = geometry.getAttribute("position");
  const p = new Vector3();
  const jitter = Array.from({ length: position.count }, () => 0.8 + rand() * 0.35);
  for (let i = 0; i < position.count; i++) {
    p.fromBufferAttribute(position, i).multiplyScalar(jitter[i]!).add(at);
    position.setXYZ(i, p.x, p.y, p.z);
  }
  geometry.computeVertexNormals();
  const span = Math.max(top - centre.y, 0.01);
  const tint = 0.85 + rand() * 0.3;
  return colourBy(
    geometry,
    (v) => {
      const outward = Math.min(1, v.distanceTo(centre) / span);
      const height = Math.min(1, Math.max(0, (v.y - centre.y) / span + 0.5));
      return tint * (0.45 + 0.3 * outward + 0.35 * height);
    },
    rand,
    [1 - rand() * 0.1, 1, 0.9 + rand() * 0.1],
  );
}

/** A shrub of overlapping leaf clusters, a unit tall on the ground. */
function bush(seed: number, detail: number): BufferGeometry {
  const rand = seeded(seed);
  const centre = new Vector3(0, 0.45, 0);
  const clusters = Array.from({ length: 10 }, (_, i) => {
    const angle = i * 2.4;
    const ring = i < 3 ? 0.08 : 0.3;
    const at = new Vector3(Math.cos(angle) * ring, i < 3 ? 0.55 + i * 0.05 : 0.3 + rand() * 0.25, Math.sin(angle) * ring);
    return leafCluster(rand, 0.24 + rand() * 0.08, at, centre, 1, detail);
  });
  return mergeGeometries(clusters);
}

/** A tree's crown of leaf clusters, in tree units (the tree is one unit tall). */
function treeCrown(shape: CrownShape, seed: number, detail: number): BufferGeometry {
  const rand = seeded(seed);
  const clusters: BufferGeometry[] = [];
  if (shape === "cone") {
    // A magnolia or cedar: clusters through a cone narrowing to the top.
    const centre = new Vector3(0, 0.55, 0);
    for (let i = 0; i < 22; i++) {
      const y = 0.24 + rand() * 0.68;
      const r = 0.2 * (1 - (y - 0.24) / 0.8);
      const angle = rand() * Math.PI * 2;
      clusters.push(leafCluster(rand, r * 0.7 + 0.04, new Vector3(Math.cos(angle) * r * 0.6, y, Math.sin(angle) * r * 0.6), centre, 1, detail));
    }
  } else {
    // An oak or a tall elm: clusters over an ellipsoid, more of them at the top.
    const [radius, height, middle] = shape === "round" ? [0.34, 0.27, 0.66] : [0.22, 0.36, 0.6];
    const centre = new Vector3(0, middle, 0);
    for (let i = 0; i < 18; i++) {
      const angle = rand() * Math.PI * 2;
      const up = rand() * 1.6 - 0.6;
      const flat = Math.sqrt(Math.max(0, 1 - up * up * 0.6));
      const at = new Vector3(Math.cos(angle) * radius * flat * 0.75, middle + up * height * 0.7, Math.sin(angle) * radius * flat * 0.75);
      clusters.push(leafCluster(rand, radius * (0.4 + rand() * 0.2), at, centre, middle + height, detail));
    }
  }
  return mergeGeometries(clusters);
}

/** A trunk tapering up into the crown, with two limbs, in tree units. */
function treeTrunk(): BufferGeometry {
  const stem = new CylinderGeometry(0.018, 0.035, 0.62, 7).translate(0, 0.31, 0);
  const limbs = [0.6, -0.7].map((tilt, i) => new CylinderGeometry(0.008, 0.016, 0.26, 5).translate(0, 0.13, 0).rotateZ(tilt).rotateY(i * 2.2).translate(0, 0.36 + i * 0.06, 0));
  return mergeGeometries([stem, ...limbs].map((part) => part.deleteAttribute("uv")));
}

/** A palm's trunk: a curve leaning `lean` ft at the top, ringed by old frond scars. */
function palmStem(height: number, lean: number): BufferGeometry {
  const geometry = new CylinderGeometry(0.42, 0.62, height, 9, 24).translate(0, height / 2, 0).deleteAttribute("uv");
  const position = geometry.getAttribute("position");
  for (let i = 0; i < position.count; i++) {
    const t = position.getY(i) / height;
    position.setX(i, position.getX(i) + lean * t * t);
  }
  geometry.computeVertexNormals();
  return colourBy(geometry, (p) => (Math.round((p.y / height) * 24) % 2 ? 0.42 : 0.55) + (p.y / height) * 0.1, seeded(5), [1, 0.86, 0.7]);
}

/** Twelve arching fronds, each a midrib with leaflets hanging either side, in one geometry. */
function palmCrown(): BufferGeometry {
  const rand = seeded(41);
  const fronds: BufferGeometry[] = [];
  for (let f = 0; f < 12; f++) {
    const length = 6.5 + rand() * 2;
    const rise = f % 3 === 0 ? 0.9 : f % 3 === 1 ? 0.4 : -0.1;
    const rib = (t: number) => new Vector3(t * length, length * (rise * t - 0.75 * t * t), 0);
    const positions: number[] = [];
    const colours: number[] = [];
    const segments = 16;
    for (let i = 0; i < segments; i++) {
      const t0 = i / segments;
      const t1 = (i + 1) / segments;
      const a = rib(t0);
      const b = rib(t1);
      const width = 1.5 * Math.sin(Math.PI * Math.min(1, t0 * 1.3 + 0.08));
      for (const side of [-1, 1]) {
        // A leaflet: from the rib out and down, its tip swept towards the frond's end.
        const tip = new Vector3(b.x + 0.35, b.y - width * 0.55, side * width);
        positions.push(a.x, a.y, a.z, b.x, b.y, b.z, tip.x, tip.y, tip.z);
        const shade = 0.55 + t0 * 0.35;
        colours.push(shade * 0.75, shade, shade * 0.5, shade * 0.8, shade, shade * 0.5, shade * 0.95, shade * 1.1, shade * 0.55);
      }
    }
    const frond = new BufferGeometry();
    frond.setAttribute("position", new Float32BufferAttribute(positions, 3));
    frond.setAttribute("color", new Float32BufferAttribute(colours, 3));
    frond.computeVertexNormals();
    frond.rotateX((rand() - 0.5) * 0.5);
    frond.rotateY((f / 12) * Math.PI * 2 + rand() * 0.3);
    fronds.push(frond);
  }
  return mergeGeometries(fronds);
}

/** Grass: the painted lawn tile, with broad patches of lighter and darker green so it never reads as one colour. */
function lawnMaterial({ material, painted, key }: YardContext): Shaded {
  const lawn = painted("lawn");
  return material(key("lawn-material", lawn.type), () => {
    const grass = lawn.clone();
    grass.onBeforeCompile = (shader) => {
      shader.fragmentShader = shader.fragmentShader.replace(
        "#include <map_fragment>",
        `#include <map_fragment>
        float broad = texture2D(map, vMapUv * 0.061).g + texture2D(map, vMapUv * 0.017 + 0.3).g;
        diffuseColor.rgb *= 0.55 + broad * 1.05;`,
      );
    };
    grass.customProgramCacheKey = () => "lawn";
    return grass;
  });
}

