/** Loungers, umbrellas, fire bowls, pergolas, pool equipment and building-site props. */
import { scale } from "#scripts/images/colour.ts";
import { box, contactShadow, shadowPolygon, type Ctx } from "#scripts/images/draw-context.ts";
import { shadowBlob } from "#scripts/images/draw-planting.ts";
import { bounds, cross, d, depthOf, norm, offsetPolygon, project, projectPolygon, projectSegment, pxPerM, r1, sub, type P2, type P3 } from "#scripts/images/geometry.ts";
import { lit } from "#scripts/images/light.ts";
import { path_ } from "#scripts/images/svg.ts";

export function lounger(ctx: Ctx, x: number, y: number) {
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

export function umbrella(ctx: Ctx, x: number, y: number) {
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

export function fireBowl(ctx: Ctx, x: number, y: number) {
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

export function pergola(ctx: Ctx, x0: number, y0: number, x1: number, y1: number) {
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

export function equipmentPad(ctx: Ctx, x: number, y: number) {
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
export function skimmerPole(ctx: Ctx, x0: number, y: number, x1: number) {
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

export function pallet(ctx: Ctx, x: number, y: number) {
  const svg =
    box(ctx, x - 0.55, y - 0.55, 0, x + 0.55, y + 0.55, 0.15, "#9b7b55") +
    box(ctx, x - 0.5, y - 0.5, 0.15, x + 0.5, y + 0.5, 0.75, "#cdbfa8") +
    box(ctx, x + 0.8, y - 0.4, 0, x + 1.6, y + 0.4, 0.4, "#d9c8aa");
  ctx.svg.items.push({ depth: depthOf(ctx.cam, [x, y, 0]), svg });
}

export function stakeLine(ctx: Ctx) {
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
