import { BufferGeometry, Float32BufferAttribute, Vector3 } from "three";

/** Up, the axis a plant grows along and turns about. */
export const UP = new Vector3(0, 1, 0);

/**
 * Leaf cards round `tips`: each a square facing out from `centre` (give or take), its foot at
 * the tip; normals lean out from the centre and colours darken inside and underneath.
 */
export function cardGeometry(tips: readonly Vector3[], centre: Vector3, card: number, perTip: number, rand: () => number, outwardOnly = false): BufferGeometry {
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
  return cardMesh({ positions, normals, colours, uvs, index });
}

/** Cards built as flat arrays (position, normal, grey shade, uv; two triangles each) as one mesh. */
export function cardMesh(cards: { positions: number[]; normals: number[]; colours: number[]; uvs: number[]; index: number[] }): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(cards.positions, 3));
  geometry.setAttribute("normal", new Float32BufferAttribute(cards.normals, 3));
  geometry.setAttribute("color", new Float32BufferAttribute(cards.colours, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(cards.uvs, 2));
  geometry.setIndex(cards.index);
  return geometry;
}
