/** The pool itself, spas, rock waterfalls and sheer-descent walls. */
import { scale } from "#scripts/images/colour.ts";
import { box, type Ctx } from "#scripts/images/draw-context.ts";
import { at, bounds, centroid, d, depthOf, dot, facesCamera, norm, offsetPolygon, project, projectPolygon, projectSegment, pxPerM, r1, type P2, type P3 } from "#scripts/images/geometry.ts";
import { lit } from "#scripts/images/light.ts";
import { densify } from "#scripts/images/pool-outline.ts";
import type { Design, Finish } from "#scripts/images/scene.ts";
import { path_ } from "#scripts/images/svg.ts";

function floorDepth(design: Design, x: number): number {
  const half = design.length / 2;
  const t = Math.max(0, Math.min(1, ((design.mirror ? -x : x) + half) / (2 * half)));
  const s = t * t * (3 - 2 * t);
  return design.shape === "lap" ? -1.3 : -(1.0 + 1.3 * s);
}

export function drawPool(ctx: Ctx) {
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

export function drawSpa(ctx: Ctx, center: P2, kind: "round" | "square", poolCenter: P2) {
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

export function rockCluster(ctx: Ctx, anchor: P2, spread: number, waterfall: boolean) {
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

export function sheerWall(ctx: Ctx) {
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
