import { type BufferGeometry, DoubleSide, FrontSide, type Material, type Mesh, ShaderMaterial, Texture, Triangle, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { defaultDesign, type Design, shapeOptions, sizeLimits, spaOptions } from "#app/features/design/model.ts";
import { poolBuilder, SPARE_PARTS } from "#app/features/design/three/build-pool.ts";
import { waterUniforms } from "#app/features/design/three/water.ts";

/** The 3-D view's scene builder, without WebGL: which parts a change reuses, frees and draws. */

const design = (changes: Partial<Design> = {}): Design => ({ ...defaultDesign, ...changes });
const texture = new Texture();

function builder() {
  const build = poolBuilder({
    tier: "full",
    glow: texture,
    streaks: texture,
    water: waterUniforms(),
    surface: () => ({ feet: 1, map: texture, normalMap: texture, roughnessMap: texture }),
  });
  const freed = new Set<BufferGeometry>();
  const scene = (next: Design, time: "day" | "dusk" = "day") => {
    const meshes: Mesh[] = [];
    build.build(next, time).group.traverse((object) => {
      if ((object as Mesh).isMesh) meshes.push(object as Mesh);
    });
    for (const { geometry } of meshes) geometry.addEventListener("dispose", () => freed.add(geometry));
    return meshes;
  };
  return { scene, freed };
}

const geometries = (meshes: Mesh[]) => new Set(meshes.map((mesh) => mesh.geometry));

describe("the 3-D view's parts", () => {
  it("draws the water's surface facing up, the pool's and the spa's, in every shape (its material is one-sided)", () => {
    const { scene } = builder();
    for (const { value: shape } of shapeOptions) {
      const { length, width } = sizeLimits[shape];
      for (const { value: spa } of spaOptions) {
        const water = scene(design({ shape, spa, length: length.max, width: width.max })).filter((mesh) => mesh.material instanceof ShaderMaterial);
        expect(water.length, `${shape}, spa ${spa}`).toBe(spa === "none" ? 1 : 2);
        for (const { geometry, material } of water) {
          expect((material as Material).side).toBe(FrontSide);
          const position = geometry.getAttribute("position");
          const [a, b, c, normal] = [new Vector3(), new Vector3(), new Vector3(), new Vector3()];
          for (let i = 0; i < position.count; i += 3) {
            new Triangle(a.fromBufferAttribute(position, i), b.fromBufferAttribute(position, i + 1), c.fromBufferAttribute(position, i + 2)).getNormal(normal);
            expect(normal.y, `${shape}, spa ${spa}, triangle ${i / 3}`).toBeGreaterThan(0.99);
          }
        }
      }
    }
  });

  it("reuses every part when the visitor goes back to an earlier choice", () => {
    const { scene, freed } = builder();
    const raised = geometries(scene(design({ spa: "raised", shelf: "large" })));
    scene(design({ spa: "none", shelf: "none" }));
    scene(design({ spa: "detached", shelf: "small" }));
    const again = geometries(scene(design({ spa: "raised", shelf: "large" })));
    expect(again).toEqual(raised);
    expect([...again].filter((geometry) => freed.has(geometry))).toEqual([]);
  });

  it("frees the least recently used parts beyond the spare ones, never a part in use", () => {
    const { scene, freed } = builder();
    const made = new Set<BufferGeometry>();
    // Every length makes a new shell, water, coping, deck, lawn and fence.
    for (let length = 20; length <= 40; length++) {
      const current = geometries(scene(design({ length })));
      for (const geometry of current) made.add(geometry);
      expect([...current].filter((geometry) => freed.has(geometry))).toEqual([]);
      expect(made.size - freed.size).toBeLessThanOrEqual(current.size + SPARE_PARTS);
    }
    expect(freed.size).toBeGreaterThan(0);
    // The first length's parts went first.
    const first = geometries(scene(design({ length: 20 })));
    expect([...first].some((geometry) => !made.has(geometry))).toBe(true);
  });

  it("draws every transparent two-sided surface in one pass, so frames do not look shaders up again", () => {
    const { scene } = builder();
    const materials = new Set<Material>();
    const full = design({ spa: "raised", features: ["sheer-descent", "rock-waterfall", "scuppers", "deck-jets"], fireBowls: 2 });
    for (const time of ["day", "dusk"] as const) for (const mesh of scene(full, time)) materials.add(mesh.material as Material);
    const twoSidedTransparent = [...materials].filter((material) => material.transparent && material.side === DoubleSide);
    expect(twoSidedTransparent.length).toBeGreaterThan(0);
    for (const material of twoSidedTransparent) expect(material.forceSinglePass).toBe(true);
  });
});
