import sharp from "sharp";

/**
 * Photos of backyards made by our own code, at known cameras, for the backyard tool's tests:
 * each pixel's ray is cast into a simple yard (lawn, a paved patio — the rectangle a visitor
 * would mark —, a fence or a house wall behind, a tree) under a sky. The camera, the patio's
 * corners in the image and its sides are known exactly, so what the solver recovers from the
 * picture can be held against the truth. Units: feet; y up; the camera looks towards −z.
 */

export interface YardStyle {
  name: string;
  sky: { zenith: [number, number, number]; horizon: [number, number, number] };
  lawn: [number, number, number];
  patio: [number, number, number];
  /** Paver joints every this many feet (0: a plain slab). */
  joints: number;
  back: { kind: "fence" | "house"; colour: [number, number, number]; distance: number; height: number };
  /** A tree trunk's place (x, z) beside the patio, nearer the camera: something in front of the pool. */
  tree: { x: number; z: number } | null;
}

export const YARD_STYLES: YardStyle[] = [
  {
    name: "lawn-and-cedar-fence",
    sky: { zenith: [92, 140, 205], horizon: [200, 220, 236] },
    lawn: [86, 128, 52],
    patio: [196, 192, 182],
    joints: 0,
    back: { kind: "fence", colour: [140, 96, 62], distance: 26, height: 6 },
    tree: { x: -15, z: 9 },
  },
  {
    name: "dry-grass-and-stucco-house",
    sky: { zenith: [120, 160, 210], horizon: [226, 226, 220] },
    lawn: [150, 142, 82],
    patio: [205, 200, 190],
    joints: 2,
    back: { kind: "house", colour: [222, 206, 170], distance: 30, height: 11 },
    tree: { x: 14, z: 6 },
  },
  {
    name: "overcast-green-and-brick-wall",
    sky: { zenith: [165, 172, 182], horizon: [212, 214, 216] },
    lawn: [64, 110, 58],
    patio: [210, 206, 198],
    joints: 3,
    back: { kind: "house", colour: [150, 70, 55], distance: 24, height: 9 },
    tree: null,
  },
  {
    name: "evening-sun-and-white-fence",
    sky: { zenith: [70, 110, 180], horizon: [246, 206, 160] },
    lawn: [96, 122, 46],
    patio: [214, 204, 186],
    joints: 0,
    back: { kind: "fence", colour: [238, 236, 228], distance: 22, height: 5 },
    tree: { x: -11, z: -4 },
  },
];

export interface YardCamera {
  /** Height of the lens above the ground, feet. */
  height: number;
  /** 35 mm-equivalent focal length (of the diagonal). */
  focalMm: number;
  /** The angle down from the horizontal at which the patio's middle is seen, degrees. */
  elevation: number;
  /** The patio's turn about the vertical, degrees (0: its first side square to the view). */
  turn: number;
  /** The patio's sides, feet: corner 0 → 1, then 0 → 3. */
  sideA: number;
  sideB: number;
  width: number;
  height_px: number;
  /** Where the camera aims, relative to the patio's middle (x right, z towards the camera), feet. */
  aim?: { x: number; z: number };
}

export interface SyntheticYard {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The patio's corners in the image, exact (pixel coordinates, pixel centres at .5). */
  corners: Array<{ x: number; y: number }>;
  /** The true focal length, pixels. */
  focal: number;
  /** Projects a ground point given in the patio's own frame (corner 0 at the origin, x along 0 → 1, z along 0 → 3). */
  project(x: number, z: number): { x: number; y: number };
  projectWorld(x: number, y: number, z: number): { x: number; y: number };
}

type V = [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: V): V => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

/** Cheap deterministic value noise in [0, 1). */
function hash(x: number, y: number) {
  const s = Math.sin(x * 127.1 + y * 311.7) * 43758.5453;
  return s - Math.floor(s);
}
function smoothNoise(x: number, y: number) {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const u = fx * fx * (3 - 2 * fx);
  const v = fy * fy * (3 - 2 * fy);
  const a = hash(xi, yi);
  const b = hash(xi + 1, yi);
  const c = hash(xi, yi + 1);
  const d = hash(xi + 1, yi + 1);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

/** The camera's frame and the patio's place: what the picture is drawn from, and where its corners fall. */
export function yardFrame(camera: YardCamera) {
  const W = camera.width;
  const H = camera.height_px;
  const focal = (camera.focalMm / Math.hypot(36, 24)) * Math.hypot(W, H);
  const elevation = (camera.elevation * Math.PI) / 180;
  const distance = camera.height / Math.tan(elevation);
  const eye: V = [0, camera.height, distance];
  const aim = camera.aim ?? { x: 0, z: 0 };
  const forward = unit(sub([aim.x, 0, aim.z], eye));
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const turn = (camera.turn * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  // The patio's frame: corner 0 at (-a/2, -b/2) turned; x along side a, z along side b.
  const { sideA: a, sideB: b } = camera;
  const toWorld = (x: number, z: number): V => {
    const px = x - a / 2;
    const pz = z - b / 2;
    return [px * cos - pz * sin, 0, px * sin + pz * cos];
  };
  const toPatio = (X: number, Z: number) => ({ x: X * cos + Z * sin + a / 2, z: -X * sin + Z * cos + b / 2 });
  const project = (x: number, z: number) => {
    const p = sub(toWorld(x, z), eye);
    const depth = p[0] * forward[0] + p[1] * forward[1] + p[2] * forward[2];
    const cx = p[0] * right[0] + p[1] * right[1] + p[2] * right[2];
    const cy = p[0] * up[0] + p[1] * up[1] + p[2] * up[2];
    return { x: W / 2 + (focal * cx) / depth, y: H / 2 - (focal * cy) / depth };
  };
  const corners = [project(0, 0), project(a, 0), project(a, b), project(0, b)];
  /** A point of the yard's own world (feet; the patio's middle at the origin) in the image. */
  const projectWorld = (X: number, Y: number, Z: number) => {
    const p = sub([X, Y, Z], eye);
    const depth = p[0] * forward[0] + p[1] * forward[1] + p[2] * forward[2];
    return { x: W / 2 + (focal * (p[0] * right[0] + p[1] * right[1] + p[2] * right[2])) / depth, y: H / 2 - (focal * (p[0] * up[0] + p[1] * up[1] + p[2] * up[2])) / depth };
  };
  return { W, H, focal, eye, forward, right, up, a, b, toPatio, project, projectWorld, corners };
}

/** The patio's sides scaled (both alike) until its corners sit within the middle 92 % of the frame. */
export function fitPatio(camera: YardCamera): YardCamera {
  let fitted = camera;
  for (let i = 0; i < 40; i++) {
    const { corners } = yardFrame(fitted);
    const inside = corners.every((c) => c.x > 0.04 * camera.width && c.x < 0.96 * camera.width && c.y > 0.04 * camera.height_px && c.y < 0.96 * camera.height_px);
    if (inside) return fitted;
    fitted = { ...fitted, sideA: fitted.sideA * 0.9, sideB: fitted.sideB * 0.9 };
  }
  throw new Error("The patio does not fit this camera's frame.");
}

export async function syntheticYard(style: YardStyle, camera: YardCamera, { samples = 1 } = {}): Promise<SyntheticYard> {
  const { W, H, focal, eye, forward, right, up, a, b, toPatio, project, projectWorld, corners } = yardFrame(camera);
  const sunDir = unit([-0.5, 0.8, 0.35]);
  const pixels = Buffer.alloc(W * H * 3);
  const mix = (c1: V, c2: V, t: number): V => [c1[0] + (c2[0] - c1[0]) * t, c1[1] + (c2[1] - c1[1]) * t, c1[2] + (c2[2] - c1[2]) * t];
  const shade = (c: readonly number[], k: number): V => [c[0]! * k, c[1]! * k, c[2]! * k];

  function trace(d: V): V {
    let best = Infinity;
    let colour: V = mix(style.sky.horizon, style.sky.zenith, Math.min(1, Math.max(0, d[1]) * 2.2) ** 0.7);
    // The ground.
    if (d[1] < 0) {
      const t = -eye[1] / d[1];
      best = t;
      const X = eye[0] + d[0] * t;
      const Z = eye[2] + d[2] * t;
      const p = toPatio(X, Z);
      const grain = smoothNoise(X * 3, Z * 3) * 0.5 + smoothNoise(X * 0.4, Z * 0.4) * 0.5;
      let lit = 1;
      if (style.tree) {
        // The trunk's shadow: a strip from its foot away from the sun.
        const dx = X - style.tree.x;
        const dz = Z - style.tree.z;
        const along = -(dx * sunDir[0] + dz * sunDir[2]) / Math.hypot(sunDir[0], sunDir[2]);
        const across = Math.abs(dx * sunDir[2] - dz * sunDir[0]) / Math.hypot(sunDir[0], sunDir[2]);
        if (along > 0 && along < 14 && across < 0.6) lit = 0.62;
      }
      if (p.x >= 0 && p.x <= a && p.z >= 0 && p.z <= b) {
        const joint = style.joints > 0 && (Math.abs(((p.x + style.joints / 2) % style.joints) - style.joints / 2) < 0.04 || Math.abs(((p.z + style.joints / 2) % style.joints) - style.joints / 2) < 0.04);
        colour = shade(style.patio, (joint ? 0.9 : 1) * (0.96 + grain * 0.06) * lit);
      } else colour = shade(style.lawn, (0.8 + grain * 0.4) * lit);
    }
    // What stands behind: a fence or a house wall across the view.
    const backZ = -style.back.distance;
    if (d[2] < 0) {
      const t = (backZ - eye[2]) / d[2];
      const y = eye[1] + d[1] * t;
      if (t > 0 && t < best && y >= 0 && y <= style.back.height) {
        best = t;
        const X = eye[0] + d[0] * t;
        const boards = style.back.kind === "fence" ? (Math.abs((X % 0.5) + 0.5) % 0.5 < 0.03 ? 0.75 : 1) : 1;
        const window = style.back.kind === "house" && y > 3 && y < 7 && Math.abs((((X % 12) + 12) % 12) - 6) < 2 ? 0.35 : 1;
        colour = shade(style.back.colour, boards * window * (0.85 + smoothNoise(X * 2, y * 2) * 0.1));
      }
    }
    // A tree: a trunk and a round crown.
    if (style.tree) {
      const { x: tx, z: tz } = style.tree;
      const ox = eye[0] - tx;
      const oz = eye[2] - tz;
      const A = d[0] * d[0] + d[2] * d[2];
      const B = 2 * (ox * d[0] + oz * d[2]);
      const C = ox * ox + oz * oz - 0.6 * 0.6;
      const disc = B * B - 4 * A * C;
      if (disc > 0) {
        const t = (-B - Math.sqrt(disc)) / (2 * A);
        const y = eye[1] + d[1] * t;
        if (t > 0 && t < best && y >= 0 && y <= 13) {
          best = t;
          const nx = (ox + d[0] * t) / 0.6;
          colour = shade([98, 78, 60], 0.7 + 0.3 * Math.max(0, -nx * sunDir[0]));
        }
      }
      const c: V = [tx, 15, tz];
      const o = sub(eye, c);
      const bb = o[0] * d[0] + o[1] * d[1] + o[2] * d[2];
      const cc = o[0] * o[0] + o[1] * o[1] + o[2] * o[2] - 25;
      const dd = bb * bb - cc;
      if (dd > 0) {
        const t = -bb - Math.sqrt(dd);
        if (t > 0 && t < best) {
          const hit: V = [eye[0] + d[0] * t, eye[1] + d[1] * t, eye[2] + d[2] * t];
          colour = shade([58, 96, 44], 0.6 + 0.5 * smoothNoise(hit[0] * 2, hit[1] * 2 + hit[2]));
        }
      }
    }
    return colour;
  }

  for (let py = 0; py < H; py++) {
    for (let px = 0; px < W; px++) {
      let r = 0;
      let g = 0;
      let bl = 0;
      for (let s = 0; s < samples; s++) {
        const jx = samples === 1 ? 0.5 : (s % 2) * 0.5 + 0.25;
        const jy = samples === 1 ? 0.5 : Math.floor(s / 2) * 0.5 + 0.25;
        const x = (px + jx - W / 2) / focal;
        const y = -(py + jy - H / 2) / focal;
        const d = unit([forward[0] + right[0] * x + up[0] * y, forward[1] + right[1] * x + up[1] * y, forward[2] + right[2] * x + up[2] * y]);
        const c = trace(d);
        r += c[0];
        g += c[1];
        bl += c[2];
      }
      const i = (py * W + px) * 3;
      pixels[i] = Math.min(255, r / samples);
      pixels[i + 1] = Math.min(255, g / samples);
      pixels[i + 2] = Math.min(255, bl / samples);
    }
  }
  const jpeg = await sharp(pixels, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return {
    jpeg,
    width: W,
    height: H,
    corners,
    focal,
    project,
    projectWorld,
  };
}

/**
 * The patio's corners found in a photo by its colour, as a person would place the handles:
 * the pixels near the patio's colour joined to a point on it, their convex hull, and the four hull points enclosing
 * the largest area (a quadrilateral's corners).
 */
export async function findPatio(jpeg: Buffer, colour: readonly number[], seed: { x: number; y: number }, tolerance = 60): Promise<Array<{ x: number; y: number }>> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const W = info.width;
  const H = info.height;
  const near = (p: number) => {
    const i = p * info.channels;
    return Math.hypot(data[i]! - colour[0]!, data[i + 1]! - colour[1]!, data[i + 2]! - colour[2]!) < tolerance;
  };
  // The patio is the region of its colour joined to a point inside it (where the visitor looks).
  const inside = new Uint8Array(W * H);
  const stack = [Math.round(seed.y) * W + Math.round(seed.x)];
  while (stack.length) {
    const p = stack.pop()!;
    if (inside[p] || !near(p)) continue;
    inside[p] = 1;
    const x = p % W;
    if (x > 0) stack.push(p - 1);
    if (x < W - 1) stack.push(p + 1);
    if (p >= W) stack.push(p - W);
    if (p < W * (H - 1)) stack.push(p + W);
  }
  // Per row, the leftmost and rightmost pixel: enough for a convex shape's hull.
  const points: Array<{ x: number; y: number }> = [];
  for (let y = 0; y < H; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < W; x++) {
      if (!inside[y * W + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    // Pixel edges, not centres: the patio's outline passes along the outer edges of its pixels.
    if (first >= 0) points.push({ x: first, y }, { x: first, y: y + 1 }, { x: last + 1, y }, { x: last + 1, y: y + 1 });
  }
  const hull = convexHull(points);
  let bestArea = -1;
  let best: Array<{ x: number; y: number }> = [];
  const n = hull.length;
  const area = (p: Array<{ x: number; y: number }>) => Math.abs(p.reduce((s, q, i) => s + q.x * p[(i + 1) % p.length]!.y - p[(i + 1) % p.length]!.x * q.y, 0)) / 2;
  for (let i = 0; i < n; i++)
    for (let k = i + 2; k < n; k++) {
      // Best j between i and k, and best l after k: each the farthest from the diagonal ik.
      let bj = -1;
      let bjd = -1;
      for (let j = i + 1; j < k; j++) {
        const d = Math.abs(cross2(hull[i]!, hull[k]!, hull[j]!));
        if (d > bjd) [bjd, bj] = [d, j];
      }
      let bl = -1;
      let bld = -1;
      for (let l = k + 1; l < n + i; l++) {
        const d = Math.abs(cross2(hull[i]!, hull[k]!, hull[l % n]!));
        if (d > bld) [bld, bl] = [d, l % n];
      }
      if (bj < 0 || bl < 0) continue;
      const quad = [hull[i]!, hull[bj]!, hull[k]!, hull[bl]!];
      const s = area(quad);
      if (s > bestArea) [bestArea, best] = [s, quad];
    }
  return best;
}

const cross2 = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function convexHull(points: Array<{ x: number; y: number }>) {
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  const lower: typeof points = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross2(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: typeof points = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross2(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}
