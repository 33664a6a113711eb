import {
  type BufferGeometry,
  BoxGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
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

/**
 * The backyard around the deck, so the pool reads at its true size: the back of the house on
 * the front side (plan y beyond the deck: patio doors, windows, the roof's edge; lit from
 * inside at dusk), a cedar privacy fence with posts on the other three sides, lawn, shrubs
 * along the fence, two palms, trees beyond, and loungers with an umbrella where the deck is
 * wide enough. Repeated things (posts, shrubs, trees) are instanced: one draw each.
 */
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
}

const FENCE_HEIGHT = 6;
const HOUSE_HEIGHT = 11;

function rect(x: number, y: number, width: number, height: number) {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/** Builds the yard into the design's group; returns the fenced yard's extent (house included). */
export function buildYard(design: Design, layout: Layout, yard: YardContext): Rect {
  const { add, geometry, shaded, painted, plain, key, dusk } = yard;
  const deck = layout.deck;
  const left = deck.x - 16;
  const right = deck.x + deck.width + 16;
  const back = deck.y - 14;
  const houseWall = deck.y + deck.height + 5;
  const bounds = { x: left, y: back, width: right - left, height: houseWall - back };
  const instanced = (geometryKey: string, make: () => BufferGeometry, mat: Material, matrices: Matrix4[], shadows: "cast" | "both" = "cast") => {
    if (!matrices.length) return;
    const mesh = new InstancedMesh(geometry(geometryKey, make), mat, matrices.length);
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    mesh.castShadow = true;
    mesh.receiveShadow = shadows === "both";
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

  // Shrubs along the fence and the house; trees beyond the fence.
  const rand = seeded(Math.round(deck.width * 13 + deck.height * 7));
  const shrubs: Matrix4[] = [];
  for (let x = left + 3; x < right - 3; x += 4 + rand() * 3) shrubs.push(place(x, 1, back + 2.2, new Vector3(1.6 + rand(), 1.1 + rand() * 0.8, 1.4 + rand() * 0.6), rand() * 6));
  for (const side of [left + 2.2, right - 2.2]) {
    for (let y = back + 8; y < houseWall - 6; y += 5 + rand() * 4) shrubs.push(place(side, 1, y, new Vector3(1.3 + rand() * 0.5, 1 + rand() * 0.7, 1.5 + rand()), rand() * 6));
  }
  for (let x = left + 4; x < right - 4; x += 5 + rand() * 3) {
    if (x > deck.x - 2 && x < deck.x + 8) continue; // the patio doors
    shrubs.push(place(x, 0.8, houseWall - 1.6, new Vector3(1.2, 0.9 + rand() * 0.5, 1), rand() * 6));
  }
  const leaves = shaded("leaves", { color: "#43702c", roughness: 0.9 });
  instanced(key("shrub"), () => foliage(3), leaves, shrubs);
  // Each tree beyond the fence is a few overlapping crowns.
  const trees: Matrix4[] = [];
  const tree = (x: number, z: number, size: number) => {
    for (let i = 0; i < 3; i++) {
      const s = size * (0.65 + rand() * 0.35);
      trees.push(place(x + (rand() - 0.5) * size, size * 0.9 + rand() * size * 0.5 + i * size * 0.15, z + (rand() - 0.5) * size, new Vector3(s, s * (0.8 + rand() * 0.3), s), rand() * 6));
    }
  };
  for (let x = left - 20; x < right + 20; x += 10 + rand() * 6) tree(x, back - 12 - rand() * 10, 7 + rand() * 3);
  for (const side of [left - 14, right + 14]) for (let y = back; y < houseWall + 10; y += 11 + rand() * 6) tree(side + (side < left ? -1 : 1) * rand() * 6, y, 6 + rand() * 2);
  const canopy = shaded("canopy", { color: "#34592a", roughness: 0.95 });
  instanced(key("tree"), () => foliage(5), canopy, trees);

  // Two palms in the back corners: a leaning trunk and drooping fronds.
  const trunk = plain("#8b7560", 0.95);
  const frond = shaded("frond", { color: "#4f7d2c", roughness: 0.8, side: DoubleSide, flatShading: true });
  for (const [x, z, lean] of [[left + 5, back + 5, 0.12], [right - 5, back + 5, -0.1]] as const) {
    const height = 16;
    const stem = add(geometry(key("palm-trunk"), () => new CylinderGeometry(0.35, 0.6, height, 8).translate(0, height / 2, 0)), trunk, "cast");
    stem.position.set(x, 0, z);
    stem.rotation.z = lean;
    const crown = add(geometry(key("palm-crown"), palmCrown), frond, "cast");
    crown.position.set(x - Math.sin(lean) * height, height * Math.cos(lean), z);
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
  return bounds;
}

/** Nine drooping fronds around the top of a palm, in one geometry. */
function palmCrown(): BufferGeometry {
  const fronds = Array.from({ length: 9 }, (_, i) => {
    const frond = new ConeGeometry(0.9, 7, 4, 1, true).scale(1, 1, 0.15).translate(0, 3.5, 0);
    frond.rotateX(1.9 + (i % 3) * 0.15);
    frond.rotateY((i / 9) * Math.PI * 2);
    return frond;
  });
  return mergeGeometries(fronds);
}

/** A lumpy ball of leaves: a sphere pushed in and out by a seeded jitter, smooth-shaded. */
function foliage(seed: number): BufferGeometry {
  const geometry = mergeVertices(new IcosahedronGeometry(1, 2).deleteAttribute("normal").deleteAttribute("uv"));
  const position = geometry.getAttribute("position");
  const bumps = Array.from({ length: 7 }, (_, i) => new Vector3(Math.sin(seed * 3 + i * 2.4), Math.cos(seed + i * 1.7), Math.sin(seed * 5 + i)).normalize());
  const p = new Vector3();
  for (let i = 0; i < position.count; i++) {
    p.fromBufferAttribute(position, i);
    const lump = bumps.reduce((sum, bump) => sum + Math.max(0, p.dot(bump) - 0.55) * 0.55, 0);
    const grain = Math.sin(p.x * 13 + seed) * Math.sin(p.y * 11) * Math.sin(p.z * 17) * 0.06;
    p.multiplyScalar(0.85 + lump + grain);
    position.setXYZ(i, p.x, Math.max(p.y, -0.55), p.z);
  }
  geometry.computeVertexNormals();
  return geometry;
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

