/** The pool's outline in plan, for each shape. */
import { ccw, type P2 } from "#scripts/images/geometry.ts";
import type { Rng } from "#scripts/images/random.ts";
import type { Design } from "#scripts/images/scene.ts";

export function poolOutline(design: Design, rng: Rng): P2[] {
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
export function densify(poly: readonly P2[], step: number): P2[] {
  const out: P2[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / step));
    for (let k = 0; k < n; k++) out.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
  }
  return out;
}
