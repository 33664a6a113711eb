import { Texture } from "three";
import { describe, expect, it } from "vitest";
import { POOL_PARTS } from "#app/features/backyard/pool-parts.ts";
import { keyedParts } from "#app/features/design/keyed-parts.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { buildPool } from "#app/features/design/three/build-pool.ts";
import { waterUniforms } from "#app/features/design/three/water.ts";

/**
 * The pool drawn into a visitor's yard photo keeps the parts named in POOL_PARTS and drops the
 * rest (the 3-D view's house, fence and lawn). The names must be the builders' own: the steps and
 * the sun shelf were once dropped from the photo because the list still said "step" and "shelf".
 */
const texture = new Texture();
const textures = { tier: "light" as const, glow: texture, streaks: texture, water: waterUniforms(), surface: () => ({ feet: 1, map: texture, normalMap: texture, roughnessMap: texture }) };

/** The names of the parts a design's scene is built from, as the photo's drawer hears them. */
function partNames(design: Design, time: "day" | "dusk"): Set<string> {
  const names = new Set<string>();
  const parts = keyedParts({ geometry: (_geometry, key) => names.add(key.slice(0, key.indexOf(":"))) });
  buildPool(design, time, textures, parts, {});
  parts.dispose();
  return names;
}

const everything: Design[] = [
  { ...defaultDesign, shape: "freeform", length: 40, width: 20, shelf: "large", spa: "raised", fireBowls: 4, lighting: "color-changing", features: ["sheer-descent", "rock-waterfall", "scuppers", "deck-jets"] },
  { ...defaultDesign, shape: "rectangle", cover: true, spa: "flush" },
  { ...defaultDesign, shape: "lap", spa: "detached" },
];

describe("the pool in the visitor's yard photo", () => {
  it("names only parts the builders make, and keeps the steps, the sun shelf and the coping's nose", () => {
    const made = new Set(everything.flatMap((design) => (["day", "dusk"] as const).flatMap((time) => [...partNames(design, time)])));
    expect([...POOL_PARTS].filter((name) => !made.has(name)), "names no builder makes").toEqual([]);
    const shelfAndSteps = partNames({ ...defaultDesign, shelf: "large" }, "day");
    for (const name of ["treads", "nosings", "coping-nose", "shell", "water", "coping", "deck"]) {
      expect(shelfAndSteps.has(name), name).toBe(true);
      expect(POOL_PARTS.has(name), name).toBe(true);
    }
  });
});
