/** Palms, shrubs, trees, the fence and the tree line behind it. */
import { scale } from "#scripts/images/colour.ts";
import type { Ctx } from "#scripts/images/draw-context.ts";
import { d, depthOf, project, projectPolygon, projectSegment, pxPerM, r1, type P2, type P3 } from "#scripts/images/geometry.ts";
import { lit } from "#scripts/images/light.ts";
import { path_ } from "#scripts/images/svg.ts";

export function palm(ctx: Ctx, x: number, y: number, height: number) {
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

export function shadowBlob(ctx: Ctx, x: number, y: number, r: number): string {
  const pts: P3[] = [];
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * Math.PI * 2;
    pts.push([x + r * Math.cos(t) * (1 + 0.2 * Math.sin(3 * t)), y + r * 0.8 * Math.sin(t), 0.01]);
  }
  return path_(d(projectPolygon(ctx.cam, pts)), "#0b1c2c", `opacity="${ctx.light.shadowOpacity * 0.8}"`);
}

/** A rounded shrub or tree canopy: overlapping discs, lit from the upper left. */
export function shrub(ctx: Ctx, x: number, y: number, radius: number, height: number, color: string, flowers: string | null) {
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

export function tree(ctx: Ctx, x: number, y: number, height: number) {
  const { cam, light, rng } = ctx;
  const base = project(cam, [x, y, 0]);
  const top = project(cam, [x, y, height * 0.6]);
  const ppm = pxPerM(cam, [x, y, 0]);
  const trunk = `<path d="M${r1(base[0] - ppm * 0.2)} ${r1(base[1])}L${r1(top[0] - ppm * 0.1)} ${r1(top[1])}L${r1(top[0] + ppm * 0.1)} ${r1(top[1])}L${r1(base[0] + ppm * 0.2)} ${r1(base[1])}Z" fill="${lit("#5a4636", light)}"/>`;
  ctx.svg.items.push({ depth: depthOf(cam, [x, y, 0]) + 0.01, svg: trunk });
  shrub(ctx, x, y, height * rng.range(0.3, 0.38), height * 0.72, rng.pick(["#3f7d3d", "#4a8a45", "#356f3a"]), null);
}

export function fence(ctx: Ctx) {
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
export function treeLine(ctx: Ctx): number {
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
