/** Points, the perspective camera, and the polygon helpers the drawing uses. */
import { CANVAS_H, CANVAS_W } from "#scripts/images/canvas.ts";

export type P2 = readonly [number, number];
export type P3 = readonly [number, number, number];

export const dot = (a: P3, b: P3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const sub = (a: P3, b: P3): P3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const cross = (a: P3, b: P3): P3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: P3): P3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

export type Camera = { pos: P3; right: P3; up: P3; fwd: P3; f: number; cx: number; cy: number };

export function makeCamera(target: P3, yawDeg: number, dist: number, height: number, hfovDeg: number, shift: number): Camera {
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

export function project(c: Camera, p: P3): P2 {
  return fromCam(c, toCam(c, p));
}

export function depthOf(c: Camera, p: P3): number {
  return toCam(c, p)[2];
}

/** Pixels per metre at a world point. */
export function pxPerM(c: Camera, p: P3): number {
  return c.f / Math.max(NEAR, depthOf(c, p));
}

/** Projects a 3D polygon, clipped against the near plane so ground planes can reach past the frame. */
export function projectPolygon(c: Camera, pts: readonly P3[]): P2[] {
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

export function projectSegment(c: Camera, a: P3, b: P3): [P2, P2] | null {
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
export function facesCamera(c: Camera, normal: P3, pointOnFace: P3): boolean {
  return dot(normal, sub(c.pos, pointOnFace)) > 0;
}

export const r1 = (n: number) => (Math.round(n * 10) / 10).toString();

export function d(pts: readonly P2[], close = true): string {
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

export function ccw(poly: P2[]): P2[] {
  return signedArea(poly) < 0 ? [...poly].reverse() : poly;
}

/** Offsets a counter-clockwise polygon outward (positive) or inward (negative) with mitred joins. */
export function offsetPolygon(poly: readonly P2[], dist: number): P2[] {
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

export function bounds(poly: readonly P2[]) {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

export function centroid(poly: readonly P2[]): P2 {
  const b = bounds(poly);
  return [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
}

export const at = (p: P2, z: number): P3 => [p[0], p[1], z];
