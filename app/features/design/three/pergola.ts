import { BoxGeometry, type BufferGeometry, Color, Float32BufferAttribute } from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Rect } from "#app/features/design/geometry.ts";
import { prism } from "#app/features/design/three/solids.ts";
import type { SurfaceKind } from "#app/features/design/three/surfaces.ts";
import type { YardContext } from "#app/features/design/three/yard-context.ts";

/**
 * A cedar pergola on a patio of the deck's own paving in the side yard by the shallow end,
 * with a lounge in its slatted shade: a sofa against the fence side, two chairs and a low table
 * on a rug, facing the pool. Posts, doubled beams, knee braces, rafters and a top course of
 * slats, and the furniture, are boxes merged into one geometry coloured per vertex: one draw
 * (and one shadow draw) for the whole of it, which the light tier's software WebGL can afford.
 * Feet, 12 ft across the side yard by 14 ft along the deck, 8 ft 10 in to the slats' top.
 */

/** Across the side yard (x), along the deck's side (z): the posts' spacing. */
const POSTS = { x: 11, z: 12.5 };
const POST_HEIGHT = 8.1;
/** The patio the pergola stands on: the side yard from the deck out, 13 ft, by 17 ft. */
const PATIO = { width: 13, height: 17 };

/** The patio under the pergola, beside the deck's shallow-end side, level with the deck. */
export function pergolaSite(deck: Rect): Rect {
  const middle = deck.y + deck.height * 0.4;
  return { x: deck.x - PATIO.width, y: middle - PATIO.height / 2, width: PATIO.width, height: PATIO.height };
}

export function buildPergola(yard: YardContext, deck: Rect, paving: SurfaceKind): void {
  const { add, geometry, shaded, painted, key } = yard;
  const site = pergolaSite(deck);
  const corners = [
    { x: site.x, y: site.y },
    { x: site.x + site.width, y: site.y },
    { x: site.x + site.width, y: site.y + site.height },
    { x: site.x, y: site.y + site.height },
  ];
  add(geometry(key("pergola-patio", site), () => prism(corners, -0.4, 0)), painted(paving));
  const look = shaded("pergola", { vertexColors: true, roughness: 0.85 });
  const mesh = add(geometry(key("pergola"), pergolaGeometry), look, "both");
  mesh.position.set(site.x + site.width / 2, 0, site.y + site.height / 2);
}

/** A box `size` (x, y, z) with its centre at `at`, tilted `tilt` radians about x, in one colour. */
function box(size: [number, number, number], at: [number, number, number], colour: string, tilt = 0): BufferGeometry {
  const geometry = new BoxGeometry(...size).deleteAttribute("uv").rotateX(tilt).translate(...at);
  const c = new Color(colour);
  const count = geometry.getAttribute("position").count;
  geometry.setAttribute("color", new Float32BufferAttribute(Array.from({ length: count }, () => [c.r, c.g, c.b]).flat(), 3));
  return geometry;
}

/** Cedar, each member a shade of its own, as rough-sawn boards weather. */
const CEDAR = ["#a8703f", "#9a6438", "#b07a48", "#94603a"];

function pergolaGeometry(): BufferGeometry {
  const parts: BufferGeometry[] = [];
  let n = 0;
  const cedar = () => CEDAR[n++ % CEDAR.length]!;
  const halfX = POSTS.x / 2;
  const halfZ = POSTS.z / 2;
  // Four 6×6 posts on the patio.
  for (const x of [-halfX, halfX]) for (const z of [-halfZ, halfZ]) parts.push(box([0.46, POST_HEIGHT, 0.46], [x, POST_HEIGHT / 2, z], cedar()));
  // Doubled 2×10 beams either side of each row of posts, 1.5 ft past them, and knee braces.
  const beamLength = POSTS.z + 3;
  for (const x of [-halfX, halfX]) {
    for (const side of [-1, 1]) parts.push(box([0.13, 0.8, beamLength], [x + side * 0.3, POST_HEIGHT - 0.4, 0], cedar()));
    for (const z of [-halfZ, halfZ]) {
      for (const along of [-1, 1]) parts.push(box([0.3, 2.1, 0.3], [x, POST_HEIGHT - 1.55, z + along * 0.75], cedar(), along * (Math.PI / 4)));
    }
  }
  // 2×8 rafters on 16 in centres across the beams, 1.25 ft past them.
  for (let z = -beamLength / 2 + 0.3; z <= beamLength / 2 - 0.3; z += 1.33) parts.push(box([POSTS.x + 2.5, 0.6, 0.13], [0, POST_HEIGHT + 0.3, z], cedar()));
  // 2×3 slats laid flat along the top on 6 in centres: the course that casts the striped shade.
  for (let x = -halfX - 1; x <= halfX + 1; x += 0.5) parts.push(box([0.21, 0.13, beamLength - 0.4], [x, POST_HEIGHT + 0.665, 0], cedar()));
  return mergeGeometries([...parts, ...lounge()]);
}

/** Sofa, two chairs, a table and a rug under the pergola, facing the pool (+x). */
function lounge(): BufferGeometry[] {
  const frame = "#4a423a";
  const cushion = "#e4d8c0";
  const pillow = "#1f4e6b";
  const parts = [box([8, 0.03, 9.5], [-0.6, 0.015, 0], "#b9b2a2")];
  // The sofa along the fence side: base, seat cushions, back cushions, arms, two pillows.
  parts.push(box([2.8, 1.1, 8], [-3.7, 0.55, 0], frame));
  for (const z of [-2, 2]) {
    parts.push(box([2.3, 0.45, 3.9], [-3.5, 1.32, z], cushion));
    parts.push(box([0.55, 1.4, 3.9], [-4.7, 1.9, z], cushion));
    parts.push(box([0.35, 0.9, 1.2], [-4.3, 1.95, z * 1.4], pillow));
  }
  for (const z of [-4.25, 4.25]) parts.push(box([2.8, 1.9, 0.5], [-3.7, 0.95, z], frame));
  // Two chairs facing each other across the table, and the table.
  for (const side of [-1, 1]) {
    const z = side * 3.9;
    parts.push(box([2.6, 1.1, 2.7], [0.4, 0.55, z], frame));
    parts.push(box([2.2, 0.45, 2.2], [0.4, 1.32, z - side * 0.1], cushion));
    parts.push(box([2.2, 1.4, 0.5], [0.4, 1.9, z + side * 1.05], cushion));
  }
  parts.push(box([2.6, 1.2, 4], [-0.4, 0.6, 0], "#7a5235"));
  return parts;
}
