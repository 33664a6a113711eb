import {
  BufferAttribute,
  BufferGeometry,
  Color,
  type DataTexture,
  CylinderGeometry,
  DoubleSide,
  Float32BufferAttribute,
  IcosahedronGeometry,
  InstancedMesh,
  type Material,
  Matrix4,
  MeshDepthMaterial,
  Quaternion,
  RGBADepthPacking,
  type Texture,
  Vector3,
} from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Rect } from "#app/features/design/geometry.ts";
import { prism, seeded } from "#app/features/design/three/solids.ts";
import { barkTexture, foliageTexture, shadowOf, type Foliage } from "#app/features/design/three/textures.ts";
import type { YardContext } from "#app/features/design/three/yard-context.ts";
import type { Planting } from "#app/features/design/yard-style.ts";

/**
 * The yard's planting: Gulf Coast trees and shrubs grown in code. A tree is a skeleton (a
 * trunk, limbs, branches: tapered tubes in bark) and a crown of leaf cards: small squares
 * showing a painted sprig (../textures.ts, `foliageTexture`), alpha-tested, so the crown has
 * holes the sky shows through and a ragged edge, not a ball's. Each card's normal leans out
 * from the crown's middle, and its colour darkens inside and underneath, so a crown is lit as
 * one mass with depth. Every species is one geometry in tree units (a unit tall), placed by
 * instance matrices (size, turn, lean) and tinted by instance colours: one draw for its wood
 * and one for its leaves, however many are planted.
 *
 * Species: live oak (a short trunk, long limbs reaching out more than up, a broad dome), water
 * oak (taller, an upright oval: the neighbours' trees over the fence), crape myrtle (several
 * smooth tan stems, a vase of pink bloom), cabbage palms (a ringed, leaning trunk, a crown of
 * arching fronds), shrubs (boxwood, yaupon, ligustrum: dense mounds of small leaves) and big-
 * leaved tropicals (bird of paradise, elephant ear). The visitor's planting (`Planting`) says
 * which grow in the yard: native (live oak, crape myrtle, shrub beds in flower, one palm),
 * tropical (palms, big leaves, hibiscus colours) or minimal (a few clipped shrubs, one tree).
 */

export type TreeSpecies = "live-oak" | "water-oak" | "crape-myrtle";

interface TreeShape {
  foliage: Foliage;
  /** Where the limbs leave the trunk (a fraction of the tree's height); 0: stems from the ground. */
  trunk: number;
  limbs: number;
  /** How far limbs reach out, and their angle above level (radians). */
  spread: number;
  rise: number;
  /** A leaf card's size and how many sit at each branch tip. */
  card: number;
  cards: number;
  /** The trunk's radius at the ground. */
  radius: number;
}

const TREES: Record<TreeSpecies, TreeShape> = {
  "live-oak": { foliage: "oak", trunk: 0.3, limbs: 7, spread: 0.62, rise: 0.42, card: 0.19, cards: 11, radius: 0.045 },
  "water-oak": { foliage: "oak", trunk: 0.42, limbs: 6, spread: 0.3, rise: 0.95, card: 0.17, cards: 11, radius: 0.03 },
  "crape-myrtle": { foliage: "myrtle", trunk: 0, limbs: 5, spread: 0.24, rise: 1.15, card: 0.22, cards: 10, radius: 0.02 },
};

/** Bark tints by species (instance colour × the bark texture). */
const BARK: Record<TreeSpecies | "shrub", string> = {
  "live-oak": "#6a5f55",
  "water-oak": "#7a7068",
  "crape-myrtle": "#c9a58a",
  shrub: "#6a5a48",
};

/** Leaf tints (instance colour × the card's own greens): near white, so the painted greens show, each plant its own. */
const LEAF_TINTS: Record<TreeSpecies | "shrub" | "tropical", string[]> = {
  "live-oak": ["#d8e0cc", "#c8d2bc", "#e4e8d0", "#bcc8b0"],
  "water-oak": ["#e8eccc", "#dce8c4", "#f0f0d0", "#d0dcb8"],
  "crape-myrtle": ["#ffffff", "#f4f0f0", "#fff4f4"],
  shrub: ["#ffffff", "#e0e8d0", "#f4f0c8", "#c8d8c0", "#b89898"],
  tropical: ["#ffffff", "#e8f4d8", "#d4e8c8"],
};

const foliageMaps = new Map<Foliage | "bark", DataTexture>();
const shadowMaps = new Map<Foliage, Texture>();
/** A leaf card's alpha widened for its shadow, made on first use. */
function shadowMap(kind: Foliage): Texture {
  let texture = shadowMaps.get(kind);
  if (!texture) shadowMaps.set(kind, (texture = shadowOf(map(kind) as DataTexture)));
  return texture;
}
/** A leaf card's or the bark's texture, painted on first use and kept for the page's life. */
function map(kind: Foliage | "bark"): DataTexture {
  let texture = foliageMaps.get(kind);
  if (!texture) foliageMaps.set(kind, (texture = kind === "bark" ? barkTexture() : foliageTexture(kind)));
  return texture;
}

interface Segment {
  from: Vector3;
  to: Vector3;
  r0: number;
  r1: number;
}

interface Skeleton {
  segments: Segment[];
  tips: Vector3[];
}

const UP = new Vector3(0, 1, 0);

/** A tree's skeleton: the trunk (or stems), limbs and their branches, in tree units before scaling to a unit tall. */
function skeleton(shape: TreeShape, rand: () => number): Skeleton {
  const segments: Segment[] = [];
  const tips: Vector3[] = [];
  const limb = (from: Vector3, direction: Vector3, length: number, radius: number, depth: number) => {
    // Each limb in two bends, turning up a little as it goes.
    const middle = from.clone().addScaledVector(direction, length * 0.55);
    const bent = direction.clone().add(new Vector3((rand() - 0.5) * 0.4, 0.25 + rand() * 0.2, (rand() - 0.5) * 0.4)).normalize();
    const end = middle.clone().addScaledVector(bent, length * 0.45);
    segments.push({ from, to: middle, r0: radius, r1: radius * 0.75 }, { from: middle, to: end, r0: radius * 0.75, r1: radius * 0.5 });
    if (depth === 0) {
      tips.push(end, middle.clone().lerp(end, 0.3));
      return;
    }
    const forks = 2 + Math.floor(rand() * 2);
    for (let i = 0; i < forks; i++) {
      const turn = new Quaternion().setFromAxisAngle(UP, (i / forks) * Math.PI * 2 + rand());
      const out = bent.clone().add(new Vector3(0.7, 0.3 + rand() * 0.5, 0).applyQuaternion(turn)).normalize();
      limb(i === 0 ? end : middle.clone().lerp(end, 0.5 + rand() * 0.4), out, length * (0.4 + rand() * 0.15), radius * 0.45, depth - 1);
    }
  };
  if (shape.trunk > 0) {
    const top = new Vector3((rand() - 0.5) * 0.03, shape.trunk, (rand() - 0.5) * 0.03);
    segments.push({ from: new Vector3(0, -0.02, 0), to: top, r0: shape.radius, r1: shape.radius * 0.75 });
    for (let i = 0; i < shape.limbs; i++) {
      const azimuth = i * 2.4 + rand() * 0.6;
      const elevation = shape.rise * (0.7 + rand() * 0.6);
      const direction = new Vector3(Math.cos(azimuth) * Math.cos(elevation), Math.sin(elevation), Math.sin(azimuth) * Math.cos(elevation));
      const at = new Vector3(0, 0, 0).lerp(top, 0.75 + (i / shape.limbs) * 0.25);
      limb(at, direction, shape.spread * (0.75 + rand() * 0.4), shape.radius * 0.55, 1);
    }
  } else {
    // Stems from the ground, leaning out into a vase (crape myrtle).
    for (let i = 0; i < shape.limbs; i++) {
      const azimuth = i * 2.4 + rand() * 0.5;
      const lean = 0.18 + rand() * 0.12;
      const direction = new Vector3(Math.cos(azimuth) * lean, 1, Math.sin(azimuth) * lean).normalize();
      limb(new Vector3(Math.cos(azimuth) * 0.01, -0.02, Math.sin(azimuth) * 0.01), direction, shape.spread * 1.9, shape.radius, 1);
    }
  }
  return { segments, tips };
}

/** Tapered tubes along the segments, bark mapped around (u) and up (v) at the bark's own scale. */
function woodGeometry(segments: readonly Segment[], sides: number): BufferGeometry {
  return mergeGeometries(
    segments.map(({ from, to, r0, r1 }) => {
      const length = from.distanceTo(to);
      const tube = new CylinderGeometry(r1, r0, length, sides, 1, true).translate(0, length / 2, 0);
      const uv = tube.getAttribute("uv");
      // Bark's furrows a little over an inch apart on a trunk a foot across: v by length over girth.
      for (let i = 0; i < uv.count; i++) uv.setY(i, (uv.getY(i) * length) / Math.max(r0 * 2 * Math.PI, 0.01));
      tube.applyQuaternion(new Quaternion().setFromUnitVectors(UP, to.clone().sub(from).normalize()));
      return tube.translate(from.x, from.y, from.z);
    }),
  );
}

/**
 * Leaf cards round `tips`: each a square facing out from `centre` (give or take), its foot at
 * the tip; normals lean out from the centre and colours darken inside and underneath.
 */
function cardGeometry(tips: readonly Vector3[], centre: Vector3, card: number, perTip: number, rand: () => number, outwardOnly = false): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  const colours: number[] = [];
  const uvs: number[] = [];
  const index: number[] = [];
  const bottom = Math.min(...tips.map((t) => t.y)) - card;
  const top = Math.max(...tips.map((t) => t.y)) + card;
  const reach = Math.max(...tips.map((t) => Math.hypot(t.x - centre.x, t.z - centre.z)), 0.01) + card;
  for (const tip of tips) {
    for (let c = 0; c < perTip; c++) {
      const size = card * (0.75 + rand() * 0.5);
      const at = tip.clone().add(new Vector3(rand() - 0.5, rand() - 0.5, rand() - 0.5).multiplyScalar(card * 0.9));
      const out = at.clone().sub(centre).normalize();
      const facing = out
        .clone()
        .add(new Vector3(rand() - 0.5, rand() - 0.5, rand() - 0.5).multiplyScalar(outwardOnly ? 0.6 : 1.4))
        .normalize();
      // The card's axes: `up` along the sprig (foot to tip, leaning outward), `side` across.
      const side = new Vector3().crossVectors(facing, Math.abs(facing.y) > 0.9 ? new Vector3(1, 0, 0) : UP).normalize();
      side.applyAxisAngle(facing, rand() * Math.PI * 2);
      const along = new Vector3().crossVectors(side, facing).normalize();
      const centreOfCard = at.clone().addScaledVector(along, size * 0.3);
      const base = positions.length / 3;
      const corners: Array<[number, number]> = [
        [-0.5, -0.5],
        [0.5, -0.5],
        [0.5, 0.5],
        [-0.5, 0.5],
      ];
      const tint = 0.9 + rand() * 0.2;
      for (const [s, a] of corners) {
        const p = centreOfCard.clone().addScaledVector(side, s * size).addScaledVector(along, a * size);
        positions.push(p.x, p.y, p.z);
        // Out from the crown's middle and up: the mass is lit as one, and takes the sky's light from above.
        const radial = p.clone().sub(centre).normalize();
        const n = radial.multiplyScalar(0.6).addScaledVector(facing, 0.2).addScaledVector(UP, 0.5).normalize();
        normals.push(n.x, n.y, n.z);
        // Inside and underneath the crown the light is the sky's only: darker.
        const height = Math.min(1, Math.max(0, (p.y - bottom) / Math.max(top - bottom, 0.01)));
        const outward = Math.min(1, Math.hypot(p.x - centre.x, p.z - centre.z) / reach);
        const shade = tint * (0.62 + 0.25 * height + 0.25 * outward);
        colours.push(shade, shade, shade);
        // The sprig's foot (the texture's v = 1) at the tip.
        uvs.push(s + 0.5, 0.5 - a);
      }
      index.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setAttribute("normal", new Float32BufferAttribute(normals, 3));
  geometry.setAttribute("color", new Float32BufferAttribute(colours, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  geometry.setIndex(index);
  return geometry;
}

/** Scales a tree's parts so its crown's top is at 1: the instance's scale is its height in feet. */
function toUnitHeight(wood: BufferGeometry, leaves: BufferGeometry): { wood: BufferGeometry; leaves: BufferGeometry } {
  leaves.computeBoundingBox();
  const top = leaves.boundingBox!.max.y;
  return { wood: wood.scale(1 / top, 1 / top, 1 / top), leaves: leaves.scale(1 / top, 1 / top, 1 / top) };
}

const grown = new Map<string, { wood: BufferGeometry; leaves: BufferGeometry }>();
/** A species' wood and leaves, grown once (a seeded generator: the same tree every time). */
function tree(species: TreeSpecies, detail: number): { wood: BufferGeometry; leaves: BufferGeometry } {
  const id = `${species}:${detail}`;
  let made = grown.get(id);
  if (!made) {
    const shape = TREES[species];
    const rand = seeded(species.length * 97 + 11);
    const { segments, tips } = skeleton(shape, rand);
    const centre = tips.reduce((sum, tip) => sum.add(tip), new Vector3()).divideScalar(tips.length);
    centre.y -= shape.card;
    made = toUnitHeight(woodGeometry(segments, detail ? 7 : 5), cardGeometry(tips, centre, shape.card, shape.cards + detail * 3, rand));
    grown.set(id, made);
  }
  return { wood: made.wood.clone(), leaves: made.leaves.clone() };
}

/** A shrub a unit tall: a dome of small-leaved cards (boxwood, yaupon), or big leaves rising from the ground (tropical). */
function shrub(kind: "shrub" | "tropical", detail: number): BufferGeometry {
  const rand = seeded(kind === "shrub" ? 53 : 59);
  if (kind === "shrub") {
    const tips: Vector3[] = [];
    const count = 22 + detail * 6;
    for (let i = 0; i < count; i++) {
      // Points over a dome: more round the sides, a few on top.
      const up = i / count;
      const angle = i * 2.4;
      const ring = Math.sqrt(1 - up * up);
      tips.push(new Vector3(Math.cos(angle) * ring * 0.42, 0.25 + up * 0.45, Math.sin(angle) * ring * 0.42));
    }
    const leaves = cardGeometry(tips, new Vector3(0, 0.3, 0), 0.42, 3, rand, true);
    leaves.computeBoundingBox();
    const { min, max } = leaves.boundingBox!;
    // On the ground (a little into it), a unit tall.
    return leaves.translate(0, -min.y - 0.05, 0).scale(1, 1 / (max.y - min.y), 1);
  }
  // Big leaves: cards standing from the base, leaning out, facing out.
  const positions: number[] = [];
  const normals: number[] = [];
  const colours: number[] = [];
  const uvs: number[] = [];
  const index: number[] = [];
  const count = 7 + detail * 2;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + rand() * 0.5;
    const lean = 0.25 + rand() * 0.35;
    const size = 0.75 + rand() * 0.3;
    const out = new Vector3(Math.cos(angle), 0, Math.sin(angle));
    const side = new Vector3(-out.z, 0, out.x);
    const along = new Vector3(out.x * lean, 1, out.z * lean).normalize();
    const facing = new Vector3().crossVectors(side, along).normalize().negate();
    const base = positions.length / 3;
    for (const [s, a] of [
      [-0.5, 0],
      [0.5, 0],
      [0.5, 1],
      [-0.5, 1],
    ] as const) {
      const p = out.clone().multiplyScalar(0.05).addScaledVector(side, s * size).addScaledVector(along, a * size);
      positions.push(p.x, p.y, p.z);
      const n = facing.clone().multiplyScalar(0.4).add(out.clone().multiplyScalar(0.6)).add(new Vector3(0, 0.4, 0)).normalize();
      normals.push(n.x, n.y, n.z);
      const shade = 0.55 + 0.45 * a;
      colours.push(shade, shade, shade);
      uvs.push(s + 0.5, a);
    }
    index.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setAttribute("normal", new Float32BufferAttribute(normals, 3));
  geometry.setAttribute("color", new Float32BufferAttribute(colours, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  geometry.setIndex(index);
  return geometry;
}

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

/** A cabbage palm's trunk a unit tall, leaning 0.09 at the top, ringed by old frond scars. */
function palmStem(): BufferGeometry {
  const geometry = new CylinderGeometry(0.024, 0.036, 1, 9, 24).translate(0, 0.5, 0).deleteAttribute("uv");
  const position = geometry.getAttribute("position");
  for (let i = 0; i < position.count; i++) {
    const t = position.getY(i);
    position.setX(i, position.getX(i) + 0.09 * t * t);
  }
  geometry.computeVertexNormals();
  return colourBy(geometry, (p) => (Math.round(p.y * 30) % 2 ? 0.42 : 0.55) + p.y * 0.1, seeded(5), [1, 0.86, 0.7]);
}

/** Sixteen arching fronds at the top of a unit-tall palm, each a midrib with leaflets hanging either side. */
function palmCrown(): BufferGeometry {
  const rand = seeded(41);
  const fronds: BufferGeometry[] = [];
  const scale = 1 / 16;
  for (let f = 0; f < 16; f++) {
    const length = (6 + rand() * 2.5) * scale;
    const rise = f % 4 === 0 ? 1.1 : f % 4 === 1 ? 0.55 : f % 4 === 2 ? 0.15 : -0.3;
    const rib = (t: number) => new Vector3(t * length, length * (rise * t - 0.8 * t * t), 0);
    const positions: number[] = [];
    const colours: number[] = [];
    const segments = 16;
    for (let i = 0; i < segments; i++) {
      const t0 = i / segments;
      const a = rib(t0);
      const b = rib((i + 1) / segments);
      const width = 1.5 * scale * Math.sin(Math.PI * Math.min(1, t0 * 1.3 + 0.08));
      for (const side of [-1, 1]) {
        const tip = new Vector3(b.x + 0.35 * scale, b.y - width * 0.6, side * width);
        positions.push(a.x, a.y, a.z, b.x, b.y, b.z, tip.x, tip.y, tip.z);
        // Linear colours a little lighter and yellower than the oaks' leaves (as cabbage palms
        // are): brighter, a full sun on a white material burned the fronds to white.
        const shade = (0.5 + t0 * 0.35 + (rand() - 0.5) * 0.1) * 0.26;
        colours.push(shade * 0.62, shade, shade * 0.3, shade * 0.66, shade, shade * 0.31, shade * 0.78, shade * 1.08, shade * 0.34);
      }
    }
    const frond = new BufferGeometry();
    frond.setAttribute("position", new Float32BufferAttribute(positions, 3));
    frond.setAttribute("color", new Float32BufferAttribute(colours, 3));
    frond.computeVertexNormals();
    frond.rotateX((rand() - 0.5) * 0.6);
    frond.rotateY((f / 16) * Math.PI * 2 + rand() * 0.3);
    fronds.push(frond);
  }
  return mergeGeometries(fronds).translate(0.09, 1, 0);
}

/** Flower colours: azalea pink, white, red, yellow, purple; the tropical beds' hibiscus reds, corals and yellows. */
const FLOWERS = ["#e0609a", "#f4f1ea", "#c8323a", "#f2c53d", "#8a5ac8"];
const HIBISCUS = ["#e0303a", "#f06a4a", "#f2c53d", "#e8508a"];

export interface PlantingSite {
  left: number;
  right: number;
  back: number;
  houseWall: number;
  deck: Rect;
  /** Whether a pergola stands in the corner the yard's own tree takes otherwise. */
  pergola: boolean;
}

/** What is planted, to count and to test: instances per part. */
export interface PlantingCounts {
  trees: Record<TreeSpecies, number>;
  palms: number;
  shrubs: number;
  tropicals: number;
  flowers: number;
}

/** Plants the yard in the visitor's style; returns how many of each were planted. */
export function plantYard(yard: YardContext, site: PlantingSite, style: Planting): PlantingCounts {
  const { add, geometry, shaded, plain, key } = yard;
  const detail = yard.tier === "full" ? 1 : 0;
  const { left, right, back, houseWall, deck } = site;
  const rand = seeded(Math.round(deck.width * 13 + deck.height * 7) + style.length);
  const place = (x: number, y: number, z: number, scale: Vector3 | number = 1, turn = 0) =>
    new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromAxisAngle(UP, turn), typeof scale === "number" ? new Vector3(scale, scale, scale) : scale);
  const instanced = (geometryKey: string, make: () => BufferGeometry, material: Material, matrices: Matrix4[], shadows: "cast" | "none", colours?: Color[], depth?: Material) => {
    if (!matrices.length) return;
    const mesh = new InstancedMesh(geometry(geometryKey, make), material, matrices.length);
    if (depth) mesh.customDepthMaterial = depth;
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    colours?.forEach((colour, i) => mesh.setColorAt(i, colour));
    mesh.castShadow = shadows === "cast";
    mesh.receiveShadow = false;
    yard.group.add(mesh);
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const tint = (hex: string, spread = 0.12, gain = 1) => new Color(hex).multiplyScalar((1 - spread + rand() * spread * 2) * gain);
  /** Leaves a little brighter than their card's paint: sunlit from above, the sky's light through them. */
  const LEAF_GAIN = 1.2;

  // Beds of mulch along the back fence and the house (minimal: the back one only, narrower).
  const mulch = plain("#3f2f24", 0.95);
  const beds = [
    { x: left + 0.3, y: back + 0.3, width: right - left - 0.6, height: style === "minimal" ? 3 : 4.2 },
    ...(style === "minimal" ? [] : [{ x: left + 0.3, y: houseWall - 3, width: right - left - 0.6, height: 2.9 }]),
  ];
  // Both beds in one geometry: one draw.
  add(
    geometry(key("bed", beds), () =>
      mergeGeometries(
        beds.map((bed) =>
          prism(
            [
              { x: bed.x, y: bed.y },
              { x: bed.x + bed.width, y: bed.y },
              { x: bed.x + bed.width, y: bed.y + bed.height },
              { x: bed.x, y: bed.y + bed.height },
            ],
            -0.1,
            -0.02,
          ),
        ),
      ),
    ),
    mulch,
  );

  const shrubs: Matrix4[] = [];
  const shrubTints: Color[] = [];
  const tropicals: Matrix4[] = [];
  const tropicalTints: Color[] = [];
  const flowers: Matrix4[] = [];
  const flowerColours: Color[] = [];
  const addShrub = (x: number, z: number, height: number, width: number) => {
    shrubs.push(place(x, 0, z, new Vector3(width, height, width * (0.85 + rand() * 0.3)), rand() * 6));
    shrubTints.push(tint(pick(LEAF_TINTS.shrub), 0.12, LEAF_GAIN));
  };
  const addTropical = (x: number, z: number, height: number) => {
    tropicals.push(place(x, 0, z, new Vector3(height * (0.9 + rand() * 0.4), height, height), rand() * 6));
    tropicalTints.push(tint(pick(LEAF_TINTS.tropical), 0.12, LEAF_GAIN));
  };
  const bloom = (x: number, z: number, spread: number, palette: readonly string[]) => {
    const colour = pick(palette);
    for (let i = 0; i < 10; i++) {
      flowers.push(place(x + (rand() - 0.5) * spread, 0.15 + rand() * 0.3, z + (rand() - 0.5) * 1.2, 0.5 + rand() * 0.5, rand() * 6));
      flowerColours.push(new Color(colour).multiplyScalar(0.8 + rand() * 0.3));
    }
  };
  if (style === "minimal") {
    // Clipped boxwood balls, evenly spaced along the back fence.
    for (let x = left + 4; x < right - 3; x += 7) addShrub(x, back + 1.8, 2.6, 2.6);
  } else {
    const tropical = style === "tropical";
    for (let x = left + 3; x < right - 3; x += 3.2 + rand() * 2.5) {
      if (tropical && rand() < 0.55) addTropical(x, back + 2.1, 4.5 + rand() * 2.5);
      else addShrub(x, back + 2.1, 2.6 + rand() * 2, 2.4 + rand() * 1.2);
      if (rand() < 0.55) bloom(x + 1.5, back + 3.7, 2, tropical ? HIBISCUS : FLOWERS);
    }
    for (const side of [left + 2, right - 2]) {
      for (let y = back + 9; y < houseWall - 7; y += 4 + rand() * 4) {
        if (tropical && rand() < 0.5) addTropical(side, y, 4 + rand() * 2);
        else addShrub(side, y, 2.2 + rand() * 1.6, 2.2 + rand());
      }
    }
    for (let x = left + 3; x < right - 3; x += 3.5 + rand() * 2) {
      if (x > deck.x - 1 && x < deck.x + 10) continue; // the patio doors and the walk
      // Big leaves by the house only away from the opening view's standpoint, which they would fill.
      if (tropical && x < deck.x + deck.width * 0.6 && rand() < 0.5) addTropical(x, houseWall - 1.5, 3.5 + rand() * 1.5);
      else addShrub(x, houseWall - 1.5, 1.8 + rand() * 1, 1.8 + rand() * 0.6);
      if (rand() < 0.6) bloom(x + 1.2, houseWall - 2.5, 1.6, tropical ? HIBISCUS : FLOWERS);
    }
  }

  // Trees: the neighbours' over the fences (in every yard), the yard's own by its style.
  const trees: Record<TreeSpecies, { matrices: Matrix4[]; colours: Color[] }> = {
    "live-oak": { matrices: [], colours: [] },
    "water-oak": { matrices: [], colours: [] },
    "crape-myrtle": { matrices: [], colours: [] },
  };
  const plantTree = (species: TreeSpecies, x: number, z: number, height: number) => {
    const wide = species === "live-oak" ? 1.25 : 1;
    trees[species].matrices.push(place(x, 0, z, new Vector3(height * wide * (0.85 + rand() * 0.3), height, height * wide * (0.85 + rand() * 0.3)), rand() * 6));
    trees[species].colours.push(tint(pick(LEAF_TINTS[species]), 0.12, LEAF_GAIN));
  };
  const neighbour = () => (rand() < 0.65 ? "water-oak" : "live-oak");
  for (let x = left - 24; x < right + 24; x += 10 + rand() * 8) plantTree(neighbour(), x, back - 10 - rand() * 14, 24 + rand() * 14);
  for (let x = left - 10; x < right + 10; x += 15 + rand() * 9) plantTree("water-oak", x, back - 32 - rand() * 10, 32 + rand() * 12);
  // Beside the side fences, far enough out that their shade does not cover the deck.
  for (const side of [left - 15, right + 15]) {
    for (let y = back + 4; y < houseWall + 12; y += 11 + rand() * 7) plantTree("water-oak", side + (side < left ? -1 : 1) * rand() * 10, y, 22 + rand() * 12);
  }
  const corner = { x: left + 7, z: houseWall - 10 };
  if (!site.pergola) {
    if (style === "native") plantTree("live-oak", left + 9, back + 10, 30);
    // A crape myrtle in flower in the corner by the house, opposite the view (minimal: the only tree).
    plantTree("crape-myrtle", corner.x, corner.z, style === "tropical" ? 13 : 16);
  }

  // Palms: a cabbage palm in a native yard, a grove of them in a tropical one.
  const palms: Matrix4[] = [];
  const palmAt = (x: number, z: number, height: number, turn: number) => palms.push(place(x, 0, z, height, turn));
  if (style === "native") palmAt(right - 5, back + 5, 16, 2.1);
  if (style === "tropical") {
    palmAt(left + 5, back + 5, 19, 0.3);
    palmAt(right - 5, back + 5, 15, 2.1);
    palmAt(right - 9, back + 7, 22, 1.2);
    palmAt(left + 3, houseWall - 14, 13, 4.2);
    palmAt(left + 4, back + 14, 17, 3.1);
  }

  // A leaf card's shadow: its sprig's outline widened (textures.ts, `shadowOf`), so the sun's
  // shadow map (a texel is inches across) draws dappled shade, not a speckle of single leaves.
  // three.js hands the shadow pass the leaf material's own maps: the widened outline rides as
  // its alpha map (it covers every leaf, so the leaves look the same), and the shadow pass's
  // material skips the colour map's alpha.
  const leafLook = (foliage: Foliage) =>
    shaded(`leaves:${foliage}`, { map: map(foliage), alphaMap: shadowMap(foliage), alphaTest: 0.5, side: DoubleSide, vertexColors: true, roughness: 0.8 });
  const leafShadow = (foliage: Foliage) =>
    yard.material(key("leaf-shadow", foliage), () => {
      const depth = new MeshDepthMaterial({ depthPacking: RGBADepthPacking, alphaTest: 0.5, side: DoubleSide });
      depth.onBeforeCompile = (shader) => {
        shader.fragmentShader = shader.fragmentShader.replace("#include <map_fragment>", "");
      };
      depth.customProgramCacheKey = () => "leaf-shadow";
      return depth;
    });
  const bark = shaded("bark", { map: map("bark"), roughness: 0.95 });
  for (const species of Object.keys(TREES) as TreeSpecies[]) {
    const { matrices, colours } = trees[species];
    const barkTint = matrices.map(() => tint(BARK[species], 0.1));
    instanced(key("trunk", species, detail), () => tree(species, detail).wood, bark, matrices, "cast", barkTint);
    // Part name `crown` with the species first: the path tracer's export grows these anew (renderings/scene-export.ts).
    instanced(key("crown", species, detail), () => tree(species, detail).leaves, leafLook(TREES[species].foliage), matrices, "cast", colours, leafShadow(TREES[species].foliage));
  }
  instanced(key("shrub", "shrub", detail), () => shrub("shrub", detail), leafLook("shrub"), shrubs, "cast", shrubTints, leafShadow("shrub"));
  instanced(key("shrub", "tropical", detail), () => shrub("tropical", detail), leafLook("tropical"), tropicals, "cast", tropicalTints, leafShadow("tropical"));
  instanced(key("flower"), () => new IcosahedronGeometry(0.14, 0), shaded("flower", { roughness: 0.7 }), flowers, "none", flowerColours);
  instanced(key("palm-stem"), palmStem, shaded("palm-trunk", { vertexColors: true, roughness: 0.95 }), palms, "cast");
  instanced(key("palm-crown"), palmCrown, shaded("frond", { vertexColors: true, roughness: 0.8, side: DoubleSide }), palms, "cast");

  return {
    trees: { "live-oak": trees["live-oak"].matrices.length, "water-oak": trees["water-oak"].matrices.length, "crape-myrtle": trees["crape-myrtle"].matrices.length },
    palms: palms.length,
    shrubs: shrubs.length,
    tropicals: tropicals.length,
    flowers: flowers.length,
  };
}

/** The planted parts' triangles per instance, by geometry (for the budgets' own counts). */
export function plantTriangles(detail: number): Record<string, number> {
  const count = (g: BufferGeometry) => (g.index ? g.index.count : g.getAttribute("position").count) / 3;
  const out: Record<string, number> = {};
  for (const species of Object.keys(TREES) as TreeSpecies[]) {
    const { wood, leaves } = tree(species, detail);
    out[`${species} wood`] = count(wood);
    out[`${species} leaves`] = count(leaves);
  }
  out.shrub = count(shrub("shrub", detail));
  out.tropical = count(shrub("tropical", detail));
  out["palm stem"] = count(palmStem());
  out["palm crown"] = count(palmCrown());
  return out;
}
