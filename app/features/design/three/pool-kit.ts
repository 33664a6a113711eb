import {
  type BufferGeometry,
  DoubleSide,
  Euler,
  type Group,
  InstancedMesh,
  type Material,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  MeshStandardMaterial,
  type MeshStandardMaterialParameters,
  Quaternion,
  type ShaderMaterial,
  type Texture,
  Vector3,
} from "three";
import type { Layout, Point, Rect } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { ledColours } from "#app/features/design/three/palette.ts";
import type { Surface, SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { underwater, WATER_LEVEL, waterSurface, type WaterUniforms } from "#app/features/design/three/water.ts";
import { sheetLook } from "#app/features/design/three/water-and-fire.ts";
import type { Parts, Shaded, YardContext } from "#app/features/design/three/yard-context.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";

/**
 * What every part of the pool (./pool-shell.ts, ./pool-spa.ts, ./water-features.ts,
 * ./fire-bowls.ts) is built with, for one design: its layout, its materials by look, meshes
 * added to the design's group, repeated parts drawn at once, and the white water where falls
 * land. The yard's builders are handed the same kit (it is a YardContext).
 */

export interface SharedTextures {
  /** The quality tier the materials are made for; the viewer may lower it once, after its first frames. */
  tier: Tier;
  /** A radial fade, white in the middle: halos. */
  glow: Texture;
  /** Streaks for falling water. */
  streaks: Texture;
  /** Colour, relief and roughness maps of each surface material. */
  surface: (kind: SurfaceKind) => Surface;
  /** The water's uniforms, shared by the surface and everything under it. */
  water: WaterUniforms;
}

/** The coping's width around the pool, and its top above the deck: the spa, the water features and the cover stand by it. */
export const COPING_WIDTH = 1.2;
export const COPING_TOP = 0.12;

type Shadows = "cast" | "receive" | "both" | "none";

export interface PoolKit extends YardContext {
  design: Design;
  layout: Layout;
  textures: SharedTextures;
  /** The underwater lights' colours, one a light of the layout. */
  leds: string[];
  /** A surface kind's painted maps, seen through the water below `waterLevel` when given. */
  painted(kind: SurfaceKind, waterLevel?: number | null): Shaded;
  /** Every copy of a part, one at each of `matrices`, in one draw; null when there is none. */
  repeated(partKey: string, make: () => BufferGeometry, material: Material, matrices: Matrix4[], shadows?: Shadows): InstancedMesh | null;
  placed(x: number, y: number, z: number, scale?: Vector3, turn?: Euler): Matrix4;
  /** The water's surface, the pool's and the spa's. */
  waterMaterial(): ShaderMaterial;
  /** Falling water: the spa's spill, the sheer descent, the waterfall, the scuppers. */
  sheet: Shaded;
  /** White water where a fall lands, along x (turned a quarter for a fall along x); drawn together at the end (./water-features.ts). */
  splash(x: number, z: number, size: number, turn?: number): void;
  splashes: Matrix4[];
}

/** A part's key: its name and every input it is made from. */
export const key = (name: string, ...inputs: unknown[]) => `${name}:${JSON.stringify(inputs)}`;

/**
 * A surface's material for the viewer's quality tier (../viewer.ts): physically based, lit by
 * the sky's image, on the full tier; Lambert (the same colour maps, no relief or roughness, lit
 * by the sun and a sky-coloured hemisphere) on the light tier, several times cheaper a pixel in
 * software WebGL.
 */
export function shadedMaterial(tier: Tier, parameters: MeshStandardMaterialParameters): Shaded {
  if (tier === "full") return new MeshStandardMaterial(parameters);
  const { roughness: _roughness, metalness: _metalness, roughnessMap: _roughnessMap, normalMap: _normalMap, ...lambert } = parameters;
  return new MeshLambertMaterial(lambert);
}

export function rectPoints(rect: Rect): Point[] {
  return [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x + rect.width, y: rect.y + rect.height },
    { x: rect.x, y: rect.y + rect.height },
  ];
}

const castsAndReceives = (mesh: Mesh, shadows: Shadows) => {
  mesh.castShadow = shadows === "cast" || shadows === "both";
  mesh.receiveShadow = shadows === "receive" || shadows === "both";
};

export function poolKit(design: Design, layout: Layout, time: "day" | "dusk", textures: SharedTextures, parts: Parts, group: Group): PoolKit {
  const { geometry, material } = parts;
  const { tier } = textures;
  const dusk = time === "dusk";
  const leds = ledColours(design.lighting, layout.lights.length);
  /** A material for this tier under `name`, made once from `parameters`. */
  const shaded = (name: string, parameters: MeshStandardMaterialParameters) => material(key(name, tier), () => shadedMaterial(tier, parameters));
  const splashes: Matrix4[] = [];
  const placed = (x: number, y: number, z: number, scale = new Vector3(1, 1, 1), turn = new Euler()) =>
    new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromEuler(turn), scale);
  return {
    design,
    layout,
    textures,
    leds,
    group,
    geometry,
    material,
    key,
    dusk,
    tier,
    shaded,
    add(made, look, shadows = "receive") {
      const mesh = new Mesh(made, look);
      castsAndReceives(mesh, shadows);
      group.add(mesh);
      return mesh;
    },
    /**
     * Fire bowls, rocks, scuppers, splashes: a fully loaded design drew each copy on its own,
     * 40 draws over the light tier's budget, and as many again in the shadow map. The contact
     * shadows still find each copy (./grounding.ts).
     */
    repeated(partKey, make, look, matrices, shadows = "receive") {
      // A part the design does not use is not built (the first frame waits for every one built).
      if (!matrices.length) return null;
      const mesh = new InstancedMesh(geometry(partKey, make), look, matrices.length);
      matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
      castsAndReceives(mesh, shadows);
      // Its matrices' buffer is the viewer's to free when the design changes.
      group.add(mesh);
      return mesh;
    },
    placed,
    /** Painted maps are shared per kind and kept for the page's life. */
    painted: (kind, waterLevel = null) =>
      material(key("surface", kind, waterLevel, tier), () => {
        const maps = textures.surface(kind);
        const made = shadedMaterial(tier, { map: maps.map, normalMap: maps.normalMap, roughnessMap: maps.roughnessMap, side: DoubleSide });
        return waterLevel === null ? made : underwater(made, { ...textures.water, uWaterLevel: { value: waterLevel } });
      }),
    plain: (colour, roughness = 0.85) => shaded(key("plain", colour, roughness), { color: colour, roughness, side: DoubleSide }),
    waterMaterial: () => material(key("water"), () => waterSurface(textures.water)),
    sheet: shaded(key("sheet", dusk, dusk ? leds[0] : null), sheetLook(dusk, leds[0], textures.streaks, true)),
    splash: (x, z, size, turn = 0) => splashes.push(placed(x, WATER_LEVEL + 0.02, z, new Vector3(size, 1, size * 0.6), new Euler(0, turn))),
    splashes,
  };
}
