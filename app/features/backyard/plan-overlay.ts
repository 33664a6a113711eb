import { designLayout, type Point } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { copingColours, deckColours, waterColours } from "#app/features/design/palette.ts";
import { placementMatrix, type Placement } from "#app/features/backyard/placement.ts";
import { apply, type SolvedCamera } from "#app/features/backyard/solve.ts";

/**
 * The pool's plan drawn in perspective on the photo with a 2-D canvas: the deck, the coping, the
 * water (shallow to deep) and the spa, each outline taken through the ground's homography. What
 * a browser without WebGL shows (issue 41, point 7), and the quick drawing while a handle moves.
 * `scale` maps photo pixels to the canvas's.
 */
export function drawPlan(context: CanvasRenderingContext2D, design: Design, camera: SolvedCamera, placement: Placement, scale: number, dusk = false) {
  const layout = designLayout(design);
  const place = placementMatrix(placement, design, camera);
  const toCanvas = (p: Point) => {
    const [x, z] = place(p.x, p.y);
    const pixel = apply(camera.ground, x, z);
    return { x: pixel.x * scale, y: pixel.y * scale };
  };
  const path = (points: readonly Point[]) => {
    const shape = new Path2D();
    points.map(toCanvas).forEach((p, i) => (i ? shape.lineTo(p.x, p.y) : shape.moveTo(p.x, p.y)));
    shape.closePath();
    return shape;
  };
  const { deck, outline, spa } = layout;
  context.save();
  context.globalAlpha = 0.95;
  context.fillStyle = deckColours[design.deck];
  context.fill(path(sampledRect(deck)));
  const coping = path(outline);
  context.strokeStyle = copingColours[design.coping];
  context.lineJoin = "round";
  context.lineWidth = Math.max(2, projectedFeet(camera, place, outline, scale) * 2.4);
  context.stroke(coping);
  const water = waterColours[design.finish];
  const [a, b] = [toCanvas({ x: 0, y: design.width / 2 }), toCanvas({ x: design.length, y: design.width / 2 })];
  const gradient = context.createLinearGradient(a.x, a.y, b.x, b.y);
  gradient.addColorStop(0, water.shallow);
  gradient.addColorStop(1, water.deep);
  context.fillStyle = gradient;
  context.fill(coping);
  if (spa) {
    const ring = Array.from({ length: 48 }, (_, i) => ({ x: spa.x + Math.cos((i / 48) * Math.PI * 2) * spa.radius, y: spa.y + Math.sin((i / 48) * Math.PI * 2) * spa.radius }));
    const spaPath = path(ring);
    context.stroke(spaPath);
    context.fillStyle = water.deep;
    context.fill(spaPath);
  }
  if (dusk) {
    // Lit from inside: the water glows over a darkened photo.
    context.globalCompositeOperation = "lighter";
    context.globalAlpha = 0.35;
    context.fillStyle = water.shallow;
    context.fill(coping);
  }
  context.restore();
}

/** A rectangle's edges sampled, so a plan drawn across the horizon's nearness stays straight. */
function sampledRect(rect: { x: number; y: number; width: number; height: number }): Point[] {
  return [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x + rect.width, y: rect.y + rect.height },
    { x: rect.x, y: rect.y + rect.height },
  ];
}

/** About how many canvas pixels a foot measures near the pool: the coping's drawn width. */
function projectedFeet(camera: SolvedCamera, place: (x: number, y: number) => [number, number], outline: readonly Point[], scale: number) {
  const p = outline[0]!;
  const [x0, z0] = place(p.x, p.y);
  const a = apply(camera.ground, x0, z0);
  const b = apply(camera.ground, x0 + 1, z0);
  return Math.hypot(b.x - a.x, b.y - a.y) * scale * 0.5;
}
