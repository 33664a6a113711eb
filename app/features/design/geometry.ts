import type { Design, Shape, Shelf } from "#app/features/design/model.ts";

/**
 * Plan geometry of a design, in feet, shared by the 2-D plan, the 3-D view and the estimate.
 * Plan coordinates: x runs along the pool's length (shallow end at x = 0, deep end at
 * x = length), y along its width (y = 0 is the back wall, y = width the front, nearest the
 * house). The 3-D view maps plan y to its z axis. Pure functions, no DOM.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Circle {
  x: number;
  y: number;
  radius: number;
}

const CURVE_SAMPLES = 96;
const GALLONS_PER_CUBIC_FOOT = 7.48;
export const SPA_RADIUS = 4;
/** A sun shelf sits this deep under the water. */
export const SHELF_DEPTH = 1;
export const STEP_COUNT = 3;
export const STEP_TREAD = 1.5;
/** Plan size of each sun shelf, along x then across y, before fitting to the pool. */
const shelfSizes: Record<Exclude<Shelf, "none">, { along: number; across: number }> = {
  small: { along: 6, across: 8 },
  medium: { along: 8, across: 10 },
  large: { along: 10, across: 12 },
};

/** Scales a sampled closed curve to fill exactly [0, length] × [0, width]. */
function fitToBox(points: Point[], length: number, width: number): Point[] {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  return points.map((p) => ({ x: ((p.x - minX) / spanX) * length, y: ((p.y - minY) / spanY) * width }));
}

function sampled(fn: (t: number) => Point): Point[] {
  return Array.from({ length: CURVE_SAMPLES }, (_, i) => fn((i / CURVE_SAMPLES) * Math.PI * 2));
}

/** Outline of each shape: a closed polygon (first point not repeated), clockwise on screen. */
const outlines: Record<Shape, (length: number, width: number) => Point[]> = {
  rectangle: (l, w) => [
    { x: 0, y: 0 },
    { x: l, y: 0 },
    { x: l, y: w },
    { x: 0, y: w },
  ],
  lap: (l, w) => outlines.rectangle(l, w),
  // A rectangle with a half-round Roman end on each short side.
  roman: (l, w) => {
    const r = Math.min(w * 0.3, l * 0.15);
    const arc = (cx: number, from: number) =>
      Array.from({ length: 17 }, (_, i) => {
        const a = from + (i / 16) * Math.PI;
        return { x: cx + r * Math.cos(a), y: w / 2 + r * Math.sin(a) };
      });
    return [
      { x: r, y: 0 },
      { x: l - r, y: 0 },
      { x: l - r, y: w / 2 - r },
      ...arc(l - r, -Math.PI / 2).slice(1, -1),
      { x: l - r, y: w / 2 + r },
      { x: l - r, y: w },
      { x: r, y: w },
      { x: r, y: w / 2 + r },
      ...arc(r, Math.PI / 2).slice(1, -1),
      { x: r, y: w / 2 - r },
    ];
  },
  // An ellipse pinched in on the back side, the deep-end lobe fuller than the shallow one.
  kidney: (l, w) =>
    fitToBox(
      sampled((t) => {
        const lobe = 0.82 + 0.18 * Math.cos(t);
        const pinch = Math.sin(t) < 0 ? 0.55 * Math.exp(-(((Math.cos(t) + 0.1) / 0.38) ** 2)) * -Math.sin(t) : 0;
        return { x: Math.cos(t), y: Math.sin(t) * lobe + pinch };
      }),
      l,
      w,
    ),
  freeform: (l, w) =>
    fitToBox(
      sampled((t) => {
        const r = 1 + 0.11 * Math.cos(2 * t + 0.6) + 0.07 * Math.sin(3 * t) + 0.04 * Math.cos(5 * t + 1);
        return { x: Math.cos(t) * r, y: Math.sin(t) * r * 0.9 };
      }),
      l,
      w,
    ),
  // The main run along the back; a wing at the shallow end reaches toward the house.
  "l-shape": (l, w) => {
    const run = Math.round(w * 0.55);
    const wing = Math.round(l * 0.4);
    return [
      { x: 0, y: 0 },
      { x: l, y: 0 },
      { x: l, y: run },
      { x: wing, y: run },
      { x: wing, y: w },
      { x: 0, y: w },
    ];
  },
};

/** The pool's outline in feet: what the 3-D view extrudes and the plan draws. */
export function poolOutline(design: Pick<Design, "shape" | "length" | "width">): Point[] {
  return outlines[design.shape](design.length, design.width);
}

export function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

export function polygonPerimeter(points: readonly Point[]): number {
  let total = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}

/** Where the vertical line at `x` crosses the outline: the back-most and front-most y. */
export function crossingAt(points: readonly Point[], x: number): { back: number; front: number } | null {
  const ys: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    if ((a.x <= x && b.x >= x) || (b.x <= x && a.x >= x)) {
      ys.push(a.x === b.x ? Math.min(a.y, b.y) : a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y));
      if (a.x === b.x) ys.push(Math.max(a.y, b.y));
    }
  }
  return ys.length ? { back: Math.min(...ys), front: Math.max(...ys) } : null;
}

/** The point `fraction` of the way around the outline, measured along it. */
export function pointAlong(points: readonly Point[], fraction: number): Point {
  let remaining = polygonPerimeter(points) * (((fraction % 1) + 1) % 1);
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const edge = Math.hypot(b.x - a.x, b.y - a.y);
    if (remaining <= edge && edge > 0) {
      const t = remaining / edge;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
    remaining -= edge;
  }
  return points[0]!;
}

export interface Measures {
  /** Water surface, square feet. */
  surfaceArea: number;
  /** Waterline, feet. */
  perimeter: number;
  /** Mean of shallow and deep end: the floor slopes evenly between them. */
  averageDepth: number;
  /** Floor and walls, square feet: what the interior finish covers. */
  interiorArea: number;
  gallons: number;
}

export interface Layout {
  outline: Point[];
  measures: Measures;
  /** Sun shelf at the shallow end, clipped to the outline when drawn; null without one. */
  shelf: Rect | null;
  /** Entry steps: STEP_COUNT treads, each STEP_TREAD ft deep along x, descending toward +x. */
  steps: Rect;
  /** Spa basin; for an attached spa it overlaps the pool's deep-end wall. */
  spa: Circle | null;
  /** Water features, on the back side of the pool (y toward 0). */
  features: {
    sheerDescent: { from: Point; to: Point } | null;
    rockWaterfall: Circle | null;
    scuppers: Point[];
    deckJets: Point[];
  };
  /** Underwater lights on the waterline. */
  lights: Point[];
  fireBowls: Point[];
  /** The deck: this rectangle minus the pool and spa, its area the design's deck area. */
  deck: Rect;
}

export function lightCount(surfaceArea: number): number {
  return Math.max(2, Math.ceil(surfaceArea / 250));
}

function shelfRect(design: Design, outline: Point[]): Rect | null {
  if (design.shelf === "none") return null;
  const size = shelfSizes[design.shelf];
  const along = Math.min(size.along, design.length * 0.3);
  const across = Math.min(size.across, design.width);
  const middle = crossingAt(outline, along / 2) ?? { back: 0, front: design.width };
  const centre = (middle.back + middle.front) / 2;
  const y = Math.min(Math.max(centre - across / 2, 0), design.width - across);
  return { x: 0, y, width: along, height: across };
}

function stepsRect(design: Design, outline: Point[], shelf: Rect | null): Rect {
  const along = STEP_COUNT * STEP_TREAD;
  const x = shelf ? shelf.x + shelf.width : Math.min(design.length * 0.08, 2);
  const span = crossingAt(outline, x + along / 2) ?? { back: 0, front: design.width };
  const across = Math.min(8, (span.front - span.back) * 0.6);
  return { x, y: (span.back + span.front) / 2 - across / 2, width: along, height: across };
}

function deepEndMiddle(outline: Point[]): Point {
  const maxX = Math.max(...outline.map((p) => p.x));
  const edge = outline.filter((p) => p.x >= maxX - 0.5);
  const ys = edge.map((p) => p.y);
  return { x: maxX, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

function spaCircle(design: Design, outline: Point[]): Circle | null {
  if (design.spa === "none") return null;
  const end = deepEndMiddle(outline);
  // Attached: the spa shares a 1 ft wall with the deep end. Detached: 4 ft of deck between.
  const x = design.spa === "detached" ? end.x + 4 + SPA_RADIUS : end.x + SPA_RADIUS - 1;
  return { x, y: end.y, radius: SPA_RADIUS };
}

function backWall(outline: Point[], x: number): Point {
  return { x, y: crossingAt(outline, x)?.back ?? 0 };
}

function deckRect(design: Design, outline: Point[], spa: Circle | null, poolArea: number): Rect {
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  let minX = Math.min(...xs);
  let maxX = Math.max(...xs);
  let minY = Math.min(...ys);
  let maxY = Math.max(...ys);
  let spaArea = 0;
  if (spa) {
    minX = Math.min(minX, spa.x - spa.radius);
    maxX = Math.max(maxX, spa.x + spa.radius);
    minY = Math.min(minY, spa.y - spa.radius);
    maxY = Math.max(maxY, spa.y + spa.radius);
    spaArea = Math.PI * spa.radius ** 2;
  }
  const a = maxX - minX;
  const b = maxY - minY;
  // (a + 2m)(b + 2m) = deck + pool + spa, solved for the margin m; at least a 3 ft walkway.
  const total = design.deckArea + poolArea + spaArea;
  const solved = (-(a + b) + Math.sqrt((a + b) ** 2 - 4 * (a * b - total))) / 4;
  const m = Math.max(3, solved);
  return { x: minX - m, y: minY - m, width: a + 2 * m, height: b + 2 * m };
}

export function measure(design: Design, outline: Point[] = poolOutline(design)): Measures {
  const surfaceArea = polygonArea(outline);
  const perimeter = polygonPerimeter(outline);
  const averageDepth = (design.shallow + design.deep) / 2;
  const shelf = shelfRect(design, outline);
  // The shelf's water is only SHELF_DEPTH deep; approximate its footprint as its rectangle.
  const shelfLoss = shelf ? shelf.width * shelf.height * Math.max(0, averageDepth - SHELF_DEPTH) : 0;
  return {
    surfaceArea,
    perimeter,
    averageDepth,
    interiorArea: surfaceArea + perimeter * averageDepth,
    gallons: (surfaceArea * averageDepth - shelfLoss) * GALLONS_PER_CUBIC_FOOT,
  };
}

/** Everything the plan and the 3-D view place, in feet. */
export function designLayout(design: Design): Layout {
  const outline = poolOutline(design);
  const measures = measure(design, outline);
  const shelf = shelfRect(design, outline);
  const spa = spaCircle(design, outline);
  const has = (feature: Design["features"][number]) => design.features.includes(feature);
  const l = design.length;
  const deck = deckRect(design, outline, spa, measures.surfaceArea);
  const lights = lightCount(measures.surfaceArea);
  const bowls = Array.from({ length: design.fireBowls }, (_, i) => ({
    x: l * (design.fireBowls === 1 ? 0.5 : 0.25 + (0.5 * i) / (design.fireBowls - 1)),
    // Along the deck's front edge, clear of the water features on the back side.
    y: deck.y + deck.height - 1.5,
  }));
  return {
    outline,
    measures,
    shelf,
    steps: stepsRect(design, outline, shelf),
    spa,
    features: {
      sheerDescent: has("sheer-descent")
        ? { from: backWall(outline, l * 0.42), to: backWall(outline, l * 0.58) }
        : null,
      rockWaterfall: has("rock-waterfall") ? { ...backWall(outline, l * 0.78), radius: 3 } : null,
      scuppers: has("scuppers") ? [backWall(outline, l * 0.3), backWall(outline, l * 0.7)] : [],
      deckJets: has("deck-jets")
        ? [0.3, 0.43, 0.57, 0.7].map((f) => ({ x: l * f, y: (crossingAt(outline, l * f)?.front ?? design.width) + 2 }))
        : [],
    },
    lights: Array.from({ length: lights }, (_, i) => pointAlong(outline, (i + 0.5) / lights)),
    fireBowls: bowls,
    deck,
  };
}
