import { type BufferGeometry, CylinderGeometry, Quaternion, Vector3 } from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import { seeded } from "#app/features/design/three/solids.ts";
import { cardGeometry, UP } from "#app/features/design/three/leaf-cards.ts";
import type { Foliage } from "#app/features/design/three/textures.ts";

/**
 * The trees grown in code (planting.ts plants them): a skeleton (a trunk, limbs, branches:
 * tapered tubes in bark) and a crown of leaf cards (leaf-cards.ts), one geometry per species a
 * unit tall, placed by instance matrices.
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

export const TREES: Record<TreeSpecies, TreeShape> = {
  "live-oak": { foliage: "oak", trunk: 0.3, limbs: 7, spread: 0.62, rise: 0.42, card: 0.19, cards: 11, radius: 0.045 },
  "water-oak": { foliage: "oak", trunk: 0.42, limbs: 6, spread: 0.3, rise: 0.95, card: 0.17, cards: 11, radius: 0.03 },
  "crape-myrtle": { foliage: "myrtle", trunk: 0, limbs: 5, spread: 0.24, rise: 1.15, card: 0.22, cards: 10, radius: 0.02 },
};

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

/** Scales a tree's parts so its crown's top is at 1: the instance's scale is its height in feet. */
function toUnitHeight(wood: BufferGeometry, leaves: BufferGeometry): { wood: BufferGeometry; leaves: BufferGeometry } {
  leaves.computeBoundingBox();
  const top = leaves.boundingBox!.max.y;
  return { wood: wood.scale(1 / top, 1 / top, 1 / top), leaves: leaves.scale(1 / top, 1 / top, 1 / top) };
}

const grown = new Map<string, { wood: BufferGeometry; leaves: BufferGeometry }>();
/** A species' wood and leaves, grown once (a seeded generator: the same tree every time). */
export function tree(species: TreeSpecies, detail: number): { wood: BufferGeometry; leaves: BufferGeometry } {
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
