import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PerspectiveCamera, Vector3 } from "three";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { renderDesign, SAMPLES } from "#app/features/renderings/blender.server.ts";
import { exportScene } from "#app/features/renderings/scene-export.ts";
import { blenderRuns } from "#tests/support/blender.ts";

// A real Cycles rendering of a small design at preview samples: the pool's pixels must show
// water and the top of the picture sky, where the scene's own camera puts them.
const QUERY = "shape=rectangle&length=32&width=16&finish=white-plaster&deck=travertine";
const WIDTH = 240;
const HEIGHT = 150;

describe("Blender render service", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bayou-render-test-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("renders a small day picture with water where the pool is and sky above the horizon", { timeout: 300_000 }, async (ctx) => {
    if (!(await blenderRuns())) return ctx.skip();
    const progress: number[] = [];
    const out = path.join(dir, "day.png");
    const result = await renderDesign({ query: QUERY, time: "day", width: WIDTH, height: HEIGHT, out, quality: "preview" }, { onProgress: (f) => progress.push(f) });
    expect(result.samples).toBe(SAMPLES.preview);
    expect(progress.at(-1)).toBe(1);
    const { data, info } = await sharp(out).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([WIDTH, HEIGHT]);
    const pixel = (x: number, y: number) => {
      const i = (Math.round(y) * info.width + Math.round(x)) * 3;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    };

    // Where the exported camera sees the middle of the pool's water.
    const { design } = parseDesignQuery(new URLSearchParams(QUERY));
    const { camera: view, water } = exportScene(design, "day").extras;
    const camera = new PerspectiveCamera(view.fov, WIDTH / HEIGHT, 0.1, 1000);
    // The level camera's lens shift, as Blender applies it (frame heights, up).
    camera.setViewOffset(WIDTH, HEIGHT, 0, -view.shift * HEIGHT, WIDTH, HEIGHT);
    camera.position.set(...view.eye);
    camera.lookAt(new Vector3(...view.target));
    camera.updateMatrixWorld();
    const centre = new Vector3((design.length / 2) * 0.3048, water.level, (design.width / 2) * 0.3048).project(camera);
    const [px, py] = [((centre.x + 1) / 2) * WIDTH, ((1 - centre.y) / 2) * HEIGHT];
    let waterLike = 0;
    for (let dx = -3; dx <= 3; dx++) {
      for (let dy = -2; dy <= 2; dy++) {
        const { r, g, b } = pixel(px + dx, py + dy);
        if (b > r + 40 && g > r + 20) waterLike++;
      }
    }
    expect(waterLike, `pool pixels round (${px.toFixed(0)}, ${py.toFixed(0)}) should be blue-green water`).toBeGreaterThanOrEqual(30);

    // Sky: bright blue pixels at the top of the picture, between and above the yard's trees (the
    // presentation camera frames the trees against the sky), none at the bottom (the yard).
    const skyIn = (from: number, to: number) => {
      let sky = 0;
      for (let y = from; y < to; y++) for (let x = 0; x < WIDTH; x++) {
        const { r, g, b } = pixel(x, y);
        if (b > 150 && b > r + 10 && r + g + b > 420) sky++;
      }
      return sky / ((to - from) * WIDTH);
    };
    expect(skyIn(0, 12)).toBeGreaterThan(0.04);
    expect(skyIn(HEIGHT - 30, HEIGHT)).toBeLessThan(0.02);
  });

  it("refuses a request it cannot honour before starting Blender", async () => {
    await expect(renderDesign({ query: QUERY, time: "day", width: 10, height: 150, out: path.join(dir, "x.png") })).rejects.toThrow(/width must be/);
    await expect(renderDesign({ query: QUERY, time: "day", width: 240, height: 150, out: path.join(dir, "x.gif") })).rejects.toThrow(/\.jpg or \.png/);
  });

  it("kills Blender mid-render when the caller aborts, and writes no picture", { timeout: 120_000 }, async (ctx) => {
    if (!(await blenderRuns())) return ctx.skip();
    const controller = new AbortController();
    const out = path.join(dir, "aborted.png");
    // Aborted at Blender's first reported sample: the child is running when the signal fires.
    const rendering = renderDesign({ query: QUERY, time: "day", width: WIDTH, height: HEIGHT, out, quality: "preview" }, { signal: controller.signal, onProgress: () => controller.abort(new Error("visitor cancelled")) });
    await expect(rendering).rejects.toThrow("visitor cancelled");
    await expect(access(out)).rejects.toThrow(/ENOENT/);
  });
});
