import type { BufferGeometry, Material } from "three";
import type { Parts } from "#app/features/design/three/build-pool.ts";

/**
 * Parts for one pool built outside the live view (the backyard photo's pool, the exported scene):
 * each geometry and material made once per key and kept; `named` hears of each new one, so the
 * caller can tell later which part a mesh is. `dispose` frees them all.
 */
export function keyedParts(named: { geometry?(geometry: BufferGeometry, key: string): void; material?(material: Material, key: string): void } = {}): Parts & { dispose(): void } {
  const geometries = new Map<string, BufferGeometry>();
  const materials = new Map<string, Material>();
  return {
    geometry(key, create) {
      let geometry = geometries.get(key);
      if (!geometry) {
        geometries.set(key, (geometry = create()));
        named.geometry?.(geometry, key);
      }
      return geometry;
    },
    material(key, create) {
      let material = materials.get(key);
      if (!material) {
        materials.set(key, (material = create()));
        named.material?.(material, key);
      }
      return material as ReturnType<typeof create>;
    },
    dispose() {
      for (const geometry of geometries.values()) geometry.dispose();
      for (const material of materials.values()) material.dispose();
    },
  };
}
