import { BufferAttribute, BufferGeometry, CylinderGeometry, Float32BufferAttribute, Vector3 } from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import { seeded } from "#app/features/design/three/solids.ts";

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
export function palmStem(): BufferGeometry {
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
export function palmCrown(): BufferGeometry {
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
