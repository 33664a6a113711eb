/** Sky, ground and deck. */
import { CANVAS_H, CANVAS_W } from "#scripts/images/canvas.ts";
import { scale } from "#scripts/images/colour.ts";
import type { Ctx } from "#scripts/images/draw-context.ts";
import { at, bounds, d, projectPolygon, projectSegment, r1, type P3 } from "#scripts/images/geometry.ts";
import { lit } from "#scripts/images/light.ts";
import type { Deck } from "#scripts/images/scene.ts";
import { path_ } from "#scripts/images/svg.ts";

/** The sky's gradient ends where the canopy begins, so its warm band stays in view. */
export function drawSky(ctx: Ctx, canopy: number) {
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

export function drawGround(ctx: Ctx) {
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

export function drawDeck(ctx: Ctx) {
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
