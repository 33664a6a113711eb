import { describe, expect, it } from "vitest";
import { designLayout } from "#app/features/design/geometry.ts";
import { defaultDesign, shapeOptions } from "#app/features/design/model.ts";
import { defaultYardStyle } from "#app/features/design/yard-style.ts";
import { exportScene, presentationShot } from "#app/features/renderings/scene-export.ts";

// The photoreal rendering's scene (decision 039): framed on the pool, never from inside the house,
// in the yard the request names.
describe("the rendering's scene", () => {
  it("frames the pool from the patio, in front of the house, for every shape and deck size", () => {
    for (const { value: shape } of shapeOptions) {
      for (const deckArea of [300, 900, 3000]) {
        const design = { ...defaultDesign, shape, deckArea, ...(shape === "lap" ? { length: 60, width: 10 } : {}) };
        const { deck, outline } = designLayout(design);
        const shot = presentationShot(design);
        expect(shot.eye[2], `${shape} ${deckArea}`).toBeLessThanOrEqual(deck.y + deck.height + 2);
        expect(shot.eye[2], `${shape} ${deckArea}`).toBeGreaterThan(Math.max(...outline.map((p) => p.y)));
        expect(shot.eye[1]).toBeGreaterThan(4);
        const [tx, , tz] = shot.target;
        expect(tx).toBeGreaterThanOrEqual(Math.min(...outline.map((p) => p.x)));
        expect(tx).toBeLessThanOrEqual(Math.max(...outline.map((p) => p.x)));
        expect(tz).toBeLessThanOrEqual(Math.max(...outline.map((p) => p.y)));
      }
    }
  });

  it("carries the yard style, open land and a given camera to Blender", () => {
    const plain = exportScene(defaultDesign, "day").extras;
    expect(plain.style).toEqual(defaultYardStyle);
    expect(plain.land).toEqual({ open: false, vanishingEdge: false });
    const style = { house: "brick", houseColor: "gray", fence: "iron", planting: "tropical" } as const;
    const shot = { eye: [10, 5.5, 40], target: [10, 0, 0], fov: 40 } as const;
    const extras = exportScene(defaultDesign, "dusk", { yardStyle: style, land: { vanishingEdge: true }, shot }).extras;
    expect(extras.style).toEqual(style);
    expect(extras.land).toEqual({ open: true, vanishingEdge: true });
    expect(extras.camera.fov).toBe(40);
    expect(extras.camera.eye[2]).toBeCloseTo(40 * 0.3048);
  });

  it("leaves out the live view's painted contact shadows (a path tracer casts its own) but keeps what casts them", () => {
    const { gltf } = exportScene(defaultDesign, "day") as { gltf: { nodes: Array<{ name: string }>; materials: Array<{ name: string }> } };
    const names = new Set(gltf.nodes.map((node) => node.name));
    expect(names.has("contact-shadow")).toBe(false);
    expect(gltf.materials.map((material) => material.name)).not.toContain("contact-shadow");
    expect(names.has("deck")).toBe(true);
    expect(names.has("stone")).toBe(true);
  });

  it("holds an eye-level camera level with its lens shifted down (straight verticals), and tilts a steep one", () => {
    const level = exportScene(defaultDesign, "day").extras.camera;
    expect(level.target[1]).toBe(level.eye[1]);
    expect(level.shift).toBeLessThan(0);
    const aerial = exportScene(defaultDesign, "day", { shot: { eye: [20, 60, 40], target: [20, 0, 10], fov: 45 } }).extras.camera;
    expect(aerial.shift).toBe(0);
    expect(aerial.target[1]).toBeCloseTo(0);
  });
});
