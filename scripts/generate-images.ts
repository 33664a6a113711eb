/**
 * Draws the site's demo imagery: original, deterministic vector illustrations of pools and
 * backyards (DECISIONS §3), rendered to a raster and pushed through the same pipeline as uploads.
 *
 * Each image key seeds its own random stream, so a key always yields the same picture; the photos
 * of one project share the project's design (shape, deck, features) and differ in viewpoint and
 * time of day. A key whose SVG and pipeline settings are unchanged is not re-encoded (STYLE
 * pitfall 9): the manifest records each source hash.
 *
 *   npm run images                 encode what changed
 *   npm run images -- --force      encode everything
 *   npm run images -- --svg=delgado  preview matching keys as PNGs in /tmp, outputs untouched
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  STANDARD_WIDTHS,
  dominantColor,
  encodeOgImage,
  encodeVariants,
} from "../app/features/images/pipeline.server.ts";
import type { ImageManifest, ImageManifestEntry } from "../app/features/images/types.ts";
import { launchProjects } from "../app/features/portfolio/seed-projects.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "public/images/generated");
const MANIFEST_PATH = path.join(ROOT, "app/content/image-manifest.json");

/** Raster size the SVG is drawn at: 3:2, a little above the widest variant so it is downscaled. */
const CANVAS_W = 1800;
const CANVAS_H = 1200;

/** Bump when the pipeline's output changes in a way the SVG hash cannot see. */
const ENCODER_SIGNATURE = `pipeline-v4 widths=${STANDARD_WIDTHS.join(",")} canvas=${CANVAS_W}x${CANVAS_H}`;

// ---------------------------------------------------------------------------------------------
// Randomness

function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(0);
}

type Rng = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

function makeRng(seedText: string): Rng {
  let state = seedOf(seedText);
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

function scale(hex: string, k: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r * k, g * k, b * k]);
}

// ---------------------------------------------------------------------------------------------
// Geometry and camera

type P2 = readonly [number, number];
type P3 = readonly [number, number, number];

const dot = (a: P3, b: P3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: P3, b: P3): P3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: P3, b: P3): P3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: P3): P3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

type Camera = { pos: P3; right: P3; up: P3; fwd: P3; f: number; cx: number; cy: number };

function makeCamera(target: P3, yawDeg: number, dist: number, height: number, hfovDeg: number, shift: number): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const pos: P3 = [target[0] + dist * Math.sin(yaw), target[1] - dist * Math.cos(yaw), height];
  const fwd = norm(sub(target, pos));
  const right = norm(cross(fwd, [0, 0, 1]));
  const up = cross(right, fwd);
  const f = CANVAS_W / 2 / Math.tan((hfovDeg * Math.PI) / 360);
  // Shifting the principal point (like an architectural shift lens) moves the horizon without
  // tilting the camera further.
  return { pos, right, up, fwd, f, cx: CANVAS_W / 2, cy: CANVAS_H * (0.5 + shift) };
}

const NEAR = 0.6;

function toCam(c: Camera, p: P3): P3 {
  const d = sub(p, c.pos);
  return [dot(d, c.right), dot(d, c.up), dot(d, c.fwd)];
}

function fromCam(c: Camera, q: P3): P2 {
  return [c.cx + (c.f * q[0]) / q[2], c.cy - (c.f * q[1]) / q[2]];
}

function project(c: Camera, p: P3): P2 {
  return fromCam(c, toCam(c, p));
}

function depthOf(c: Camera, p: P3): number {
  return toCam(c, p)[2];
}

/** Pixels per metre at a world point. */
function pxPerM(c: Camera, p: P3): number {
  return c.f / Math.max(NEAR, depthOf(c, p));
}

/** Projects a 3D polygon, clipped against the near plane so ground planes can reach past the frame. */
function projectPolygon(c: Camera, pts: readonly P3[]): P2[] {
  const cam = pts.map((p) => toCam(c, p));
  const clipped: P3[] = [];
  for (let i = 0; i < cam.length; i++) {
    const a = cam[i]!;
    const b = cam[(i + 1) % cam.length]!;
    const aIn = a[2] >= NEAR;
    const bIn = b[2] >= NEAR;
    if (aIn) clipped.push(a);
    if (aIn !== bIn) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      clipped.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return clipped.map((q) => fromCam(c, q));
}

function projectSegment(c: Camera, a: P3, b: P3): [P2, P2] | null {
  let qa = toCam(c, a);
  let qb = toCam(c, b);
  if (qa[2] < NEAR && qb[2] < NEAR) return null;
  if (qa[2] < NEAR || qb[2] < NEAR) {
    const t = (NEAR - qa[2]) / (qb[2] - qa[2]);
    const q: P3 = [qa[0] + (qb[0] - qa[0]) * t, qa[1] + (qb[1] - qa[1]) * t, NEAR];
    if (qa[2] < NEAR) qa = q;
    else qb = q;
  }
  return [fromCam(c, qa), fromCam(c, qb)];
}

/** The outward face normal of a planar face is visible when it points toward the camera. */
function facesCamera(c: Camera, normal: P3, pointOnFace: P3): boolean {
  return dot(normal, sub(c.pos, pointOnFace)) > 0;
}

const r1 = (n: number) => (Math.round(n * 10) / 10).toString();

function d(pts: readonly P2[], close = true): string {
  if (pts.length === 0) return "";
  return `M${pts.map((p) => `${r1(p[0])} ${r1(p[1])}`).join("L")}${close ? "Z" : ""}`;
}

function signedArea(poly: readonly P2[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

function ccw(poly: P2[]): P2[] {
  return signedArea(poly) < 0 ? [...poly].reverse() : poly;
}

/** Offsets a counter-clockwise polygon outward (positive) or inward (negative) with mitred joins. */
function offsetPolygon(poly: readonly P2[], dist: number): P2[] {
  const n = poly.length;
  return poly.map((p, i) => {
    const prev = poly[(i - 1 + n) % n]!;
    const next = poly[(i + 1) % n]!;
    const e1 = norm([p[0] - prev[0], p[1] - prev[1], 0]);
    const e2 = norm([next[0] - p[0], next[1] - p[1], 0]);
    const n1: P2 = [e1[1], -e1[0]];
    const n2: P2 = [e2[1], -e2[0]];
    const m = norm([n1[0] + n2[0], n1[1] + n2[1], 0]);
    const k = Math.min(3, 1 / Math.max(0.2, m[0] * n1[0] + m[1] * n1[1]));
    return [p[0] + m[0] * dist * k, p[1] + m[1] * dist * k];
  });
}

function bounds(poly: readonly P2[]) {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function centroid(poly: readonly P2[]): P2 {
  const b = bounds(poly);
  return [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
}

const at = (p: P2, z: number): P3 => [p[0], p[1], z];

// ---------------------------------------------------------------------------------------------
// Scene description

type PoolShape = "rectangle" | "kidney" | "freeform" | "geometric" | "lap" | "l-shape";
type TimeOfDay = "midday" | "golden" | "dusk" | "night";
type Deck = "travertine" | "pavers" | "wood" | "porcelain" | "concrete";
type Finish = "aqua" | "blue" | "midnight";

type Design = {
  shape: PoolShape;
  length: number;
  width: number;
  mirror: boolean;
  deck: Deck;
  coping: string;
  finish: Finish;
  spa: "round" | "square" | null;
  rocks: boolean;
  sheerWall: boolean;
  pergola: boolean;
  fireBowls: boolean;
  palms: number;
  loungers: number;
  umbrella: boolean;
  led: string;
  fence: "cedar" | "stucco";
  /** Professional installation: an empty gunite shell on bare ground. */
  construction: boolean;
  /** Upgrades: part of the deck is being re-laid. */
  renovation: boolean;
  /** Servicing: equipment pad, cleaner in the pool, skimmer pole. */
  service: boolean;
};

type View = {
  time: TimeOfDay;
  yaw: number;
  dist: number;
  height: number;
  fov: number;
  /** Where the camera looks, relative to the pool centre, or at a feature. */
  focus: "pool" | "spa" | "feature";
  lift: number;
  /** Lens shift as a fraction of the frame height; positive shows more sky. */
  shift: number;
};

type Scene = { design: Design; view: View };

const SHAPE_LABEL: Record<PoolShape, string> = {
  rectangle: "rectangular",
  kidney: "kidney-shaped",
  freeform: "freeform",
  geometric: "geometric Grecian",
  lap: "long lap",
  "l-shape": "L-shaped",
};

const DECK_LABEL: Record<Deck, string> = {
  travertine: "travertine",
  pavers: "paver",
  wood: "wood-plank",
  porcelain: "large-format porcelain",
  concrete: "brushed concrete",
};

const TIME_LABEL: Record<TimeOfDay, string> = {
  midday: "in midday sun",
  golden: "at golden hour",
  dusk: "at dusk",
  night: "at night",
};

const LED_COLORS: Record<string, string> = {
  "#5ef2ff": "aqua",
  "#5aa9ff": "blue",
  "#b497ff": "violet",
  "#7dffd0": "teal",
};

function randomDesign(rng: Rng, overrides: Partial<Design> = {}): Design {
  const shape = overrides.shape ?? rng.pick<PoolShape>(["rectangle", "kidney", "freeform", "geometric", "lap", "l-shape"]);
  const size: Record<PoolShape, [number, number]> = {
    rectangle: [rng.range(10, 12), rng.range(4.8, 5.8)],
    kidney: [rng.range(10, 12), rng.range(5.2, 6.2)],
    freeform: [rng.range(10.5, 12.5), rng.range(5.5, 6.5)],
    geometric: [rng.range(10, 12), rng.range(5, 6)],
    lap: [rng.range(14, 16), rng.range(3, 3.4)],
    "l-shape": [rng.range(11, 12.5), rng.range(6, 7)],
  };
  const modern = shape === "rectangle" || shape === "lap" || shape === "geometric";
  const deck = rng.pick<Deck>(modern ? ["porcelain", "pavers", "wood", "concrete", "travertine"] : ["travertine", "pavers", "travertine", "concrete"]);
  return {
    shape,
    length: size[shape][0],
    width: size[shape][1],
    mirror: rng.chance(0.5),
    deck,
    coping: rng.pick(modern ? ["#d9d6cf", "#b9b4ab", "#efe8da"] : ["#efe5d2", "#e6d6b8", "#d8cbb5"]),
    finish: rng.pick<Finish>(["aqua", "aqua", "blue", "midnight"]),
    spa: rng.chance(0.6) ? rng.pick<"round" | "square">(modern ? ["square", "square", "round"] : ["round", "round", "square"]) : null,
    rocks: !modern && rng.chance(0.55),
    sheerWall: modern && rng.chance(0.45),
    pergola: rng.chance(0.45),
    fireBowls: rng.chance(modern ? 0.55 : 0.3),
    palms: rng.int(modern ? 0 : 1, 3),
    loungers: rng.int(2, 4),
    umbrella: rng.chance(0.4),
    led: rng.pick(Object.keys(LED_COLORS)),
    fence: rng.pick(["cedar", "cedar", "stucco"]),
    construction: false,
    renovation: false,
    service: false,
    ...overrides,
  };
}

function randomView(rng: Rng, overrides: Partial<View> = {}): View {
  const side = rng.chance(0.5) ? 1 : -1;
  const closeUp = overrides.focus !== undefined && overrides.focus !== "pool";
  const view: View = {
    time: rng.pick<TimeOfDay>(["midday", "golden", "dusk", "night"]),
    yaw: side * rng.range(8, 34),
    dist: rng.range(13, 16.5),
    height: rng.range(5.5, 8),
    fov: rng.range(54, 62),
    focus: "pool",
    lift: rng.range(0, 2),
    shift: rng.range(0.22, 0.3),
    ...overrides,
  };
  // A close-up keeps its subject near the middle of the frame.
  if (closeUp && overrides.shift === undefined) view.shift = rng.range(0.06, 0.14);
  return view;
}

// ---------------------------------------------------------------------------------------------
// Pool geometry

function poolOutline(design: Design, rng: Rng): P2[] {
  const a = design.length / 2;
  const b = design.width / 2;
  const pts: P2[] = [];
  const N = 96;
  switch (design.shape) {
    case "rectangle":
    case "lap": {
      const r = 0.3;
      const corners: [number, number, number][] = [
        [a - r, b - r, 0],
        [-a + r, b - r, Math.PI / 2],
        [-a + r, -b + r, Math.PI],
        [a - r, -b + r, (3 * Math.PI) / 2],
      ];
      for (const [cx, cy, start] of corners) {
        for (let i = 0; i <= 4; i++) {
          const t = start + (i / 4) * (Math.PI / 2);
          pts.push([cx + r * Math.cos(t), cy + r * Math.sin(t)]);
        }
      }
      break;
    }
    case "geometric": {
      const c = 1.1;
      pts.push([a, -b + c], [a, b - c], [a - c, b], [-a + c, b], [-a, b - c], [-a, -b + c], [-a + c, -b], [a - c, -b]);
      break;
    }
    case "l-shape": {
      const leg = design.length * 0.36;
      const main = design.width * 0.55;
      pts.push([-a, -b], [a, -b], [a, b], [a - leg, b], [a - leg, -b + main], [-a, -b + main]);
      break;
    }
    case "kidney": {
      for (let i = 0; i < N; i++) {
        const t = (i / N) * Math.PI * 2;
        const lobe = 1 + 0.16 * Math.cos(t);
        const pinch = 0.5 * Math.exp(-((t - Math.PI / 2 - 0.15) ** 2) / 0.28);
        pts.push([a * Math.cos(t), b * lobe * Math.sin(t) - (Math.sin(t) > 0 ? b * pinch * 1.4 : 0)]);
      }
      break;
    }
    case "freeform": {
      const waves = [2, 3, 4].map((k) => ({ k, amp: rng.range(0.04, 0.09), phase: rng.range(0, Math.PI * 2) }));
      for (let i = 0; i < N; i++) {
        const t = (i / N) * Math.PI * 2;
        const r = 1 + waves.reduce((s, w) => s + w.amp * Math.sin(w.k * t + w.phase), 0);
        pts.push([a * r * Math.cos(t), b * r * Math.sin(t)]);
      }
      break;
    }
  }
  const mirrored = design.mirror ? pts.map(([x, y]): P2 => [-x, y]) : pts;
  return ccw(mirrored);
}

/** Points along the polygon's edges no further apart than `step` metres (for smooth wall shading). */
function densify(poly: readonly P2[], step: number): P2[] {
  const out: P2[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / step));
    for (let k = 0; k < n; k++) out.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Time of day

type Light = {
  sky: [string, string, string];
  /** Multiplies every lit surface. */
  tint: string;
  ambient: string;
  ambientMix: number;
  shadow: P2 | null;
  shadowOpacity: number;
  glow: number;
};

const LIGHT: Record<TimeOfDay, Light> = {
  midday: { sky: ["#4f9fdc", "#9fd2f2", "#e4f3fb"], tint: "#ffffff", ambient: "#ffffff", ambientMix: 0, shadow: [0.35, 0.25], shadowOpacity: 0.22, glow: 0 },
  golden: { sky: ["#6c95c4", "#f0c39c", "#ffd27e"], tint: "#fff0d6", ambient: "#ff9d4d", ambientMix: 0.1, shadow: [1.5, 0.55], shadowOpacity: 0.26, glow: 0.35 },
  dusk: { sky: ["#1c2650", "#6c4d86", "#f0957a"], tint: "#a9a6c8", ambient: "#2d3570", ambientMix: 0.22, shadow: null, shadowOpacity: 0.2, glow: 0.85 },
  night: { sky: ["#050b1e", "#0d1b3d", "#21375f"], tint: "#5d6f9c", ambient: "#0b1733", ambientMix: 0.35, shadow: null, shadowOpacity: 0.25, glow: 1 },
};

function lit(color: string, light: Light): string {
  const [r, g, b] = hexToRgb(color);
  const [tr, tg, tb] = hexToRgb(light.tint);
  return mix(rgbToHex([(r * tr) / 255, (g * tg) / 255, (b * tb) / 255]), light.ambient, light.ambientMix);
}

// ---------------------------------------------------------------------------------------------
// SVG builder

type Drawable = { depth: number; svg: string };

class Svg {
  defs: string[] = [];
  layers: string[] = [];
  items: Drawable[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  linear(stops: [number, string, number?][], x1: number, y1: number, x2: number, y2: number, user = true): string {
    const id = this.id("g");
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.defs.push(
      `<linearGradient id="${id}"${units} x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx: number, cy: number, rx: number, ry: number): string {
    const id = this.id("r");
    const sy = ry / rx;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${r1(rx)}" gradientTransform="translate(${r1(cx)} ${r1(cy)}) scale(1 ${sy.toFixed(3)})">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(pathD: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><path d="${pathD}"/></clipPath>`);
    return `url(#${id})`;
  }

  render(): string {
    const sorted = [...this.items].sort((a, b) => b.depth - a.depth).map((i) => i.svg);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_W}" height="${CANVAS_H}" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}"><defs>${this.defs.join("")}</defs>${this.layers.join("")}${sorted.join("")}</svg>`;
  }
}

const path_ = (pd: string, fill: string, extra = "") => `<path d="${pd}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

// ---------------------------------------------------------------------------------------------
// Drawing

type Ctx = {
  svg: Svg;
  cam: Camera;
  light: Light;
  time: TimeOfDay;
  rng: Rng;
  design: Design;
  pool: P2[];
  deck: P2[];
  fenceY: number;
};

function shadowPolygon(ctx: Ctx, footprint: readonly P2[], height: number): string {
  const s = ctx.light.shadow;
  if (!s) return "";
  const pts: P2[] = [...footprint, ...footprint.map(([x, y]): P2 => [x + s[0] * height, y + s[1] * height])];
  const hull = convexHull(pts);
  return path_(d(projectPolygon(ctx.cam, hull.map((p) => at(p, 0.01)))), "#0b1c2c", `opacity="${ctx.light.shadowOpacity}"`);
}

function contactShadow(ctx: Ctx, x: number, y: number, rx: number, ry: number): string {
  const pts: P3[] = [];
  for (let i = 0; i < 16; i++) {
    const t = (i / 16) * Math.PI * 2;
    pts.push([x + rx * Math.cos(t), y + ry * Math.sin(t), 0.01]);
  }
  return path_(d(projectPolygon(ctx.cam, pts)), "#06101c", `opacity="${ctx.light.shadow ? 0.12 : 0.3}"`);
}

function convexHull(points: readonly P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A box with its visible faces shaded by orientation. */
function box(ctx: Ctx, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, color: string): string {
  const c = ctx.cam;
  const faces: { n: P3; pts: P3[]; k: number }[] = [
    { n: [0, 0, 1], pts: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], k: 1.06 },
    { n: [0, -1, 0], pts: [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], k: 0.86 },
    { n: [0, 1, 0], pts: [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], k: 0.8 },
    { n: [-1, 0, 0], pts: [[x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1]], k: 0.74 },
    { n: [1, 0, 0], pts: [[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], k: 0.92 },
  ];
  return faces
    .filter((f) => facesCamera(c, f.n, f.pts[0]!))
    .map((f) => path_(d(projectPolygon(c, f.pts)), lit(scale(color, f.k), ctx.light)))
    .join("");
}

/** The sky's gradient ends where the canopy begins, so its warm band stays in view. */
function drawSky(ctx: Ctx, canopy: number) {
  const { svg, light, rng } = ctx;
  const horizon = Math.max(80, canopy);
  const fill = svg.linear([[0, light.sky[0]], [0.6, light.sky[1]], [1, light.sky[2]]], 0, Math.min(0, horizon - 600), 0, horizon);
  svg.layers.push(`<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="${fill}"/>`);
  if (ctx.time === "night") {
    const stars: string[] = [];
    for (let i = 0; i < 70; i++) {
      const x = rng.range(0, CANVAS_W);
      const y = rng.range(0, Math.max(40, horizon - 60));
      stars.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(0.8, 2.2))}" fill="#ffffff" opacity="${rng.range(0.35, 0.9).toFixed(2)}"/>`);
    }
    svg.layers.push(stars.join(""));
    const mx = rng.range(200, CANVAS_W - 200);
    svg.layers.push(`<circle cx="${r1(mx)}" cy="${r1(Math.max(50, horizon - 260))}" r="30" fill="#f4f1e0"/>`);
  }
  if (ctx.time === "golden") {
    const sx = rng.range(250, CANVAS_W - 250);
    const glow = svg.radial([[0, "#fff6d8", 0.95], [0.25, "#ffd98a", 0.55], [1, "#ffb36b", 0]], sx, horizon - 40, 520, 300);
    svg.layers.push(`<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="${glow}"/>`);
  }
  if (ctx.time === "midday" || ctx.time === "golden") {
    const clouds: string[] = [];
    for (let i = 0; i < (horizon > 260 ? 4 : 0); i++) {
      const x = rng.range(0, CANVAS_W);
      const y = rng.range(50, horizon - 150);
      const w = rng.range(140, 260);
      clouds.push(
        `<g fill="#ffffff" opacity="${ctx.time === "midday" ? 0.75 : 0.45}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(w * 0.16)}"/><ellipse cx="${r1(x - w * 0.25)}" cy="${r1(y - w * 0.1)}" rx="${r1(w * 0.4)}" ry="${r1(w * 0.16)}"/><ellipse cx="${r1(x + w * 0.2)}" cy="${r1(y - w * 0.14)}" rx="${r1(w * 0.32)}" ry="${r1(w * 0.18)}"/></g>`,
      );
    }
    svg.layers.push(clouds.join(""));
  }
  return horizon;
}

function drawGround(ctx: Ctx) {
  const { svg, cam, light, design } = ctx;
  const far = ctx.fenceY + 60;
  const groundPoly = (x0: number, x1: number, y0: number, y1: number): P3[] => [
    [x0, y0, 0],
    [x1, y0, 0],
    [x1, y1, 0],
    [x0, y1, 0],
  ];
  const base = design.construction ? "#b48a5e" : "#6fa64e";
  svg.layers.push(path_(d(projectPolygon(cam, groundPoly(-80, 80, -60, far))), lit(base, light)));
  if (!design.construction) {
    // Mowing stripes.
    const stripes: string[] = [];
    for (let x = -60; x < 60; x += 6) {
      stripes.push(d(projectPolygon(cam, groundPoly(x, x + 3, -60, ctx.fenceY))));
    }
    svg.layers.push(path_(stripes.join(""), lit("#7db65a", light), 'opacity="0.55"'));
  }
  // The neighbours' side of the fence sits in the canopy's shade.
  svg.layers.push(path_(d(projectPolygon(cam, groundPoly(-80, 80, ctx.fenceY, far))), lit(scale(base, 0.78), light)));
  // Planting bed along the fence.
  svg.layers.push(path_(d(projectPolygon(cam, groundPoly(-80, 80, ctx.fenceY - 2.2, ctx.fenceY))), lit("#6b4a33", light)));
}

function drawDeck(ctx: Ctx) {
  const { svg, cam, light, design, deck } = ctx;
  const colors: Record<Deck, string> = {
    travertine: "#e9dcc3",
    pavers: "#d3c6b2",
    wood: "#b98559",
    porcelain: "#dcdcd8",
    concrete: "#d9d2c4",
  };
  const deckColor = design.construction ? "#a98259" : colors[design.deck];
  const deckPath = d(projectPolygon(cam, deck.map((p) => at(p, 0))));
  svg.layers.push(path_(deckPath, lit(deckColor, light)));
  if (design.construction) return;
  const b = bounds(deck);
  const joint = lit(scale(deckColor, 0.82), light);
  const lines: string[] = [];
  const seg = (a: P3, bb: P3) => {
    const s = projectSegment(cam, a, bb);
    if (s) lines.push(`M${r1(s[0][0])} ${r1(s[0][1])}L${r1(s[1][0])} ${r1(s[1][1])}`);
  };
  const tile: Record<Deck, [number, number, boolean]> = {
    travertine: [1.0, 0.6, true],
    pavers: [0.6, 0.4, true],
    wood: [3.6, 0.2, true],
    porcelain: [1.2, 0.6, false],
    concrete: [3, 3, false],
  };
  const [tw, th, bond] = tile[design.deck];
  for (let y = b.minY, row = 0; y <= b.maxY; y += th, row++) {
    seg([b.minX, y, 0], [b.maxX, y, 0]);
    const shift = bond && row % 2 ? tw / 2 : 0;
    for (let x = b.minX + shift; x <= b.maxX; x += tw) seg([x, y, 0], [x, Math.min(b.maxY, y + th), 0]);
  }
  svg.layers.push(
    `<g clip-path="${svg.clip(deckPath)}"><path d="${lines.join("")}" stroke="${joint}" stroke-width="${design.deck === "wood" ? 1.2 : 1.4}" fill="none" opacity="0.5"/></g>`,
  );
  if (design.renovation) {
    // A strip of the deck lifted to its sand bed, new pavers half laid.
    const x0 = b.minX;
    const x1 = b.minX + (b.maxX - b.minX) * 0.32;
    const strip: P3[] = [
      [x0, b.minY, 0.005],
      [x1, b.minY, 0.005],
      [x1, b.maxY, 0.005],
      [x0, b.maxY, 0.005],
    ];
    svg.layers.push(`<g clip-path="${svg.clip(deckPath)}">${path_(d(projectPolygon(cam, strip)), lit("#d9b98a", light))}</g>`);
  }
}

function floorDepth(design: Design, x: number): number {
  const half = design.length / 2;
  const t = Math.max(0, Math.min(1, ((design.mirror ? -x : x) + half) / (2 * half)));
  const s = t * t * (3 - 2 * t);
  return design.shape === "lap" ? -1.3 : -(1.0 + 1.3 * s);
}

function drawPool(ctx: Ctx) {
  const { svg, cam, light, design, pool, rng } = ctx;
  const glow = light.glow;
  const copingOuter = offsetPolygon(pool, design.construction ? 0.25 : 0.4);
  const copingColor = design.construction ? "#9a9690" : design.coping;
  svg.layers.push(path_(d(projectPolygon(cam, copingOuter.map((p) => at(p, 0.03)))), lit(copingColor, light)));

  const opening = projectPolygon(cam, pool.map((p) => at(p, 0.03)));
  const openingD = d(opening);
  const clip = svg.clip(openingD);
  const parts: string[] = [];

  const plaster: Record<Finish, string> = { aqua: "#dff3f3", blue: "#a9c7de", midnight: "#6f8aa3" };
  const surface = design.construction ? "#b9b5ae" : plaster[design.finish];
  const floorPts = densify(pool, 0.5);
  const b = bounds(pool);
  const shallow = project(cam, [design.mirror ? b.maxX : b.minX, 0, -1]);
  const deep = project(cam, [design.mirror ? b.minX : b.maxX, 0, -2.3]);
  const floorFill = svg.linear([[0, lit(surface, light)], [1, lit(scale(surface, 0.78), light)]], shallow[0], shallow[1], deep[0], deep[1]);
  parts.push(path_(d(projectPolygon(cam, floorPts.map((p) => at(p, floorDepth(design, p[0]))))), floorFill));

  // Interior walls: only those whose inside faces the camera can be seen through the opening.
  const walls: { depth: number; svg: string }[] = [];
  const tileBand = design.construction ? "#8d8a85" : design.finish === "midnight" ? "#2c4257" : "#2d6f99";
  for (let i = 0; i < floorPts.length; i++) {
    const p = floorPts[i]!;
    const q = floorPts[(i + 1) % floorPts.length]!;
    const inward: P3 = norm([-(q[1] - p[1]), q[0] - p[0], 0]);
    const mid: P3 = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, -0.5];
    if (!facesCamera(cam, inward, mid)) continue;
    const zp = floorDepth(design, p[0]);
    const zq = floorDepth(design, q[0]);
    const shade = 0.8 + 0.18 * inward[0];
    const wall = projectPolygon(cam, [at(p, 0), at(q, 0), at(q, zq), at(p, zp)]);
    const band = projectPolygon(cam, [at(p, 0.03), at(q, 0.03), at(q, -0.2), at(p, -0.2)]);
    walls.push({
      depth: depthOf(cam, mid),
      svg:
        path_(d(wall), lit(scale(surface, shade), light), `stroke="${lit(scale(surface, shade), light)}" stroke-width="0.8"`) +
        path_(d(band), lit(scale(tileBand, shade), light), `stroke="${lit(scale(tileBand, shade), light)}" stroke-width="0.8"`),
    });
  }
  parts.push(...walls.sort((a, c) => c.depth - a.depth).map((w) => w.svg));

  // Entry steps at the shallow end.
  const sx = design.mirror ? b.maxX : b.minX;
  const dir = design.mirror ? -1 : 1;
  if (design.shape !== "lap") {
    for (let s = 0; s < 3; s++) {
      const x0 = sx + dir * s * 0.45;
      const z = -0.3 - s * 0.3;
      const step = projectPolygon(cam, [
        [x0, b.minY - 1, z],
        [x0 + dir * 0.45 * (3 - s), b.minY - 1, z],
        [x0 + dir * 0.45 * (3 - s), b.maxY + 1, z],
        [x0, b.maxY + 1, z],
      ]);
      parts.push(path_(d(step), lit(scale(surface, 1.04 - s * 0.03), light), `stroke="${lit("#ffffff", light)}" stroke-width="2" stroke-opacity="0.6"`));
    }
  }
  if (design.shape === "lap") {
    // Lane lines.
    for (const y of [-design.width / 4, design.width / 4]) {
      const lane = projectPolygon(cam, [
        [b.minX + 1.2, y - 0.1, -1.29],
        [b.maxX - 1.2, y - 0.1, -1.29],
        [b.maxX - 1.2, y + 0.1, -1.29],
        [b.minX + 1.2, y + 0.1, -1.29],
      ]);
      parts.push(path_(d(lane), lit("#1d4f78", light)));
    }
  }

  if (design.construction) {
    // Rebar grid over the gunite shell.
    const bars: string[] = [];
    for (let x = b.minX; x <= b.maxX; x += 0.6) {
      const s = projectSegment(cam, [x, b.minY, floorDepth(design, x) + 0.02], [x, b.maxY, floorDepth(design, x) + 0.02]);
      if (s) bars.push(`M${r1(s[0][0])} ${r1(s[0][1])}L${r1(s[1][0])} ${r1(s[1][1])}`);
    }
    for (let y = b.minY; y <= b.maxY; y += 0.6) {
      for (let x = b.minX; x < b.maxX; x += 0.6) {
        const s = projectSegment(cam, [x, y, floorDepth(design, x) + 0.02], [x + 0.6, y, floorDepth(design, x + 0.6) + 0.02]);
        if (s) bars.push(`M${r1(s[0][0])} ${r1(s[0][1])}L${r1(s[1][0])} ${r1(s[1][1])}`);
      }
    }
    parts.push(`<path d="${bars.join("")}" stroke="${lit("#7b4a2c", light)}" stroke-width="2" fill="none" opacity="0.8"/>`);
    svg.layers.push(`<g clip-path="${clip}">${parts.join("")}</g>`);
    svg.layers.push(path_(openingD, "none", `stroke="${lit("#77736d", light)}" stroke-width="2"`));
    return;
  }

  // Water: a translucent body over the floor, deeper toward the far side of the frame.
  const ob = { top: Math.min(...opening.map((p) => p[1])), bottom: Math.max(...opening.map((p) => p[1])) };
  const water: Record<Finish, [string, string]> = {
    aqua: ["#1fb5cf", "#0a7fb0"],
    blue: ["#1c8fd0", "#0a5a9c"],
    midnight: ["#1a86a6", "#0b4a74"],
  };
  const [nearC, farC] = water[design.finish];
  const waterFill = svg.linear(
    [
      [0, lit(farC, light), 0.92],
      [1, lit(nearC, light), 0.62],
    ],
    0,
    ob.top,
    0,
    ob.bottom,
  );
  const surfacePts = pool.map((p) => at(p, -0.12));
  const surfaceD = d(projectPolygon(cam, surfacePts));
  parts.push(path_(surfaceD, waterFill));

  // Caustic net on the floor: two families of wavering lines.
  const caustic: string[] = [];
  const step = 0.32;
  for (const angle of [0.55, -0.75]) {
    const ca = Math.cos(angle);
    const sa = Math.sin(angle);
    const phase = rng.range(0, 10);
    const span = Math.max(b.maxX - b.minX, b.maxY - b.minY) / 2 + 1;
    const [cx, cy] = centroid(pool);
    for (let o = -span; o <= span; o += 0.8) {
      const pts: P2[] = [];
      for (let t = -span; t <= span; t += step) {
        const wob = 0.16 * Math.sin(t * 2.3 + o * 3.1 + phase) + 0.07 * Math.sin(t * 5.1 - o * 1.7);
        const x = cx + ca * t - sa * (o + wob);
        const y = cy + sa * t + ca * (o + wob);
        const q = project(cam, [x, y, floorDepth(design, x) + 0.02]);
        pts.push(q);
      }
      caustic.push(d(pts, false));
    }
  }
  const causticColor = glow > 0.5 ? "#d9fffb" : "#ffffff";
  parts.push(`<path d="${caustic.join("")}" stroke="${causticColor}" stroke-width="1.6" fill="none" opacity="${glow > 0.5 ? 0.22 : 0.3}"/>`);

  // Underwater LED lights glow from the walls at dusk and night.
  if (glow > 0.5 && design.led) {
    const lights = Math.max(2, Math.round(design.length / 4.5));
    for (let i = 0; i < lights; i++) {
      const x = b.minX + ((i + 0.5) / lights) * (b.maxX - b.minX);
      const p = project(cam, [x, b.maxY - 0.4, -0.7]);
      const ppm = pxPerM(cam, [x, b.maxY, -0.7]);
      const g = svg.radial(
        [
          [0, "#ffffff", 0.85],
          [0.15, design.led, 0.75],
          [1, design.led, 0],
        ],
        p[0],
        p[1],
        ppm * 4.2,
        ppm * 2.6,
      );
      parts.push(`<ellipse cx="${r1(p[0])}" cy="${r1(p[1])}" rx="${r1(ppm * 4.2)}" ry="${r1(ppm * 2.6)}" fill="${g}"/>`);
    }
    const body = svg.linear([[0, design.led, 0.1], [1, design.led, 0.35]], 0, ob.top, 0, ob.bottom);
    parts.push(path_(surfaceD, body));
  }

  // Sky reflections on the surface.
  const sheen: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = rng.range(b.minX + 1, b.maxX - 1);
    const y = rng.range(b.minY + 0.6, b.maxY - 0.6);
    const len = rng.range(1.2, 2.6);
    const pts: P3[] = [];
    for (let k = 0; k < 10; k++) {
      const t = (k / 10) * Math.PI * 2;
      pts.push([x + len * Math.cos(t), y + 0.09 * Math.sin(t), -0.12]);
    }
    sheen.push(d(projectPolygon(cam, pts)));
  }
  parts.push(path_(sheen.join(""), glow > 0.5 ? "#e8fbff" : "#ffffff", `opacity="${glow > 0.5 ? 0.12 : 0.22}"`));
  if (design.service) {
    // A robotic cleaner working the floor.
    const x = b.minX + (b.maxX - b.minX) * 0.62;
    const z = floorDepth(design, x);
    const y = centroid(pool)[1];
    parts.push(box(ctx, x - 0.4, y - 0.3, z, x + 0.4, y + 0.3, z + 0.3, "#e9eef2"));
    parts.push(box(ctx, x - 0.42, y - 0.32, z, x + 0.42, y + 0.32, z + 0.1, "#2f6f9a"));
  }
  svg.layers.push(`<g clip-path="${clip}">${parts.join("")}</g>`);
  // The coping's inner edge catches the light.
  svg.layers.push(path_(openingD, "none", `stroke="${lit("#ffffff", light)}" stroke-width="2" stroke-opacity="0.55"`));
}

function drawSpa(ctx: Ctx, center: P2, kind: "round" | "square", poolCenter: P2) {
  const { svg, cam, light, design } = ctx;
  const h = 0.45;
  const outer: P2[] = [];
  const N = 48;
  for (let i = 0; i < N; i++) {
    const t = (i / N) * Math.PI * 2;
    if (kind === "round") outer.push([center[0] + 1.25 * Math.cos(t), center[1] + 1.25 * Math.sin(t)]);
    else {
      const c = Math.cos(t);
      const s = Math.sin(t);
      const k = 1.2 / Math.max(Math.abs(c), Math.abs(s)) ** 0.92;
      outer.push([center[0] + Math.max(-1.2, Math.min(1.2, k * c)), center[1] + Math.max(-1.2, Math.min(1.2, k * s))]);
    }
  }
  const out: string[] = [];
  const veneer = kind === "round" ? "#c9b89c" : design.coping;
  const toPool = norm([poolCenter[0] - center[0], poolCenter[1] - center[1], 0]);
  const spill: string[] = [];
  for (let i = 0; i < N; i++) {
    const p = outer[i]!;
    const q = outer[(i + 1) % N]!;
    const n: P3 = norm([q[1] - p[1], -(q[0] - p[0]), 0]);
    const mid: P3 = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, h / 2];
    if (!facesCamera(cam, n, mid)) continue;
    const shade = 0.78 + 0.2 * n[0];
    const face = d(projectPolygon(cam, [at(p, -0.12), at(q, -0.12), at(q, h), at(p, h)]));
    out.push(path_(face, lit(scale(veneer, shade), light), `stroke="${lit(scale(veneer, shade), light)}" stroke-width="0.8"`));
    if (dot(n, toPool) > 0.82) spill.push(face);
  }
  if (spill.length) {
    const top = project(cam, at(center, h));
    const bottom = project(cam, at(center, -0.1));
    const sheet = svg.linear([[0, "#e9fdff", 0.9], [1, design.led && light.glow > 0.5 ? design.led : "#7fd6ea", 0.6]], 0, top[1], 0, bottom[1] + 20);
    out.push(path_(spill.join(""), sheet));
  }
  out.push(path_(d(projectPolygon(cam, outer.map((p) => at(p, h)))), lit(design.coping, light)));
  const inner = outer.map(([x, y]): P2 => [center[0] + (x - center[0]) * 0.8, center[1] + (y - center[1]) * 0.8]);
  const innerD = d(projectPolygon(cam, inner.map((p) => at(p, h - 0.06))));
  const c = project(cam, at(center, h));
  const ppm = pxPerM(cam, at(center, h));
  const glowing = light.glow > 0.5;
  const waterFill = svg.radial(
    glowing
      ? [[0, "#ffffff", 1], [0.25, design.led, 1], [1, scale(design.led, 0.45), 1]]
      : [[0, "#8fe3f0"], [1, lit("#1d8fb8", light)]],
    c[0],
    c[1],
    ppm * 1.1,
    ppm * 0.7,
  );
  out.push(path_(innerD, waterFill));
  // Jets.
  const bubbles: string[] = [];
  for (let i = 0; i < 14; i++) {
    const t = (i / 14) * Math.PI * 2 + 0.2;
    const rr = 0.7 + 0.12 * Math.sin(i * 7.3);
    const p = project(cam, [center[0] + rr * Math.cos(t), center[1] + rr * Math.sin(t), h - 0.05]);
    bubbles.push(`<ellipse cx="${r1(p[0])}" cy="${r1(p[1])}" rx="${r1(ppm * 0.1)}" ry="${r1(ppm * 0.06)}"/>`);
  }
  out.push(`<g fill="#ffffff" opacity="0.75">${bubbles.join("")}</g>`);
  svg.items.push({ depth: depthOf(cam, at(center, 0)) + 1, svg: out.join("") });
}

function rockCluster(ctx: Ctx, anchor: P2, spread: number, waterfall: boolean) {
  const { cam, light, rng, design } = ctx;
  const rocks: { depth: number; svg: string }[] = [];
  const count = rng.int(6, 9);
  let tallest: { top: P3; r: number } | null = null;
  for (let i = 0; i < count; i++) {
    const x = anchor[0] + rng.range(-spread, spread);
    const y = anchor[1] + rng.range(0.2, 1.6);
    const r = rng.range(0.45, 0.95);
    const h = rng.range(0.5, 1.5) * (1.2 - Math.abs(x - anchor[0]) / (spread * 2));
    const sides = rng.int(6, 8);
    const base: P2[] = [];
    for (let k = 0; k < sides; k++) {
      const t = (k / sides) * Math.PI * 2 + rng.range(-0.2, 0.2);
      const rr = r * rng.range(0.8, 1.15);
      base.push([x + rr * Math.cos(t), y + rr * 0.8 * Math.sin(t)]);
    }
    const top = base.map(([px, py]): P2 => [x + (px - x) * 0.6, y + (py - y) * 0.6]);
    const color = rng.pick(["#8e8677", "#a39884", "#7d766b", "#9a8b74"]);
    const faces: string[] = [];
    for (let k = 0; k < sides; k++) {
      const a = base[k]!;
      const bb = base[(k + 1) % sides]!;
      const ta = top[k]!;
      const tb = top[(k + 1) % sides]!;
      const n = norm([bb[1] - a[1], -(bb[0] - a[0]), 0.5]);
      if (!facesCamera(cam, n, at(a, 0))) continue;
      const shade = 0.72 + 0.25 * (n[0] * 0.6 - n[1] * 0.4);
      faces.push(path_(d(projectPolygon(cam, [at(a, 0), at(bb, 0), at(tb, h), at(ta, h)])), lit(scale(color, shade), light)));
    }
    faces.push(path_(d(projectPolygon(cam, top.map((p) => at(p, h)))), lit(scale(color, 1.15), light)));
    rocks.push({ depth: depthOf(cam, [x, y, 0]), svg: faces.join("") });
    if (!tallest || h > tallest.top[2]) tallest = { top: [x, y - r * 0.5, h], r };
  }
  for (const r of rocks) ctx.svg.items.push(r);
  if (waterfall && tallest) {
    const [x, y, h] = tallest.top;
    const w = 0.35;
    const sheet = projectPolygon(cam, [
      [x - w, y, h * 0.85],
      [x + w, y, h * 0.85],
      [x + w * 1.3, anchor[1] - 0.3, -0.1],
      [x - w * 1.3, anchor[1] - 0.3, -0.1],
    ]);
    const top = project(cam, [x, y, h]);
    const bottom = project(cam, [x, anchor[1] - 0.3, -0.1]);
    const fill = ctx.svg.linear([[0, "#f4feff", 0.95], [1, light.glow > 0.5 ? design.led : "#9de4f2", 0.7]], 0, top[1], 0, bottom[1]);
    const ppm = pxPerM(cam, [x, anchor[1], 0]);
    const foam = `<ellipse cx="${r1(bottom[0])}" cy="${r1(bottom[1])}" rx="${r1(ppm * 0.75)}" ry="${r1(ppm * 0.22)}" fill="#ffffff" opacity="0.8"/>`;
    ctx.svg.items.push({ depth: depthOf(cam, [x, y - 1, 0]) - 0.5, svg: path_(d(sheet), fill) + foam });
  }
}

function sheerWall(ctx: Ctx) {
  const { cam, light, design, pool } = ctx;
  const b = bounds(pool);
  const x0 = b.minX + (b.maxX - b.minX) * 0.2;
  const x1 = b.maxX - (b.maxX - b.minX) * 0.2;
  const y0 = b.maxY + 0.4;
  const wall = box(ctx, x0, y0, 0, x1, y0 + 0.45, 1.0, scale(design.coping, 0.85));
  const spouts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = x0 + ((i + 0.5) / 3) * (x1 - x0);
    const sheet = projectPolygon(cam, [
      [cx - 0.35, y0, 0.8],
      [cx + 0.35, y0, 0.8],
      [cx + 0.38, y0 - 0.55, -0.1],
      [cx - 0.38, y0 - 0.55, -0.1],
    ]);
    const top = project(cam, [cx, y0, 0.8]);
    const bottom = project(cam, [cx, y0 - 0.55, -0.1]);
    const fill = ctx.svg.linear([[0, "#f4feff", 0.85], [1, light.glow > 0.5 ? design.led : "#bdeef8", 0.25]], 0, top[1], 0, bottom[1]);
    spouts.push(path_(d(sheet), fill));
  }
  ctx.svg.items.push({ depth: depthOf(cam, [(x0 + x1) / 2, y0, 0]), svg: wall + spouts.join("") });
}

function palm(ctx: Ctx, x: number, y: number, height: number) {
  const { cam, light, rng } = ctx;
  const base = project(cam, [x, y, 0]);
  const lean = rng.range(-0.9, 0.9);
  const topW: P3 = [x + lean, y + rng.range(-0.3, 0.3), height];
  const top = project(cam, topW);
  const ppm = pxPerM(cam, [x, y, height / 2]);
  const ctrl: P2 = [(base[0] + top[0]) / 2 + lean * ppm * 0.6, (base[1] + top[1]) / 2];
  const wBase = ppm * 0.22;
  const wTop = ppm * 0.14;
  const trunkColor = lit("#8a6d52", light);
  const trunk = `<path d="M${r1(base[0] - wBase)} ${r1(base[1])}Q${r1(ctrl[0] - (wBase + wTop) / 2)} ${r1(ctrl[1])} ${r1(top[0] - wTop)} ${r1(top[1])}L${r1(top[0] + wTop)} ${r1(top[1])}Q${r1(ctrl[0] + (wBase + wTop) / 2)} ${r1(ctrl[1])} ${r1(base[0] + wBase)} ${r1(base[1])}Z" fill="${trunkColor}"/>`;
  const rings: string[] = [];
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const px = (1 - t) ** 2 * base[0] + 2 * (1 - t) * t * ctrl[0] + t * t * top[0];
    const py = (1 - t) ** 2 * base[1] + 2 * (1 - t) * t * ctrl[1] + t * t * top[1];
    const w = wBase + (wTop - wBase) * t;
    rings.push(`M${r1(px - w)} ${r1(py)}L${r1(px + w)} ${r1(py + 2)}`);
  }
  const ringsSvg = `<path d="${rings.join("")}" stroke="${lit("#6b5240", light)}" stroke-width="1.5" fill="none"/>`;
  const fronds: string[] = [];
  const count = 9;
  const greens = ["#2f7a43", "#3d8f4f", "#276b3b"];
  for (let i = 0; i < count; i++) {
    const ang = (i / count) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const len = ppm * rng.range(2.2, 2.9);
    const dx = Math.cos(ang) * len;
    const dy = Math.sin(ang) * len * 0.45;
    const tip: P2 = [top[0] + dx, top[1] + dy + len * 0.45];
    const c1: P2 = [top[0] + dx * 0.55, top[1] + dy * 0.55 - len * 0.35];
    const w = ppm * 0.38;
    const nx = -Math.sin(ang) * w;
    const ny = Math.cos(ang) * w * 0.5;
    const color = lit(greens[i % 3]!, light);
    fronds.push(
      `<path d="M${r1(top[0])} ${r1(top[1])}Q${r1(c1[0] + nx)} ${r1(c1[1] + ny)} ${r1(tip[0])} ${r1(tip[1])}Q${r1(c1[0] - nx)} ${r1(c1[1] - ny)} ${r1(top[0])} ${r1(top[1])}Z" fill="${color}"/>`,
      `<path d="M${r1(top[0])} ${r1(top[1])}Q${r1(c1[0])} ${r1(c1[1])} ${r1(tip[0])} ${r1(tip[1])}" stroke="${lit("#1f5a31", light)}" stroke-width="1.4" fill="none"/>`,
    );
  }
  // Fronds behind the crown first, then in front.
  const uplight =
    light.glow > 0.5
      ? (() => {
          const g = ctx.svg.radial([[0, "#ffd9a0", 0.35], [1, "#ffd9a0", 0]], base[0], base[1] - ppm * 0.8, ppm * 0.9, ppm * 1.8);
          return `<ellipse cx="${r1(base[0])}" cy="${r1(base[1] - ppm * 0.8)}" rx="${r1(ppm * 0.9)}" ry="${r1(ppm * 1.8)}" fill="${g}"/>`;
        })()
      : "";
  const shadow = ctx.light.shadow ? shadowBlob(ctx, x + ctx.light.shadow[0] * height, y + ctx.light.shadow[1] * height, 1.5) : "";
  ctx.svg.items.push({
    depth: depthOf(cam, [x, y, 0]),
    svg: shadow + trunk + ringsSvg + uplight + `<circle cx="${r1(top[0])}" cy="${r1(top[1])}" r="${r1(ppm * 0.3)}" fill="${lit("#5c4a36", light)}"/>` + fronds.join(""),
  });
}

function shadowBlob(ctx: Ctx, x: number, y: number, r: number): string {
  const pts: P3[] = [];
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * Math.PI * 2;
    pts.push([x + r * Math.cos(t) * (1 + 0.2 * Math.sin(3 * t)), y + r * 0.8 * Math.sin(t), 0.01]);
  }
  return path_(d(projectPolygon(ctx.cam, pts)), "#0b1c2c", `opacity="${ctx.light.shadowOpacity * 0.8}"`);
}

/** A rounded shrub or tree canopy: overlapping discs, lit from the upper left. */
function shrub(ctx: Ctx, x: number, y: number, radius: number, height: number, color: string, flowers: string | null) {
  const { cam, light, rng } = ctx;
  const c = project(cam, [x, y, height]);
  const ppm = pxPerM(cam, [x, y, height]);
  const r = radius * ppm;
  const discs: string[] = [];
  const dark = lit(scale(color, 0.78), light);
  const mid = lit(color, light);
  const hi = lit(scale(color, 1.18), light);
  const blobs = rng.int(4, 6);
  const parts: [number, number, number][] = [];
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    parts.push([c[0] + Math.cos(a) * r * 0.45, c[1] + Math.sin(a) * r * 0.3, r * rng.range(0.55, 0.75)]);
  }
  for (const [px, py, pr] of parts) discs.push(`<circle cx="${r1(px)}" cy="${r1(py + r * 0.12)}" r="${r1(pr)}" fill="${dark}"/>`);
  for (const [px, py, pr] of parts) discs.push(`<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(pr * 0.88)}" fill="${mid}"/>`);
  discs.push(`<circle cx="${r1(c[0] - r * 0.25)}" cy="${r1(c[1] - r * 0.25)}" r="${r1(r * 0.4)}" fill="${hi}"/>`);
  if (flowers) {
    for (let i = 0; i < 7; i++) {
      discs.push(
        `<circle cx="${r1(c[0] + rng.range(-0.7, 0.7) * r)}" cy="${r1(c[1] + rng.range(-0.5, 0.4) * r)}" r="${r1(Math.max(1.5, r * 0.07))}" fill="${lit(flowers, light)}"/>`,
      );
    }
  }
  const shadow = ctx.light.shadow ? shadowBlob(ctx, x + ctx.light.shadow[0] * height, y + ctx.light.shadow[1] * height, radius * 0.9) : "";
  ctx.svg.items.push({ depth: depthOf(cam, [x, y, 0]), svg: shadow + discs.join("") });
}

function tree(ctx: Ctx, x: number, y: number, height: number) {
  const { cam, light, rng } = ctx;
  const base = project(cam, [x, y, 0]);
  const top = project(cam, [x, y, height * 0.6]);
  const ppm = pxPerM(cam, [x, y, 0]);
  const trunk = `<path d="M${r1(base[0] - ppm * 0.2)} ${r1(base[1])}L${r1(top[0] - ppm * 0.1)} ${r1(top[1])}L${r1(top[0] + ppm * 0.1)} ${r1(top[1])}L${r1(base[0] + ppm * 0.2)} ${r1(base[1])}Z" fill="${lit("#5a4636", light)}"/>`;
  ctx.svg.items.push({ depth: depthOf(cam, [x, y, 0]) + 0.01, svg: trunk });
  shrub(ctx, x, y, height * rng.range(0.3, 0.38), height * 0.72, rng.pick(["#3f7d3d", "#4a8a45", "#356f3a"]), null);
}

function fence(ctx: Ctx) {
  const { cam, light, design, fenceY } = ctx;
  const h = design.fence === "cedar" ? 1.9 : 2.1;
  const color = design.fence === "cedar" ? "#a8744f" : "#e6dccb";
  const face = projectPolygon(cam, [
    [-60, fenceY, 0],
    [60, fenceY, 0],
    [60, fenceY, h],
    [-60, fenceY, h],
  ]);
  const lines: string[] = [];
  if (design.fence === "cedar") {
    for (let z = 0.15; z < h; z += 0.16) {
      const s = projectSegment(cam, [-60, fenceY, z], [60, fenceY, z]);
      if (s) lines.push(`M${r1(s[0][0])} ${r1(s[0][1])}L${r1(s[1][0])} ${r1(s[1][1])}`);
    }
  }
  for (let x = -60; x <= 60; x += design.fence === "cedar" ? 2.4 : 4) {
    const s = projectSegment(cam, [x, fenceY, 0], [x, fenceY, h]);
    if (s) lines.push(`M${r1(s[0][0])} ${r1(s[0][1])}L${r1(s[1][0])} ${r1(s[1][1])}`);
  }
  const cap = projectPolygon(cam, [
    [-60, fenceY - 0.06, h],
    [60, fenceY - 0.06, h],
    [60, fenceY + 0.06, h + 0.06],
    [-60, fenceY + 0.06, h + 0.06],
  ]);
  ctx.svg.items.push({
    depth: 1e6,
    svg:
      path_(d(face), lit(color, light)) +
      `<path d="${lines.join("")}" stroke="${lit(scale(color, 0.78), light)}" stroke-width="1.6" fill="none"/>` +
      path_(d(cap), lit(scale(color, 0.9), light)),
  });
}

/** The far canopy: a band of rounded tree crowns across the whole horizon. Returns its top edge's screen y. */
function treeLine(ctx: Ctx): number {
  const { cam, light, rng, fenceY } = ctx;
  const y = fenceY + 16;
  const outline: P3[] = [];
  for (let x = -120; x <= 120; ) {
    const w = rng.range(2.5, 5);
    const h = rng.range(5.5, 8);
    for (let k = 0; k <= 6; k++) {
      const t = (k / 6) * Math.PI;
      outline.push([x + w / 2 - (w / 2) * Math.cos(t), y, h - w * 0.18 + (w / 2) * 0.7 * Math.sin(t)]);
    }
    x += w * 0.85;
  }
  const polygon: P3[] = [...outline, [120, y, 0], [-120, y, 0]];
  const color = ctx.time === "night" ? "#0c1628" : ctx.time === "dusk" ? "#525a8a" : "#5b8a63";
  const fill = lit(color, { ...light, ambientMix: light.ambientMix * 0.5 });
  ctx.svg.items.push({ depth: 2e6, svg: path_(d(projectPolygon(cam, polygon)), fill) });
  const center = project(cam, [cam.pos[0] + cam.fwd[0] * 40, y, 8]);
  return center[1];
}

function lounger(ctx: Ctx, x: number, y: number) {
  const frame = ctx.design.deck === "wood" ? "#f1efe9" : "#7b6a58";
  const cushion = ctx.rng.pick(["#ffffff", "#f3efe6", "#d7ecf2"]);
  const svg =
    (ctx.light.shadow ? shadowPolygon(ctx, [[x - 0.35, y - 0.95], [x + 0.35, y - 0.95], [x + 0.35, y + 0.95], [x - 0.35, y + 0.95]], 0.35) : contactShadow(ctx, x, y, 0.45, 1)) +
    box(ctx, x - 0.33, y - 0.95, 0.05, x + 0.33, y + 0.95, 0.3, frame) +
    box(ctx, x - 0.3, y - 0.9, 0.3, x + 0.3, y + 0.35, 0.38, cushion) +
    backrest(ctx, x, y + 0.35, cushion);
  ctx.svg.items.push({ depth: depthOf(ctx.cam, [x, y, 0]), svg });
}

function backrest(ctx: Ctx, x: number, y: number, color: string): string {
  const pts: P3[] = [
    [x - 0.3, y, 0.35],
    [x + 0.3, y, 0.35],
    [x + 0.3, y + 0.55, 0.95],
    [x - 0.3, y + 0.55, 0.95],
  ];
  return path_(d(projectPolygon(ctx.cam, pts)), lit(scale(color, 0.93), ctx.light));
}

function umbrella(ctx: Ctx, x: number, y: number) {
  const { cam, light } = ctx;
  const color = ctx.rng.pick(["#f4efe4", "#1f4e79", "#e8d3b0"]);
  const apex: P3 = [x, y, 2.7];
  const N = 8;
  const rim: P3[] = [];
  for (let i = 0; i < N; i++) {
    const t = (i / N) * Math.PI * 2 + 0.2;
    rim.push([x + 1.4 * Math.cos(t), y + 1.4 * Math.sin(t), 2.15]);
  }
  const panels: { depth: number; svg: string }[] = [];
  for (let i = 0; i < N; i++) {
    const a = rim[i]!;
    const b = rim[(i + 1) % N]!;
    const n = norm(cross(sub(a, apex), sub(b, apex)));
    const shade = 0.8 + 0.2 * Math.abs(n[0]);
    panels.push({ depth: depthOf(cam, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 2.3]), svg: path_(d(projectPolygon(cam, [apex, a, b])), lit(scale(color, shade), light)) });
  }
  const pole = projectSegment(cam, [x, y, 0], [x, y, 2.7]);
  const shadow = light.shadow ? shadowBlob(ctx, x + light.shadow[0] * 2.4, y + light.shadow[1] * 2.4, 1.4) : "";
  ctx.svg.items.push({
    depth: depthOf(cam, [x, y, 0]),
    svg:
      shadow +
      (pole ? `<path d="M${r1(pole[0][0])} ${r1(pole[0][1])}L${r1(pole[1][0])} ${r1(pole[1][1])}" stroke="${lit("#d9d4cc", light)}" stroke-width="${r1(pxPerM(cam, [x, y, 1]) * 0.06)}"/>` : "") +
      panels.sort((p, q) => q.depth - p.depth).map((p) => p.svg).join(""),
  });
}

function fireBowl(ctx: Ctx, x: number, y: number) {
  const { cam, light, svg } = ctx;
  const ped = box(ctx, x - 0.3, y - 0.3, 0, x + 0.3, y + 0.3, 0.5, "#9a938a");
  const c = project(cam, [x, y, 0.62]);
  const ppm = pxPerM(cam, [x, y, 0.6]);
  const bowl = `<path d="M${r1(c[0] - ppm * 0.55)} ${r1(c[1])}Q${r1(c[0])} ${r1(c[1] + ppm * 0.55)} ${r1(c[0] + ppm * 0.55)} ${r1(c[1])}Z" fill="${lit("#8c8780", light)}"/><ellipse cx="${r1(c[0])}" cy="${r1(c[1])}" rx="${r1(ppm * 0.55)}" ry="${r1(ppm * 0.16)}" fill="${lit("#4a4744", light)}"/>`;
  let flame = "";
  if (ctx.time !== "midday") {
    const g = svg.radial([[0, "#ffcf73", 0.7 * Math.max(0.4, light.glow)], [1, "#ff8a3d", 0]], c[0], c[1] - ppm * 0.2, ppm * 2.2, ppm * 1.6);
    const f = (dx: number, hgt: number, col: string) =>
      `<path d="M${r1(c[0] + dx - ppm * 0.22)} ${r1(c[1])}Q${r1(c[0] + dx - ppm * 0.2)} ${r1(c[1] - ppm * hgt * 0.6)} ${r1(c[0] + dx)} ${r1(c[1] - ppm * hgt)}Q${r1(c[0] + dx + ppm * 0.2)} ${r1(c[1] - ppm * hgt * 0.6)} ${r1(c[0] + dx + ppm * 0.22)} ${r1(c[1])}Z" fill="${col}"/>`;
    flame = `<ellipse cx="${r1(c[0])}" cy="${r1(c[1] - ppm * 0.2)}" rx="${r1(ppm * 2.2)}" ry="${r1(ppm * 1.6)}" fill="${g}"/>${f(-ppm * 0.12 / ppm, 0.7, "#ff8a3d")}${f(ppm * 0.15 / ppm, 0.55, "#ff9f45")}${f(0, 0.5, "#ffd36b")}`;
  }
  ctx.svg.items.push({ depth: depthOf(cam, [x, y, 0]), svg: contactShadow(ctx, x, y, 0.45, 0.45) + ped + bowl + flame });
}

function pergola(ctx: Ctx, x0: number, y0: number, x1: number, y1: number) {
  const { cam, light } = ctx;
  const wood = "#8a6446";
  const h = 2.8;
  const post = 0.18;
  const items: { depth: number; svg: string }[] = [];
  for (const [px, py] of [[x0, y0], [x1, y0], [x0, y1], [x1, y1]] as const) {
    items.push({ depth: depthOf(cam, [px, py, 0]), svg: box(ctx, px - post / 2, py - post / 2, 0, px + post / 2, py + post / 2, h, wood) });
  }
  const roof: string[] = [];
  roof.push(box(ctx, x0 - 0.3, y0 - 0.1, h, x1 + 0.3, y0 + 0.1, h + 0.25, wood));
  roof.push(box(ctx, x0 - 0.3, y1 - 0.1, h, x1 + 0.3, y1 + 0.1, h + 0.25, wood));
  const rafters: string[] = [];
  const shadows: string[] = [];
  for (let x = x0; x <= x1 + 0.01; x += 0.45) {
    rafters.push(box(ctx, x - 0.05, y0 - 0.4, h + 0.25, x + 0.05, y1 + 0.4, h + 0.45, scale(wood, 1.08)));
    if (light.shadow) {
      const s = light.shadow;
      shadows.push(d(projectPolygon(cam, [
        [x - 0.05 + s[0] * h, y0 - 0.4 + s[1] * h, 0.02],
        [x + 0.12 + s[0] * h, y0 - 0.4 + s[1] * h, 0.02],
        [x + 0.12 + s[0] * h, y1 + 0.4 + s[1] * h, 0.02],
        [x - 0.05 + s[0] * h, y1 + 0.4 + s[1] * h, 0.02],
      ])));
    }
  }
  // Shade under the slats, then the structure. The roof is drawn with the nearest post so it
  // stays above everything beneath it.
  const lights: string[] = [];
  if (light.glow > 0.5) {
    for (const yy of [y0 + (y1 - y0) * 0.33, y0 + (y1 - y0) * 0.66]) {
      const pts: P2[] = [];
      for (let k = 0; k <= 16; k++) {
        const t = k / 16;
        pts.push(project(cam, [x0 + (x1 - x0) * t, yy, h - 0.05 - 0.35 * Math.sin(Math.PI * t)]));
      }
      lights.push(`<path d="${d(pts, false)}" stroke="#2a2a2a" stroke-width="1" fill="none"/>`);
      for (const p of pts.slice(1, -1)) lights.push(`<circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="4.5" fill="#ffe2a1"/><circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="11" fill="#ffd27a" opacity="0.25"/>`);
    }
  }
  ctx.svg.layers.push(path_(shadows.join(""), "#0b1c2c", `opacity="${light.shadowOpacity}"`));
  const front = Math.min(...items.map((i) => i.depth));
  for (const i of items) ctx.svg.items.push(i);
  ctx.svg.items.push({ depth: front - 0.05, svg: roof.join("") + rafters.join("") + lights.join("") });
  // Outdoor sofa beneath.
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  ctx.svg.items.push({
    depth: depthOf(cam, [cx, cy + 0.8, 0]),
    svg: box(ctx, cx - 1.2, cy + 0.4, 0, cx + 1.2, cy + 1.2, 0.75, "#5b6670") + box(ctx, cx - 1.1, cy - 0.3, 0, cx + 1.1, cy + 1.0, 0.42, "#eeeae2"),
  });
  ctx.svg.items.push({ depth: depthOf(cam, [cx, cy - 1, 0]), svg: box(ctx, cx - 0.6, cy - 1.4, 0, cx + 0.6, cy - 0.8, 0.4, "#7b5a3f") });
}

function equipmentPad(ctx: Ctx, x: number, y: number) {
  const { cam, light } = ctx;
  const parts: string[] = [box(ctx, x - 1.4, y - 0.7, 0, x + 1.4, y + 0.7, 0.1, "#bdb8b0")];
  const cylinder = (cx: number, cy: number, r: number, h: number, color: string) => {
    const b = project(cam, [cx, cy, 0.1]);
    const t = project(cam, [cx, cy, h]);
    const ppm = pxPerM(cam, [cx, cy, h]);
    const rx = r * ppm;
    const ry = rx * 0.4;
    return `<path d="M${r1(b[0] - rx)} ${r1(b[1])}L${r1(t[0] - rx)} ${r1(t[1])}L${r1(t[0] + rx)} ${r1(t[1])}L${r1(b[0] + rx)} ${r1(b[1])}A${r1(rx)} ${r1(ry)} 0 0 1 ${r1(b[0] - rx)} ${r1(b[1])}Z" fill="${lit(color, light)}"/><ellipse cx="${r1(t[0])}" cy="${r1(t[1])}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${lit(scale(color, 1.15), light)}"/>`;
  };
  parts.push(cylinder(x - 0.8, y, 0.35, 1.2, "#3d4d5c"));
  parts.push(box(ctx, x - 0.2, y - 0.3, 0.1, x + 0.4, y + 0.3, 0.55, "#2f3a44"));
  parts.push(box(ctx, x + 0.6, y - 0.4, 0.1, x + 1.3, y + 0.4, 1.0, "#c7ccd1"));
  ctx.svg.items.push({ depth: depthOf(cam, [x, y, 0]), svg: parts.join("") });
}

/** A telescopic skimmer pole and leaf net laid along the pool's near edge. */
function skimmerPole(ctx: Ctx, x0: number, y: number, x1: number) {
  const pole = projectSegment(ctx.cam, [x0, y, 0.05], [x1, y, 0.05]);
  if (!pole) return;
  const ppm = pxPerM(ctx.cam, [x0, y, 0]);
  const net = projectPolygon(ctx.cam, [
    [x1, y - 0.3, 0.05],
    [x1 + 0.7, y - 0.3, 0.05],
    [x1 + 0.7, y + 0.3, 0.05],
    [x1, y + 0.3, 0.05],
  ]);
  ctx.svg.items.push({
    depth: depthOf(ctx.cam, [(x0 + x1) / 2, y, 0]),
    svg:
      `<path d="M${r1(pole[0][0])} ${r1(pole[0][1])}L${r1(pole[1][0])} ${r1(pole[1][1])}" stroke="${lit("#c9ced3", ctx.light)}" stroke-width="${r1(ppm * 0.05)}" stroke-linecap="round"/>` +
      path_(d(net), lit("#2f6f9a", ctx.light), `stroke="${lit("#1f4f70", ctx.light)}" stroke-width="2" fill-opacity="0.8"`),
  });
}

function pallet(ctx: Ctx, x: number, y: number) {
  const svg =
    box(ctx, x - 0.55, y - 0.55, 0, x + 0.55, y + 0.55, 0.15, "#9b7b55") +
    box(ctx, x - 0.5, y - 0.5, 0.15, x + 0.5, y + 0.5, 0.75, "#cdbfa8") +
    box(ctx, x + 0.8, y - 0.4, 0, x + 1.6, y + 0.4, 0.4, "#d9c8aa");
  ctx.svg.items.push({ depth: depthOf(ctx.cam, [x, y, 0]), svg });
}

function stakeLine(ctx: Ctx) {
  const b = bounds(offsetPolygon(ctx.pool, 1.2));
  const corners: P2[] = [[b.minX, b.minY], [b.maxX, b.minY], [b.maxX, b.maxY], [b.minX, b.maxY]];
  const stakes = corners
    .map(([x, y]) => {
      const s = projectSegment(ctx.cam, [x, y, 0], [x, y, 0.6]);
      return s ? `M${r1(s[0][0])} ${r1(s[0][1])}L${r1(s[1][0])} ${r1(s[1][1])}` : "";
    })
    .join("");
  const string = d(corners.map(([x, y]) => project(ctx.cam, [x, y, 0.5])));
  ctx.svg.items.push({
    depth: 1e5,
    svg: `<path d="${stakes}" stroke="${lit("#c89b5b", ctx.light)}" stroke-width="4"/><path d="${string}" stroke="#ff6b3d" stroke-width="1.4" fill="none"/>`,
  });
}

// ---------------------------------------------------------------------------------------------
// Composition

function drawScene(key: string, scene: Scene): string {
  const { design, view } = scene;
  const rng = makeRng(`${key}:details`);
  const designRng = makeRng(`${key}:shape`);
  const pool = poolOutline(design, designRng);
  const pb = bounds(pool);
  const deckMargin = { left: rng.range(2.5, 4), right: rng.range(2.5, 4), front: rng.range(2, 3), back: rng.range(3.3, 4) };
  if (design.pergola) deckMargin[design.mirror ? "right" : "left"] += 3.5;
  const deck: P2[] = [
    [pb.minX - deckMargin.left, pb.minY - deckMargin.front],
    [pb.maxX + deckMargin.right, pb.minY - deckMargin.front],
    [pb.maxX + deckMargin.right, pb.maxY + deckMargin.back],
    [pb.minX - deckMargin.left, pb.maxY + deckMargin.back],
  ];
  const fenceY = pb.maxY + deckMargin.back + rng.range(3, 5);
  const poolCenter = centroid(pool);
  const spaCenter: P2 = design.spa
    ? (() => {
        const targetX = design.mirror ? pb.minX + 2.2 : pb.maxX - 2.2;
        const back = pool.filter((p) => p[1] > poolCenter[1]).reduce((best, p) => (Math.abs(p[0] - targetX) < Math.abs(best[0] - targetX) ? p : best));
        return [back[0], back[1] + 0.3];
      })()
    : poolCenter;

  const focus: P2 =
    view.focus === "spa" && design.spa
      ? spaCenter
      : view.focus === "feature"
        ? [design.mirror ? pb.maxX - 2.5 : pb.minX + 2.5, pb.maxY - 1]
        : [poolCenter[0], poolCenter[1] + view.lift];
  const cam = makeCamera([focus[0], focus[1], 0], view.yaw, view.dist, view.height, view.fov, view.shift);
  const light = LIGHT[view.time];
  const svg = new Svg();
  const ctx: Ctx = { svg, cam, light, time: view.time, rng, design, pool, deck, fenceY };

  drawSky(ctx, treeLine(ctx));
  drawGround(ctx);
  drawDeck(ctx);
  drawPool(ctx);
  fence(ctx);

  // Trees beyond the fence and a planted border in front of it.
  for (let x = -40; x <= 40; x += rng.range(7, 12)) tree(ctx, x + rng.range(-1, 1), fenceY + rng.range(4, 8), rng.range(5.5, 7.5));
  const bed = ["#4e8c4a", "#5f9a50", "#3f7b45", "#6aa257"];
  for (let x = -30; x <= 30; x += rng.range(1.4, 2.2)) {
    shrub(ctx, x, fenceY - rng.range(0.7, 1.4), rng.range(0.55, 0.9), rng.range(0.5, 0.9), rng.pick(bed), rng.chance(0.25) ? rng.pick(["#e0679b", "#b07ad8", "#f2f0ea"]) : null);
  }

  if (design.spa) drawSpa(ctx, spaCenter, design.spa, poolCenter);
  if (design.rocks) {
    const ax = design.mirror ? pb.maxX - 2.5 : pb.minX + 2.5;
    const back = pool.filter((p) => p[1] > poolCenter[1]).reduce((best, p) => (Math.abs(p[0] - ax) < Math.abs(best[0] - ax) ? p : best));
    rockCluster(ctx, [back[0], back[1] + 0.2], 1.3, !design.construction);
  }
  if (design.sheerWall) sheerWall(ctx);

  const pergolaSide = design.mirror ? 1 : -1;
  if (design.pergola) {
    const xEdge = pergolaSide < 0 ? pb.minX - deckMargin.left + 0.6 : pb.maxX + deckMargin.right - 0.6;
    const xInner = xEdge - pergolaSide * 3.6;
    pergola(ctx, Math.min(xEdge, xInner), pb.minY + 0.3, Math.max(xEdge, xInner), pb.minY + 4.3);
  }
  // Loungers on the back deck, facing the pool, clear of the spa and rock work.
  if (!design.construction) {
    const rocksX = design.mirror ? pb.maxX - 2.5 : pb.minX + 2.5;
    const wall = design.sheerWall ? [pb.minX + (pb.maxX - pb.minX) * 0.15, pb.maxX - (pb.maxX - pb.minX) * 0.15] : null;
    const free: number[] = [];
    for (let x = pb.minX - deckMargin.left + 1; x <= pb.maxX + deckMargin.right - 1; x += 1.05) {
      if (design.spa && Math.abs(x - spaCenter[0]) < 2) continue;
      if (design.rocks && Math.abs(x - rocksX) < 2.4) continue;
      if (wall && x > wall[0]! - 0.5 && x < wall[1]! + 0.5) continue;
      if (design.pergola && (pergolaSide < 0 ? x < pb.minX - 0.5 : x > pb.maxX + 0.5)) continue;
      free.push(x);
    }
    const start = design.spa ? (spaCenter[0] > poolCenter[0] ? 0 : Math.max(0, free.length - design.loungers)) : Math.floor((free.length - design.loungers) / 2);
    const chosen = free.slice(Math.max(0, start), Math.max(0, start) + design.loungers);
    for (const x of chosen) lounger(ctx, x, pb.maxY + 1.5);
    const last = chosen.at(-1);
    if (design.umbrella && last !== undefined) umbrella(ctx, last + 1.1, pb.maxY + 2.2);
  }
  if (design.fireBowls && !design.construction) {
    fireBowl(ctx, pb.minX - 0.1, pb.minY - 1.0);
    fireBowl(ctx, pb.maxX + 0.1, pb.minY - 1.0);
  }
  // Palms in the deck's corners, a few shrubs along its sides.
  const palmSpots: P2[] = [
    [pb.maxX + deckMargin.right + 0.8, pb.maxY + 1],
    [pb.minX - deckMargin.left - 0.8, pb.maxY + 0.5],
    [pb.minX - deckMargin.left - 1, pb.maxY + 3],
  ];
  for (let i = 0; i < design.palms; i++) {
    const [x, y] = palmSpots[i]!;
    palm(ctx, design.mirror ? -x : x, y, rng.range(4.5, 6.5));
  }
  for (let i = 0; i < 4; i++) {
    const side = i % 2 ? 1 : -1;
    const x = side > 0 ? pb.maxX + deckMargin.right + rng.range(0.8, 1.6) : pb.minX - deckMargin.left - rng.range(0.8, 1.6);
    shrub(ctx, x, pb.minY + rng.range(-1, 4), rng.range(0.6, 0.9), 0.6, rng.pick(bed), design.construction ? null : rng.chance(0.4) ? "#f28ab2" : null);
  }
  if (design.service) {
    equipmentPad(ctx, poolCenter[0] + (design.mirror ? -3 : 3), fenceY - 1.1);
    skimmerPole(ctx, pb.minX + 1, pb.minY - 1.1, pb.maxX - 2);
  }
  if (design.renovation) pallet(ctx, pb.minX - deckMargin.left + 1.2, pb.minY - 1.2);
  if (design.construction) {
    stakeLine(ctx);
    pallet(ctx, pb.maxX + 2.5, pb.minY - 1.5);
  }

  // Evening: warm path lights at the deck's corners.
  if (light.glow > 0.5) {
    const glows: string[] = [];
    for (const [x, y] of deck) {
      const p = project(cam, [x, y, 0.3]);
      const ppm = pxPerM(cam, [x, y, 0]);
      const g = svg.radial([[0, "#ffe3a8", 0.8], [1, "#ffc56b", 0]], p[0], p[1], ppm * 1.5, ppm * 0.8);
      glows.push(`<ellipse cx="${r1(p[0])}" cy="${r1(p[1])}" rx="${r1(ppm * 1.5)}" ry="${r1(ppm * 0.8)}" fill="${g}"/>`);
    }
    svg.items.push({ depth: -1, svg: glows.join("") });
  }
  // A soft vignette gives every frame the same finished edge.
  const vignette = svg.radial([[0.55, "#000000", 0], [1, "#061222", view.time === "midday" ? 0.18 : 0.32]], CANVAS_W / 2, CANVAS_H / 2, CANVAS_W * 0.72, CANVAS_H * 0.8);
  svg.items.push({ depth: -2, svg: `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="${vignette}"/>` });
  return svg.render();
}

// ---------------------------------------------------------------------------------------------
// The image keys (DECISIONS §2, §3)

/** The portfolio's launch projects are the one source of ids and image counts. */
const PROJECTS = launchProjects.map((project) => ({
  id: project.id,
  title: project.title,
  location: project.location,
  images: project.images.length,
}));


/** A few project designs are pinned so the featured and footer projects show their best side. */
const PROJECT_DESIGNS: Record<string, Partial<Design>> = {
  "nguyen-family-project": { shape: "freeform", spa: "round", rocks: true },
  "hartley-family-project": { shape: "geometric", spa: "square", fireBowls: true, sheerWall: true },
  "brennan-family-project": { shape: "kidney", palms: 3, rocks: true, pergola: true },
  "delgado-family-project": { shape: "l-shape", spa: "square", pergola: true, fireBowls: true },
  "modern-retreat-project": { shape: "rectangle", sheerWall: true, fireBowls: true, deck: "porcelain", palms: 0 },
  "coastal-oasis-project": { shape: "freeform", palms: 3, deck: "travertine", finish: "aqua" },
  "prescott-family-project": { shape: "lap", pergola: true, deck: "wood" },
  "castillo-family-project": { shape: "rectangle", spa: "round", umbrella: true },
  "serene-escape-project": { shape: "kidney", spa: "round", rocks: true },
};

const PROJECT_VIEWS: readonly Partial<View>[] = [
  {},
  { focus: "spa", dist: 10.5, height: 5.5 },
  { focus: "feature", dist: 11.5, height: 6.5 },
  { dist: 20, height: 12 },
  { focus: "spa", dist: 12, height: 7 },
  { dist: 14, height: 5.2 },
  { focus: "feature", dist: 13, height: 9 },
  { dist: 17, height: 8 },
];

function describe(design: Design, view: View): string {
  const features: string[] = [];
  if (design.spa) features.push(`a raised ${design.spa === "round" ? "round" : "square"} spillover spa`);
  if (design.rocks) features.push("a natural rock waterfall");
  if (design.sheerWall) features.push("a sheer-descent water wall");
  if (design.fireBowls) features.push("fire bowls");
  if (design.pergola) features.push("a shaded pergola lounge");
  if (design.palms > 0) features.push("palms");
  const list = features.length > 1 ? `${features.slice(0, -1).join(", ")} and ${features.at(-1)}` : (features[0] ?? "");
  const lighting = view.time === "dusk" || view.time === "night" ? `, glowing with ${LED_COLORS[design.led] ?? "colored"} LED lights` : "";
  return `${SHAPE_LABEL[design.shape]} pool${list ? ` with ${list}` : ""} on a ${DECK_LABEL[design.deck]} deck ${TIME_LABEL[view.time]}${lighting}`;
}

function imageSpecs(): { key: string; scene: Scene; alt: string }[] {
  const specs: { key: string; scene: Scene; alt: string }[] = [];
  const add = (key: string, design: Partial<Design>, view: Partial<View>, alt: (d: Design, v: View) => string) => {
    const rng = makeRng(key);
    const d = randomDesign(rng, design);
    const v = randomView(rng, view);
    if (d.pergola) v.yaw = Math.abs(v.yaw) * (d.mirror ? -1 : 1);
    specs.push({ key, scene: { design: d, view: v }, alt: alt(d, v) });
  };
  const illustration = (d: Design, v: View) => `Illustration of a ${describe(d, v)}`;

  add(
    "hero-home",
    { shape: "freeform", spa: "round", rocks: true, pergola: false, fireBowls: true, palms: 3, finish: "aqua", led: "#5ef2ff", deck: "travertine", loungers: 3, umbrella: false },
    { time: "dusk", yaw: -18, dist: 16.5, height: 7, fov: 58, lift: 0.6, shift: 0.27 },
    (d, v) => `Illustration of a backyard resort at dusk: a ${describe(d, v)}`,
  );
  add("about-story", { shape: "kidney", palms: 2, umbrella: true, loungers: 3, spa: null, rocks: true }, { time: "golden", yaw: 24 }, illustration);
  add("cta-backyard", { shape: "geometric", pergola: true, fireBowls: true, spa: "square", led: "#b497ff" }, { time: "dusk", yaw: -26 }, illustration);

  add("service-custom-pools-spas", { shape: "freeform", spa: "round", rocks: true, palms: 2 }, { time: "golden", yaw: 20 }, (d, v) => `Illustration of a custom ${describe(d, v)}`);
  add(
    "service-upgrades-repairs",
    { shape: "rectangle", renovation: true, spa: null, pergola: false, fireBowls: false, umbrella: false, deck: "pavers" },
    { time: "midday", yaw: 22, lift: 0 },
    (d, v) => `Illustration of a pool upgrade in progress: a ${describe(d, v)}, one side of the deck lifted to its sand bed and a pallet of new pavers ready`,
  );
  add(
    "service-pool-servicing",
    { shape: "kidney", service: true, pergola: false, spa: null, finish: "aqua", rocks: false, fireBowls: false, umbrella: false },
    { time: "midday", yaw: -20 },
    (d, v) => `Illustration of a freshly serviced ${describe(d, v)}, a robotic cleaner on the pool floor and the pump, filter and heater on their equipment pad`,
  );
  add(
    "service-modern-pool-designs",
    { shape: "rectangle", sheerWall: true, fireBowls: true, deck: "porcelain", palms: 0, pergola: true, spa: "square", finish: "midnight", led: "#5aa9ff" },
    { time: "dusk", yaw: 16 },
    (d, v) => `Illustration of a modern ${describe(d, v)}`,
  );
  add(
    "service-hot-tub-integration",
    { shape: "freeform", spa: "round", led: "#b497ff", rocks: false, pergola: false },
    { time: "night", focus: "spa", dist: 8.5, height: 3.2, yaw: -14, shift: 0.16, fov: 60 },
    (d, v) => `Illustration of a raised spa integrated with a ${describe(d, v)}`,
  );
  add(
    "service-professional-installation",
    { shape: "freeform", construction: true, spa: null, rocks: false, pergola: false, fireBowls: false, palms: 0, sheerWall: false, umbrella: false },
    { time: "midday", yaw: 18 },
    (d) => `Illustration of a ${SHAPE_LABEL[d.shape]} pool under construction: the excavated shell with its steel rebar grid, stakes and string line marking the deck, and a pallet of materials`,
  );

  for (const project of PROJECTS) {
    const designRng = makeRng(project.id);
    const design = randomDesign(designRng, PROJECT_DESIGNS[project.id]);
    const times = (["midday", "golden", "dusk", "night"] as const).slice();
    // A seeded rotation of the times of day so neighbouring slots differ.
    const offset = designRng.int(0, 3);
    for (let n = 1; n <= project.images; n++) {
      const key = `project-${project.id}-${n}`;
      const rng = makeRng(key);
      const baseView = PROJECT_VIEWS[(n - 1) % PROJECT_VIEWS.length]!;
      const time = times[(n - 1 + offset) % 4]!;
      // The camera stays on the side away from a pergola, which would otherwise fill the foreground.
      const side = design.pergola ? (design.mirror ? -1 : 1) : n % 2 ? 1 : -1;
      const view = randomView(rng, { ...baseView, time, yaw: side * rng.range(n % 2 ? 8 : 22, n % 2 ? 22 : 36) });
      if (view.focus === "spa" && !design.spa) view.focus = "feature";
      const alt = `${project.title} in ${project.location} (view ${n} of ${project.images}): illustration of a ${describe(design, view)}`;
      specs.push({ key, scene: { design, view }, alt });
    }
  }
  return specs;
}

// ---------------------------------------------------------------------------------------------
// Encoding, cache and manifest

function sha(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

async function readManifest(): Promise<ImageManifest> {
  if (!existsSync(MANIFEST_PATH)) return {};
  return JSON.parse(await readFile(MANIFEST_PATH, "utf8")) as ImageManifest;
}

function filesFor(key: string, entry: Pick<ImageManifestEntry, "variants">): string[] {
  return [
    ...entry.variants.flatMap((v) => [`${key}-${v.width}.avif`, `${key}-${v.width}.webp`]),
    `${key}-og.jpg`,
  ];
}

async function encodeKey(key: string, svg: string, alt: string, sourceHash: string): Promise<ImageManifestEntry> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  const [encoded, og, placeholder] = await Promise.all([encodeVariants(png), encodeOgImage(png), dominantColor(png)]);
  const version = createHash("sha256");
  for (const v of encoded.variants) {
    await writeFile(path.join(OUT_DIR, `${key}-${v.width}.avif`), v.avif);
    await writeFile(path.join(OUT_DIR, `${key}-${v.width}.webp`), v.webp);
    version.update(v.avif).update(v.webp);
  }
  await writeFile(path.join(OUT_DIR, `${key}-og.jpg`), og);
  version.update(og);
  const largest = encoded.variants.at(-1)!;
  return {
    alt,
    width: largest.width,
    height: largest.height,
    variants: encoded.variants.map((v) => ({ width: v.width, height: v.height })),
    placeholder,
    version: version.digest("hex").slice(0, 10),
    sourceHash,
  };
}

async function main() {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const only = process.argv.find((a) => a.startsWith("--svg="))?.slice(6);
  await mkdir(OUT_DIR, { recursive: true });
  const specs = imageSpecs();

  if (only) {
    // Preview: write the SVG and a PNG of one key to /tmp without touching the outputs.
    for (const spec of specs.filter((s) => s.key.includes(only))) {
      const svg = drawScene(spec.key, spec.scene);
      await writeFile(`/tmp/preview-${spec.key}.svg`, svg);
      await sharp(Buffer.from(svg)).resize(900).png().toFile(`/tmp/preview-${spec.key}.png`);
      console.log(`/tmp/preview-${spec.key}.png  ${spec.alt}`);
    }
    return;
  }

  const previous = await readManifest();
  const manifest: ImageManifest = {};
  let encoded = 0;
  const queue = [...specs];
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const svg = drawScene(spec.key, spec.scene);
      const sourceHash = sha(`${ENCODER_SIGNATURE}\n${svg}`).slice(0, 16);
      const cached = previous[spec.key];
      if (!force && cached && cached.sourceHash === sourceHash && filesFor(spec.key, cached).every((f) => existsSync(path.join(OUT_DIR, f)))) {
        manifest[spec.key] = { ...cached, alt: spec.alt };
        continue;
      }
      const t = performance.now();
      manifest[spec.key] = await encodeKey(spec.key, svg, spec.alt, sourceHash);
      encoded += 1;
      console.log(`${spec.key.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1)}s`);
    }
  };
  // Two keys at a time: libvips already spreads each encode across the cores.
  await Promise.all([worker(), worker()]);

  // Drop files of keys or widths that no longer exist.
  const wanted = new Set(Object.entries(manifest).flatMap(([key, entry]) => filesFor(key, entry)));
  for (const file of await readdir(OUT_DIR)) {
    if (!wanted.has(file)) await rm(path.join(OUT_DIR, file));
  }
  const ordered = Object.fromEntries(specs.map((s) => [s.key, manifest[s.key]!]));
  await writeFile(MANIFEST_PATH, `${JSON.stringify(ordered, null, 2)}\n`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${specs.length} images, ${encoded} encoded, ${specs.length - encoded} cached, in ${seconds.toFixed(1)}s`);
}

await main();
