import { type BufferGeometry, InstancedMesh, type Material, type Mesh, Texture } from "three";
import { describe, expect, it } from "vitest";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { buildPool, type Parts } from "#app/features/design/three/build-pool.ts";
import { waterUniforms } from "#app/features/design/three/water.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";
import { fenceOptions, houseStyleOptions, plantingOptions } from "#app/features/design/yard-style.ts";

/**
 * What the yard gives the GPU, counted without WebGL (issue 40's budgets; `npm run bench:design`
 * measures the whole view): the planting's draws and triangles in every planting style, and the
 * whole scene's, for a fully loaded design in every yard. The planting is instanced: one draw
 * per species' wood and leaves however many are planted.
 */

const PLANTED = new Set(["trunk", "crown", "shrub", "flower", "palm-stem", "palm-crown", "bed"]);
const blank = new Texture();
const loaded: Design = { ...defaultDesign, shape: "freeform", length: 44, width: 22, spa: "raised", shelf: "large", features: ["sheer-descent", "rock-waterfall", "scuppers", "deck-jets"], fireBowls: 4, deck: "travertine", coping: "travertine", deckArea: 2000 };

function count(design: Design, tier: Tier) {
  const names = new Map<BufferGeometry, string>();
  const geometries = new Map<string, BufferGeometry>();
  const materials = new Map<string, Material>();
  const parts: Parts = {
    geometry(partKey, create) {
      let geometry = geometries.get(partKey);
      if (!geometry) geometries.set(partKey, (geometry = create()));
      names.set(geometry, partKey.slice(0, partKey.indexOf(":")));
      return geometry;
    },
    material(materialKey, create) {
      let material = materials.get(materialKey);
      if (!material) materials.set(materialKey, (material = create()));
      return material as ReturnType<typeof create>;
    },
  };
  const model = buildPool(design, "day", { tier, glow: blank, streaks: blank, water: waterUniforms(), surface: () => ({ feet: 1, map: blank, normalMap: blank, roughnessMap: blank }) }, parts, {});
  const all = { draws: 0, triangles: 0 };
  const planting = { draws: 0, triangles: 0 };
  model.group.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const geometry = mesh.geometry;
    const perInstance = (geometry.index ? geometry.index.count : geometry.getAttribute("position").count) / 3;
    const triangles = perInstance * (mesh instanceof InstancedMesh ? mesh.count : 1);
    all.draws++;
    all.triangles += triangles;
    if (PLANTED.has(names.get(geometry) ?? "")) {
      planting.draws++;
      planting.triangles += triangles;
    }
  });
  return { all, planting };
}

describe("the yard's budget", () => {
  it("plants every style in at most 12 draws and 40,000 triangles on the light tier", () => {
    const figures: Record<string, unknown> = {};
    for (const { value: planting } of plantingOptions) {
      const { planting: counted } = count({ ...defaultDesign, yard: { ...defaultDesign.yard, planting } }, "light");
      figures[planting] = counted;
      expect(counted.draws).toBeLessThanOrEqual(12);
      expect(counted.triangles).toBeLessThanOrEqual(40_000);
    }
    console.info("planting, light tier, default pool:", JSON.stringify(figures));
  });

  it("keeps a fully loaded design in every yard within the light tier's scene budget (before sky and shadow passes)", () => {
    const figures: Record<string, unknown> = {};
    for (const { value: house } of houseStyleOptions) {
      for (const { value: fence } of fenceOptions) {
        for (const { value: planting } of plantingOptions) {
          const { all } = count({ ...loaded, yard: { house, houseColor: "cream", fence, planting } }, "light");
          figures[`${house}/${fence}/${planting}`] = all;
          // The scene's own share of the light tier's 120 draws; the sky and FXAA add two. Merged
          // with the live view's contact shadows and step bands, a fully loaded design draws 102.
          expect(all.draws).toBeLessThanOrEqual(105);
          expect(all.triangles).toBeLessThanOrEqual(100_000);
        }
      }
    }
    console.info("whole scene, light tier, fully loaded:", JSON.stringify(figures));
  });
});

