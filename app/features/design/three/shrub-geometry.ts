import { type BufferGeometry, Vector3 } from "three";
import { seeded } from "#app/features/design/three/solids.ts";
import { cardGeometry, cardMesh } from "#app/features/design/three/leaf-cards.ts";

/** A shrub a unit tall: a dome of small-leaved cards (boxwood, yaupon), or big leaves rising from the ground (tropical). */
export function shrub(kind: "shrub" | "tropical", detail: number): BufferGeometry {
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
  return cardMesh({ positions, normals, colours, uvs, index });
}
