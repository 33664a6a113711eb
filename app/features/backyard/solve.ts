/**
 * The camera of a photo, solved from one rectangle lying flat on the ground whose four corners
 * the visitor marked and one (or both) of whose sides they know. Textbook plane-based
 * calibration (Zhang; Hartley & Zisserman §8.8): the homography H from the rectangle to the
 * image is K·[r1 r2 t] up to scale; with square pixels and the principal point at the image's
 * centre, K has one unknown, the focal length f, and r1 ⟂ r2 gives it. The rectangle's other
 * side then follows from |r1| = |r2|. With both sides typed, both conditions are used (least
 * squares on 1/f²). Pure functions, no DOM: the designer's view, the 2-D fallback and the
 * tests all use this one module. Units: pixels in the image, feet on the ground.
 *
 * World frame (three.js's): y up, the ground at y = 0, the marked corner 0 at the origin, x
 * along corner 0 → 1 (the typed side), z along corner 0 → 3.
 */

export interface Pixel {
  x: number;
  y: number;
}

export type Mat3 = [number, number, number, number, number, number, number, number, number];
export type Vec3 = [number, number, number];

export interface SolvedCamera {
  /** Focal length in pixels, and as a 35 mm equivalent (the diagonal's). */
  focal: number;
  focalMm: number;
  /** True when the rectangle said too little about the focal length and a phone's usual was taken. */
  focalAssumed: boolean;
  /** The rectangle's sides in feet: the typed one (corner 0 → 1) and the other (corner 0 → 3), measured or typed. */
  sideA: number;
  sideB: number;
  /** What the other side measures by the solution, typed or not: the visitor's check. */
  measuredB: number;
  /** World → camera rotation (rows) and translation, in the camera's usual frame: x right, y down, z forward. */
  rotation: Mat3;
  translation: Vec3;
  /** The camera's place in the world (feet; y is its height above the ground). */
  position: Vec3;
  width: number;
  height: number;
  /** The marked rectangle's corners on the ground (feet), in the visitor's order. */
  rectangle: Array<{ x: number; z: number }>;
  /** Ground (x, z) in feet → image pixel, and its inverse. */
  ground: Mat3;
  groundInverse: Mat3;
}

export type SolveProblem = "lengthRange" | "collinear" | "crossed" | "tooSmall" | "notARectangle";
export type SolveResult = { ok: true; camera: SolvedCamera } | { ok: false; problem: SolveProblem };

/** The lengths a visitor may type, in feet: a patio, a slab or a lawn, not a field. */
export const SIDE_LIMITS = { min: 3, max: 200 } as const;
/** A phone's main camera: about 26 mm equivalent. Taken when the rectangle cannot tell. */
export const DEFAULT_FOCAL_MM = 26;
/** The range of focal lengths a photo plausibly has (35 mm equivalent). */
const FOCAL_RANGE_MM = { min: 12, max: 200 } as const;
const FULL_FRAME_DIAGONAL_MM = Math.hypot(36, 24);

export const mmToPixels = (mm: number, width: number, height: number) => (mm / FULL_FRAME_DIAGONAL_MM) * Math.hypot(width, height);
export const pixelsToMm = (focal: number, width: number, height: number) => (focal / Math.hypot(width, height)) * FULL_FRAME_DIAGONAL_MM;

export function apply(m: Mat3, x: number, y: number): Pixel {
  const w = m[6] * x + m[7] * y + m[8];
  return { x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w };
}

export function multiply(a: Mat3, b: Mat3): Mat3 {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return out as Mat3;
}

export function invert(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [A / det, -(b * i - c * h) / det, (b * f - c * e) / det, B / det, (a * i - c * g) / det, -(a * f - c * d) / det, C / det, -(a * h - b * g) / det, (a * e - b * d) / det];
}

/** The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `q`, in order (Heckbert). */
export function squareToQuad(q: readonly Pixel[]): Mat3 {
  const [p0, p1, p2, p3] = q as [Pixel, Pixel, Pixel, Pixel];
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h, 1];
}

const cross2 = (o: Pixel, a: Pixel, b: Pixel) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/**
 * What is wrong with four corners as a rectangle's, if anything: three in a line (or two on
 * one spot), crossed (the handles not in order round the shape), or too small to measure.
 */
export function quadProblem(q: readonly Pixel[], width: number, height: number): SolveProblem | null {
  const size = Math.hypot(width, height);
  const turns = q.map((p, i) => cross2(p, q[(i + 1) % 4]!, q[(i + 2) % 4]!));
  // A triangle of three corners thinner than 1 % of the image's diagonal: a line.
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const c = q[(i + 2) % 4]!;
    const longest = Math.max(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - b.x, c.y - b.y), Math.hypot(c.x - a.x, c.y - a.y));
    if (longest < 0.02 * size) return "tooSmall";
    if (Math.abs(turns[i]!) / longest < 0.01 * size) return "collinear";
  }
  if (!(turns.every((t) => t > 0) || turns.every((t) => t < 0))) return "crossed";
  return null;
}

const norm = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);
const scale = (v: Vec3, s: number): Vec3 => [v[0] * s, v[1] * s, v[2] * s];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/**
 * Solves the camera from the marked corners (image pixels, in order round the rectangle), the
 * image's size and the typed side (corner 0 → 1, feet), and optionally the other (0 → 3).
 */
export function solveCamera(corners: readonly Pixel[], width: number, height: number, sideA: number, sideB?: number): SolveResult {
  for (const side of [sideA, sideB]) {
    if (side !== undefined && !(Number.isFinite(side) && side >= SIDE_LIMITS.min && side <= SIDE_LIMITS.max)) return { ok: false, problem: "lengthRange" };
  }
  const problem = quadProblem(corners, width, height);
  if (problem) return { ok: false, problem };
  const first = solveOrdered(corners, width, height, sideA, sideB);
  if (!first) return { ok: false, problem: "notARectangle" };
  if (first.position[1] > 0) return { ok: true, camera: first };
  // Marked the other way round: the same sides, started from corner 1 (x runs 1 → 0, z 1 → 2).
  const [c0, c1, c2, c3] = corners as [Pixel, Pixel, Pixel, Pixel];
  const turned = solveOrdered([c1, c0, c3, c2], width, height, sideA, sideB);
  if (!turned || turned.position[1] <= 0) return { ok: false, problem: "notARectangle" };
  // Keep the visitor's corner 0 at the origin and x along 0 → 1: the turned frame turned half
  // round the vertical (x' = a − x, z' = −z), a rotation, so the world stays right-handed and the
  // rectangle lies on the −z side. Camera coordinates: R'·(a − x, y, −z) + t'.
  const a = turned.sideA;
  const flip: Mat3 = [-1, 0, a, 0, -1, 0, 0, 0, 1];
  const ground = multiply(turned.ground, flip);
  const rotation = turned.rotation.slice() as Mat3;
  const translation = [...turned.translation] as Vec3;
  for (let r = 0; r < 3; r++) {
    translation[r] = translation[r]! + rotation[r * 3]! * a;
    rotation[r * 3] = -rotation[r * 3]!;
    rotation[r * 3 + 2] = -rotation[r * 3 + 2]!;
  }
  const b = turned.sideB;
  return {
    ok: true,
    camera: {
      ...turned,
      ground,
      groundInverse: invert(ground),
      rotation,
      translation,
      position: cameraPosition(rotation, translation),
      rectangle: [
        { x: 0, z: 0 },
        { x: a, z: 0 },
        { x: a, z: -b },
        { x: 0, z: -b },
      ],
    },
  };
}

function cameraPosition(rotation: Mat3, t: Vec3): Vec3 {
  // C = −Rᵀ t
  return [0, 1, 2].map((c) => -(rotation[c]! * t[0] + rotation[3 + c]! * t[1] + rotation[6 + c]! * t[2])) as Vec3;
}

function solveOrdered(corners: readonly Pixel[], width: number, height: number, sideA: number, sideB?: number): SolvedCamera | null {
  const cx = width / 2;
  const cy = height / 2;
  const unit = squareToQuad(corners);
  // Columns with the principal point moved to the origin.
  const col = (c: number): Vec3 => [unit[c]! - cx * unit[6 + c]!, unit[3 + c]! - cy * unit[6 + c]!, unit[6 + c]!];
  const h1 = col(0);
  const h2 = col(1);
  const h3 = col(2);
  // Orthogonality: w·(h1x h2x + h1y h2y) + h1z h2z = 0, with w = 1/f².
  const equations: Array<[number, number]> = [[h1[0] * h2[0] + h1[1] * h2[1], h1[2] * h2[2]]];
  if (sideB !== undefined) {
    const ratio2 = (sideA / sideB) ** 2;
    equations.push([h1[0] ** 2 + h1[1] ** 2 - ratio2 * (h2[0] ** 2 + h2[1] ** 2), h1[2] ** 2 - ratio2 * h2[2] ** 2]);
  }
  // Least squares on w, each equation scaled to unit length so neither dominates by its units.
  let num = 0;
  let den = 0;
  const diag2 = width * width + height * height;
  for (const [p, q] of equations) {
    // Rescale p by the image's size, so w is solved in units of 1/diag² (well conditioned).
    const P = p / diag2;
    const length = Math.hypot(P, q) || 1;
    num += (-q * P) / (length * length);
    den += (P * P) / (length * length);
  }
  const wScaled = den > 0 ? num / den : NaN;
  let focal = wScaled > 0 ? Math.sqrt(diag2 / wScaled) : NaN;
  let focalMm = pixelsToMm(focal, width, height);
  // How much the orthogonality condition says about f: with a side's vanishing point far away it says nothing.
  const informative = Math.abs(equations[0]![0] / diag2) > 1e-4 * Math.hypot(equations[0]![0] / diag2, equations[0]![1]) || sideB !== undefined;
  let focalAssumed = false;
  if (!(focalMm >= FOCAL_RANGE_MM.min && focalMm <= FOCAL_RANGE_MM.max) || !informative) {
    focal = mmToPixels(DEFAULT_FOCAL_MM, width, height);
    focalMm = DEFAULT_FOCAL_MM;
    focalAssumed = true;
  }
  const k = (h: Vec3): Vec3 => [h[0] / focal, h[1] / focal, h[2]];
  const k1 = k(h1);
  const k2 = k(h2);
  const k3 = k(h3);
  const measuredB = (sideA * norm(k2)) / norm(k1);
  const b = sideB ?? measuredB;
  // K⁻¹ H_feet = s [r1 r2 t], with H_feet = H_unit · diag(1/a, 1/b, 1).
  const c1 = scale(k1, 1 / sideA);
  const c2 = scale(k2, 1 / b);
  let s = (norm(c1) + norm(c2)) / 2;
  // The rectangle is in front of the camera: t's depth positive.
  if (k3[2] / s < 0) s = -s;
  let r1 = scale(c1, Math.sign(s) / norm(c1));
  let r2 = scale(c2, Math.sign(s) / norm(c2));
  // Nearest orthonormal pair: split the error between the two.
  const e = dot(r1, r2) / 2;
  r1 = normalise([r1[0] - e * r2[0], r1[1] - e * r2[1], r1[2] - e * r2[2]]);
  r2 = normalise([r2[0] - e * r1[0], r2[1] - e * r1[1], r2[2] - e * r1[2]]);
  const up = cross(r2, r1);
  const t = scale(k3, 1 / s);
  // World → camera rotation: columns are the world's x, y (up), z in camera coordinates.
  const rotation: Mat3 = [r1[0], up[0], r2[0], r1[1], up[1], r2[1], r1[2], up[2], r2[2]];
  if (!rotation.every(Number.isFinite) || !t.every(Number.isFinite)) return null;
  const intrinsics: Mat3 = [focal, 0, cx, 0, focal, cy, 0, 0, 1];
  // The ground homography from the solved camera (what is drawn), not the raw one.
  const ground = multiply(intrinsics, [r1[0], r2[0], t[0], r1[1], r2[1], t[1], r1[2], r2[2], t[2]]);
  return {
    focal,
    focalMm,
    focalAssumed,
    sideA,
    sideB: b,
    measuredB,
    rotation,
    translation: t,
    position: cameraPosition(rotation, t),
    width,
    height,
    ground,
    groundInverse: invert(ground),
    rectangle: [
      { x: 0, z: 0 },
      { x: sideA, z: 0 },
      { x: sideA, z: b },
      { x: 0, z: b },
    ],
  };
}

function normalise(v: Vec3): Vec3 {
  return scale(v, 1 / norm(v));
}

/** Projects a world point (feet) into the image. */
export function projectPoint(camera: SolvedCamera, point: Vec3): Pixel & { depth: number } {
  const R = camera.rotation;
  const t = camera.translation;
  const X = R[0] * point[0] + R[1] * point[1] + R[2] * point[2] + t[0];
  const Y = R[3] * point[0] + R[4] * point[1] + R[5] * point[2] + t[1];
  const Z = R[6] * point[0] + R[7] * point[1] + R[8] * point[2] + t[2];
  return { x: camera.width / 2 + (camera.focal * X) / Z, y: camera.height / 2 + (camera.focal * Y) / Z, depth: Z };
}

/** The ground point (x, z in feet) under an image pixel, or null at or above the horizon. */
export function groundAt(camera: SolvedCamera, pixel: Pixel): { x: number; z: number } | null {
  const p = apply(camera.groundInverse, pixel.x, pixel.y);
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || projectPoint(camera, [p.x, 0, p.y]).depth <= 0) return null;
  return { x: p.x, z: p.y };
}
