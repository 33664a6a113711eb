import { BufferGeometry, ExtrudeGeometry, Float32BufferAttribute, Path, Shape, ShapeUtils, Vector2 } from "three";
import type { Circle, Point, Rect } from "#app/features/design/geometry.ts";

/**
 * Geometry builders for the 3-D view. Plan coordinates (feet, x along the pool, y across it)
 * map to the scene's x and z; the scene's y is height, 0 at deck level.
 */

function signedArea(points: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/** The outline grown outward by `distance` feet (mitred corners, capped so sharp ones do not spike). */
export function grow(points: readonly Point[], distance: number): Point[] {
  const outward = signedArea(points) > 0 ? 1 : -1;
  const n = points.length;
  return points.map((p, i) => {
    const prev = points[(i - 1 + n) % n]!;
    const next = points[(i + 1) % n]!;
    const normal = (a: Point, b: Point) => {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      return { x: (dy / len) * outward, y: (-dx / len) * outward };
    };
    const n1 = normal(prev, p);
    const n2 = normal(p, next);
    const mx = n1.x + n2.x;
    const my = n1.y + n2.y;
    const len = Math.hypot(mx, my) || 1;
    const cos = (mx / len) * n1.x + (my / len) * n1.y;
    const scale = distance / Math.max(cos, 0.5);
    return { x: p.x + (mx / len) * scale, y: p.y + (my / len) * scale };
  });
}

/** The part of a polygon inside a rectangle (Sutherland–Hodgman: the rectangle is convex). */
export function clipToRect(points: readonly Point[], rect: Rect): Point[] {
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p.x >= rect.x, (a, b) => atX(a, b, rect.x)],
    [(p) => p.x <= rect.x + rect.width, (a, b) => atX(a, b, rect.x + rect.width)],
    [(p) => p.y >= rect.y, (a, b) => atY(a, b, rect.y)],
    [(p) => p.y <= rect.y + rect.height, (a, b) => atY(a, b, rect.y + rect.height)],
  ];
  let result = [...points];
  for (const [inside, cross] of edges) {
    const input = result;
    result = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!;
      const previous = input[(i - 1 + input.length) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) result.push(cross(previous, current));
        result.push(current);
      } else if (inside(previous)) {
        result.push(cross(previous, current));
      }
    }
  }
  return result;
}

function atX(a: Point, b: Point, x: number): Point {
  const t = (x - a.x) / (b.x - a.x);
  return { x, y: a.y + (b.y - a.y) * t };
}

function atY(a: Point, b: Point, y: number): Point {
  const t = (y - a.y) / (b.y - a.y);
  return { x: a.x + (b.x - a.x) * t, y };
}

/** Triangles (index triples) covering a simple polygon. */
export function triangulate(points: readonly Point[]): number[][] {
  return ShapeUtils.triangulateShape(
    points.map((p) => new Vector2(p.x, p.y)),
    [],
  );
}

/** Plan points as a three.js shape path; plan y is negated so that the extrusion's rotation maps it to +z. */
function toPath<T extends Path>(target: T, points: readonly Point[]): T {
  points.forEach((p, i) => (i === 0 ? target.moveTo(p.x, -p.y) : target.lineTo(p.x, -p.y)));
  target.closePath();
  return target;
}

export function circlePoints(circle: Circle, segments = 48): Point[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return { x: circle.x + circle.radius * Math.cos(a), y: circle.y + circle.radius * Math.sin(a) };
  });
}

/** A solid standing on the plan outline from height `bottom` to `top`, minus the holes. */
export function prism(outline: readonly Point[], bottom: number, top: number, holes: readonly (readonly Point[])[] = []): BufferGeometry {
  const shape = toPath(new Shape(), outline);
  for (const hole of holes) shape.holes.push(toPath(new Path(), hole));
  const geometry = new ExtrudeGeometry(shape, { depth: top - bottom, bevelEnabled: false, curveSegments: 1 });
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, bottom, 0);
  return topFirst(geometry);
}

/**
 * Triangles in reverse order. three.js extrudes the base, then the top, then the sides; the
 * view looks at solids from above and draws them two-sided, so a base drawn first is shaded and
 * then drawn over (a lawn's or a deck's base covers as many pixels as its top). Top first, the
 * depth test drops the base's pixels before they are shaded. One material, so no groups.
 */
function topFirst(geometry: BufferGeometry): BufferGeometry {
  for (const attribute of Object.values(geometry.attributes)) {
    const { array } = attribute;
    const stride = attribute.itemSize * 3;
    const triangles = array.length / stride;
    const reversed = array.slice();
    for (let t = 0; t < triangles; t++) reversed.set(array.subarray(t * stride, (t + 1) * stride), (triangles - 1 - t) * stride);
    (attribute.array as typeof array).set(reversed);
  }
  geometry.clearGroups();
  return geometry;
}

/**
 * A ring of coping between an outline and its grown copy: a top at `top` and both edges' faces
 * down to `bottom`. Built quad by quad rather than triangulated as a shape with a hole, so a
 * tight curve where the grown copy folds over itself still draws.
 */
export function band(inner: readonly Point[], outer: readonly Point[], bottom: number, top: number): BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  // UVs in feet: the top by its plan position, the faces along the edge and down.
  const uv = ([x, y, z]: [number, number, number], face: boolean) => (face ? [x + z, y] : [x, z]);
  const quad = (a: [number, number, number], b: [number, number, number], c: [number, number, number], d: [number, number, number], face = true) => {
    positions.push(...a, ...b, ...c, ...a, ...c, ...d);
    for (const p of [a, b, c, a, c, d]) uvs.push(...uv(p, face));
  };
  for (let i = 0; i < inner.length; i++) {
    const j = (i + 1) % inner.length;
    const [a, b, c, d] = [inner[i]!, inner[j]!, outer[j]!, outer[i]!];
    quad([a.x, top, a.y], [b.x, top, b.y], [c.x, top, c.y], [d.x, top, d.y], false);
    quad([a.x, bottom, a.y], [b.x, bottom, b.y], [b.x, top, b.y], [a.x, top, a.y]);
    quad([d.x, top, d.y], [c.x, top, c.y], [c.x, bottom, c.y], [d.x, bottom, d.y]);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  geometry.computeVertexNormals();
  return geometry;
}

/**
 * The pool's shell: walls from deck level down to a floor that slopes evenly from the shallow
 * end (x = 0) to the deep end (the water's shader adds the waterline tile and the depth's colour).
 */
export function shell(
  outline: readonly Point[],
  depthAt: (x: number) => number,
  triangles: number[][],
  band: number,
): BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  // UVs in feet: the floor by its plan position, the walls along the outline and down.
  const push = (p: Point, depth: number, along: number | null = null) => {
    positions.push(p.x, -depth, p.y);
    uvs.push(along ?? p.x, along === null ? p.y : depth);
  };
  let along = 0;
  const quad = (a: Point, b: Point, topA: number, topB: number, bottomA: number, bottomB: number) => {
    const next = along + Math.hypot(b.x - a.x, b.y - a.y);
    push(a, topA, along);
    push(b, topB, next);
    push(b, bottomB, next);
    push(a, topA, along);
    push(b, bottomB, next);
    push(a, bottomA, along);
  };
  for (const triangle of triangles) {
    for (const index of triangle) {
      const p = outline[index]!;
      push(p, depthAt(p.x));
    }
  }
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    // A ring of vertices where the waterline tile ends keeps the walls' faces tall and few.
    quad(a, b, 0, 0, band, band);
    quad(a, b, band, band, depthAt(a.x), depthAt(b.x));
    along += Math.hypot(b.x - a.x, b.y - a.y);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  geometry.computeVertexNormals();
  return geometry;
}

/** A deterministic sequence in [0, 1): the same design always looks the same. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/**
 * A flat horizontal surface over the outline at height `y` (the water), UVs in feet, facing up:
 * its material is one-sided. Counter-clockwise in plan x, y is clockwise seen from above (plan y
 * is the scene's z), so such a triangle is turned over; the triangulation's own order faced down,
 * and the view never drew the water's surface.
 */
export function surface(outline: readonly Point[], y: number, triangles: number[][]): BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  for (const triangle of triangles) {
    const [a, b, c] = triangle.map((index) => outline[index]!) as [Point, Point, Point];
    const down = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0;
    for (const p of down ? [a, c, b] : [a, b, c]) {
      positions.push(p.x, y, p.y);
      uvs.push(p.x, p.y);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  geometry.setAttribute("normal", new Float32BufferAttribute(positions.map((_, i) => (i % 3 === 1 ? 1 : 0)), 3));
  return geometry;
}

/**
 * A falling sheet of water `across` feet wide, centred on (x, z), leaving its lip at height
 * `from` and travelling `reach` feet along `direction` (plan angle, radians) as it falls to `to`.
 * Its colour and opacity per vertex (RGBA) make it read as thin water, not cloth: a bright lip,
 * a thin see-through body, white aerated water where it lands, and side edges fading out.
 */
export function fallingSheet(x: number, z: number, across: number, from: number, to: number, reach: number, direction: number): BufferGeometry {
  const rows = 8;
  const positions: number[] = [];
  const uvs: number[] = [];
  const colours: number[] = [];
  const indices: number[] = [];
  const sides = [-0.5, -0.4, 0.4, 0.5];
  const dx = Math.cos(direction);
  const dz = Math.sin(direction);
  // Perpendicular to the direction of travel, in the plan.
  const px = -dz;
  const pz = dx;
  for (let r = 0; r <= rows; r++) {
    const t = r / rows;
    const out = reach * Math.sqrt(t);
    const y = from + (to - from) * t;
    const [shade, alpha] = r === 0 ? [1, 1] : r === 1 ? [0.95, 0.7] : t >= 0.75 ? [1, 0.95] : [0.8, 0.4];
    for (const side of sides) {
      positions.push(x + dx * out + px * across * side, y, z + dz * out + pz * across * side);
      uvs.push(side + 0.5, t * (from - to));
      colours.push(shade, shade, shade, Math.abs(side) === 0.5 ? 0 : alpha);
    }
    if (r < rows) {
      for (let c = 0; c < sides.length - 1; c++) {
        const i = r * sides.length + c;
        const below = i + sides.length;
        indices.push(i, i + 1, below, i + 1, below + 1, below);
      }
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  geometry.setAttribute("color", new Float32BufferAttribute(colours, 4));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
}
