import { describe, expect, it } from "vitest";
import { designLayout } from "#app/features/design/geometry.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { projectPoint, quadProblem, solveCamera, type Pixel } from "#app/features/backyard/solve.ts";
import { defaultPlacement, placementMatrix } from "#app/features/backyard/placement.ts";
import { findPatio, fitPatio, syntheticYard, YARD_STYLES, type YardCamera } from "#tests/support/synthetic-yard.ts";

const FT_PER_M = 3.28084;
const W = 1200;
const H = 900;

/**
 * Ten cameras: lens heights 1.5–6 m, focal lengths 24–70 mm equivalent, the patio's middle
 * seen 15–70° below the horizontal, the patio turned 20–65° from square to the view.
 */
const cameras: Array<Omit<YardCamera, "width" | "height_px">> = [
  { height: 1.5 * FT_PER_M, focalMm: 24, elevation: 15, turn: 30, sideA: 16, sideB: 12 },
  { height: 1.6 * FT_PER_M, focalMm: 28, elevation: 22, turn: 55, sideA: 14, sideB: 10 },
  { height: 1.8 * FT_PER_M, focalMm: 35, elevation: 30, turn: 40, sideA: 12, sideB: 12 },
  { height: 2.2 * FT_PER_M, focalMm: 50, elevation: 25, turn: 25, sideA: 12, sideB: 8 },
  { height: 2.5 * FT_PER_M, focalMm: 26, elevation: 45, turn: 60, sideA: 20, sideB: 14 },
  { height: 3 * FT_PER_M, focalMm: 70, elevation: 35, turn: 35, sideA: 10, sideB: 8 },
  { height: 3.5 * FT_PER_M, focalMm: 40, elevation: 50, turn: 50, sideA: 16, sideB: 16 },
  { height: 4.2 * FT_PER_M, focalMm: 30, elevation: 60, turn: 45, sideA: 24, sideB: 18 },
  { height: 5 * FT_PER_M, focalMm: 60, elevation: 55, turn: 20, sideA: 14, sideB: 12 },
  { height: 6 * FT_PER_M, focalMm: 45, elevation: 70, turn: 65, sideA: 18, sideB: 12 },
];

function nearestOrder(found: Pixel[], truth: Pixel[]): Pixel[] {
  return truth.map((t) => found.reduce((best, p) => (Math.hypot(p.x - t.x, p.y - t.y) < Math.hypot(best.x - t.x, best.y - t.y) ? p : best)));
}

describe("the camera solved from a marked rectangle, against synthetic photos at known cameras", () => {
  const rows: string[] = [];
  for (const [index, spec] of cameras.entries()) {
    it(`camera ${index + 1}: ${spec.height.toFixed(1)} ft up, ${spec.focalMm} mm, seen at ${spec.elevation}°`, async () => {
      const style = YARD_STYLES[index % YARD_STYLES.length]!;
      // Aimed beyond the patio, as a photo of a yard is: the patio in the lower part of the picture.
      const beyond = (spec.height / Math.tan((spec.elevation * Math.PI) / 180)) * 0.15 + 1;
      const camera = fitPatio({ ...spec, width: W, height_px: H, aim: { x: 0, z: -beyond } });
      const { sideA, sideB } = camera;
      const yard = await syntheticYard({ ...style, tree: null }, camera);
      for (const c of yard.corners) expect(c.x > 0 && c.x < W && c.y > 0 && c.y < H, `corner ${JSON.stringify(c)} in frame`).toBe(true);
      // The handles where the photo shows the patio's corners (found from the pixels, not the truth).
      const handles = nearestOrder(await findPatio(yard.jpeg, style.patio, yard.project(sideA / 2, sideB / 2)), yard.corners);
      const handleError = Math.max(...handles.map((h, i) => Math.hypot(h.x - yard.corners[i]!.x, h.y - yard.corners[i]!.y)));
      // Where a careful visitor would put them: within half a percent of the width.
      expect(handleError).toBeLessThan(0.005 * W);
      const solved = solveCamera(handles, W, H, sideA);
      if (!solved.ok) throw new Error(`not solved: ${solved.problem}`);
      const { camera: found } = solved;
      const focalError = Math.abs(found.focal - yard.focal) / yard.focal;
      const sideError = Math.abs(found.measuredB - sideB) / sideB;
      expect(found.focalAssumed).toBe(false);
      expect(focalError).toBeLessThan(0.05);
      expect(sideError).toBeLessThan(0.03);
      // The camera's height, within 5 % too (the drawing's scale depends on it).
      expect(Math.abs(found.position[1] - spec.height) / spec.height).toBeLessThan(0.05);
      // The corners of a rectangular pool as big as the patio's middle (so the picture shows all
      // four), placed on the patio and turned a little, drawn where they belong.
      const design = { ...defaultDesign, shape: "rectangle" as const, length: Math.max(sideA, sideB) * 0.8, width: Math.min(sideA, sideB) * 0.7 };
      const { outline } = designLayout(design);
      const xs = outline.map((p) => p.x);
      const ys = outline.map((p) => p.y);
      const place = placementMatrix({ ...defaultPlacement(found), angle: 0.3 }, design, found);
      // The solver's world has the rectangle on +z or −z (whichever keeps it right-handed).
      const zSign = Math.sign(found.rectangle[3]!.z);
      let worst = 0;
      let measured = 0;
      for (const [dx, dz] of [
        [Math.min(...xs), Math.min(...ys)],
        [Math.max(...xs), Math.min(...ys)],
        [Math.max(...xs), Math.max(...ys)],
        [Math.min(...xs), Math.max(...ys)],
      ] as const) {
        const [x, z] = place(dx, dz);
        const drawn = projectPoint(found, [x, 0, z]);
        // The same ground point in the patio's frame (the visitor's corner 0 → 1 is x), in the true photo.
        const truth = yard.project(x, z * zSign);
        // The corners the picture shows.
        if (truth.x < 0 || truth.x > W || truth.y < 0 || truth.y > H || drawn.depth <= 0) continue;
        worst = Math.max(worst, Math.hypot(drawn.x - truth.x, drawn.y - truth.y) / W);
        measured += 1;
      }
      expect(measured).toBe(4);
      expect(worst).toBeLessThan(0.01);
      rows.push(
        `| ${index + 1} | ${spec.height.toFixed(1)} | ${spec.focalMm} | ${spec.elevation} | ${sideA.toFixed(1)} × ${sideB.toFixed(1)} | ${handleError.toFixed(2)} | ${(focalError * 100).toFixed(2)} % | ${(sideError * 100).toFixed(2)} % | ${(worst * 100).toFixed(3)} % (${measured} of 4) |`,
      );
      if (rows.length === cameras.length) console.info(["| camera | height ft | focal mm | seen at ° | patio ft | handle px | focal error | other side | pool corners (of width) |", ...rows].join("\n"));
    });
  }
});

describe("bad rectangles and lengths", () => {
  const square = [
    { x: 300, y: 600 },
    { x: 900, y: 600 },
    { x: 800, y: 400 },
    { x: 400, y: 400 },
  ];
  it("refuses three corners in a line", () => {
    expect(quadProblem([square[0]!, { x: 600, y: 600 }, square[1]!, square[3]!], W, H)).toBe("collinear");
    expect(solveCamera([square[0]!, { x: 600, y: 600 }, square[1]!, square[3]!], W, H, 12)).toEqual({ ok: false, problem: "collinear" });
  });
  it("refuses three corners nearly in a line (within 1 % of the photo's diagonal), not a thin rectangle", () => {
    const diagonal = Math.hypot(W, H);
    const off = (share: number) => [square[0]!, { x: 600, y: 600 + share * diagonal }, square[1]!, square[3]!];
    expect(quadProblem(off(0.005), W, H)).toBe("collinear");
    expect(quadProblem(off(0.03), W, H)).toBe(null);
    // Two dots on one spot leave three in a line.
    expect(quadProblem([square[0]!, square[0]!, square[2]!, square[3]!], W, H)).toBe("collinear");
  });
  it("refuses crossed handles, whichever pair is swapped", () => {
    expect(solveCamera([square[0]!, square[2]!, square[1]!, square[3]!], W, H, 12)).toEqual({ ok: false, problem: "crossed" });
    // A bow tie: the first two swapped.
    expect(solveCamera([square[1]!, square[0]!, square[2]!, square[3]!], W, H, 12)).toEqual({ ok: false, problem: "crossed" });
    // A dot pushed inside the others: no flat rectangle looks like that either.
    expect(quadProblem([square[0]!, square[1]!, { x: 600, y: 520 }, square[3]!], W, H)).toBe("crossed");
  });
  it("refuses a rectangle too small to measure", () => {
    const tiny = square.map((p) => ({ x: 600 + (p.x - 600) / 40, y: 500 + (p.y - 500) / 40 }));
    expect(solveCamera(tiny, W, H, 12)).toEqual({ ok: false, problem: "tooSmall" });
  });
  it("refuses lengths of 0 and 500 ft, either side; takes 3 and 200", () => {
    expect(solveCamera(square, W, H, 0)).toEqual({ ok: false, problem: "lengthRange" });
    expect(solveCamera(square, W, H, 500)).toEqual({ ok: false, problem: "lengthRange" });
    expect(solveCamera(square, W, H, 12, 500)).toEqual({ ok: false, problem: "lengthRange" });
    expect(solveCamera(square, W, H, 12, 0)).toEqual({ ok: false, problem: "lengthRange" });
    expect(solveCamera(square, W, H, -12)).toEqual({ ok: false, problem: "lengthRange" });
    expect(solveCamera(square, W, H, Number.NaN)).toEqual({ ok: false, problem: "lengthRange" });
    expect(solveCamera(square, W, H, 3).ok).toBe(true);
    expect(solveCamera(square, W, H, 200).ok).toBe(true);
  });
  it("solves the same rectangle marked the other way round, with the camera above the ground", () => {
    const forward = solveCamera(square, W, H, 12);
    const backward = solveCamera([square[0]!, square[3]!, square[2]!, square[1]!], W, H, 12);
    expect(forward.ok && backward.ok).toBe(true);
    if (!forward.ok || !backward.ok) return;
    expect(forward.camera.position[1]).toBeGreaterThan(0);
    expect(backward.camera.position[1]).toBeGreaterThan(0);
    expect(backward.camera.focal).toBeCloseTo(forward.camera.focal, 3);
    // Every handle lands back on its own corner.
    for (const [i, corner] of backward.camera.rectangle.entries()) {
      const p = projectPoint(backward.camera, [corner.x, 0, corner.z]);
      const handle = [square[0]!, square[3]!, square[2]!, square[1]!][i]!;
      expect(Math.hypot(p.x - handle.x, p.y - handle.y)).toBeLessThan(0.5);
    }
  });
});
