/** What every drawing function shares, and the shadows and boxes the drawings are built from. */
import { scale } from "#scripts/images/colour.ts";
import { at, d, facesCamera, projectPolygon, type Camera, type P2, type P3 } from "#scripts/images/geometry.ts";
import { lit, type Light } from "#scripts/images/light.ts";
import type { Rng } from "#scripts/images/random.ts";
import type { Design, TimeOfDay } from "#scripts/images/scene.ts";
import { path_, type Svg } from "#scripts/images/svg.ts";

export type Ctx = {
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

export function shadowPolygon(ctx: Ctx, footprint: readonly P2[], height: number): string {
  const s = ctx.light.shadow;
  if (!s) return "";
  const pts: P2[] = [...footprint, ...footprint.map(([x, y]): P2 => [x + s[0] * height, y + s[1] * height])];
  const hull = convexHull(pts);
  return path_(d(projectPolygon(ctx.cam, hull.map((p) => at(p, 0.01)))), "#0b1c2c", `opacity="${ctx.light.shadowOpacity}"`);
}

export function contactShadow(ctx: Ctx, x: number, y: number, rx: number, ry: number): string {
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
export function box(ctx: Ctx, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, color: string): string {
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
