/** One picture: the scene laid out and drawn, back to front. */
import { CANVAS_H, CANVAS_W } from "#scripts/images/canvas.ts";
import type { Ctx } from "#scripts/images/draw-context.ts";
import { equipmentPad, fireBowl, lounger, pallet, pergola, skimmerPole, stakeLine, umbrella } from "#scripts/images/draw-furniture.ts";
import { drawDeck, drawGround, drawSky } from "#scripts/images/draw-ground.ts";
import { fence, palm, shrub, tree, treeLine } from "#scripts/images/draw-planting.ts";
import { drawPool, drawSpa, rockCluster, sheerWall } from "#scripts/images/draw-water.ts";
import { bounds, centroid, makeCamera, project, pxPerM, r1, type P2 } from "#scripts/images/geometry.ts";
import { LIGHT } from "#scripts/images/light.ts";
import { poolOutline } from "#scripts/images/pool-outline.ts";
import { makeRng } from "#scripts/images/random.ts";
import type { Scene } from "#scripts/images/scene.ts";
import { Svg } from "#scripts/images/svg.ts";

export function drawScene(key: string, scene: Scene): string {
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
