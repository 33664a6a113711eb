import type { BufferGeometry, Group, Material, Mesh, MeshLambertMaterial, MeshStandardMaterial, MeshStandardMaterialParameters } from "three";
import type { SurfaceKind } from "#app/features/design/three/surfaces.ts";
import type { Tier } from "#app/features/design/three/render-messages.ts";

/**
 * What the yard's builders (./yard.ts, ./planting.ts, ./pergola.ts) are handed by the pool's
 * (./build-pool.ts hands them its kit, ./pool-kit.ts): types only, in a module of their own, so
 * the builders import it and not each other (build-pool → yard → pergola → yard, and yard →
 * build-pool, were import cycles).
 */

/**
 * A surface's material for the viewer's quality tier (../viewer.ts): physically based on the
 * full tier, Lambert (the same colour maps, no relief or roughness) on the light tier.
 */
export type Shaded = MeshStandardMaterial | MeshLambertMaterial;

/** A yard may have more than the designer's choices: a launch project's pergola, which its words name, is drawn in its pictures (docs/decisions/031). */
export interface YardExtras {
  /** A cedar pergola over a lounge, on a patio beside the deck's shallow end (./pergola.ts). */
  pergola?: boolean;
}

/**
 * How much of the scene a build makes: `first`, the first picture's (everything but the
 * planting: trees, shrubs, flowers, palms and their beds, whose geometry, leaf textures and
 * shaders are a large share of the first frame's work), or `complete`. The viewer draws the first
 * and puts the complete one in its place once it is ready (./scene-stages.ts).
 */
export type BuildStage = "first" | "complete";

/** The pool's part cache (./build-pool.ts): reused geometry and materials by key. */
export interface Parts {
  /** The geometry under `key` (made from exactly what the key names), reused or created. */
  geometry(key: string, create: () => BufferGeometry): BufferGeometry;
  material<M extends Material>(key: string, create: () => M): M;
}

export interface YardContext {
  group: Group;
  add(geometry: BufferGeometry, material: Material, shadows?: "cast" | "receive" | "both" | "none"): Mesh;
  geometry(key: string, create: () => BufferGeometry): BufferGeometry;
  material<M extends Material>(key: string, create: () => M): M;
  shaded(name: string, parameters: MeshStandardMaterialParameters): Shaded;
  painted(kind: SurfaceKind): Shaded;
  plain(colour: string, roughness?: number): Shaded;
  key(name: string, ...inputs: unknown[]): string;
  dusk: boolean;
  /** Leaf clusters are rounder on the full tier; the light tier's software WebGL pays per vertex. */
  tier: Tier;
}
