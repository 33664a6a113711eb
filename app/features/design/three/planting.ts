import {
  type BufferGeometry,
  Color,
  type DataTexture,
  DoubleSide,
  IcosahedronGeometry,
  InstancedMesh,
  type Material,
  Matrix4,
  MeshDepthMaterial,
  Quaternion,
  RGBADepthPacking,
  type Texture,
  Vector3,
} from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Rect } from "#app/features/design/geometry.ts";
import { prism, seeded } from "#app/features/design/three/solids.ts";
import { barkTexture, foliageTexture, shadowOf, type Foliage } from "#app/features/design/three/textures.ts";
import { UP } from "#app/features/design/three/leaf-cards.ts";
import { translucentLeaves } from "#app/features/design/three/leaf-light.ts";
import { palmCrown, palmStem } from "#app/features/design/three/palm-geometry.ts";
import { shrub } from "#app/features/design/three/shrub-geometry.ts";
import { tree, TREES, type TreeSpecies } from "#app/features/design/three/tree-geometry.ts";
import type { YardContext } from "#app/features/design/three/yard-context.ts";
import type { Planting } from "#app/features/design/yard-style.ts";

/**
 * The yard's planting: Gulf Coast trees and shrubs grown in code. A tree is a skeleton (a
 * trunk, limbs, branches: tapered tubes in bark) and a crown of leaf cards: small squares
 * showing a painted sprig (../textures.ts, `foliageTexture`), alpha-tested, so the crown has
 * holes the sky shows through and a ragged edge, not a ball's. Each card's normal leans out
 * from the crown's middle, and its colour darkens inside and underneath, so a crown is lit as
 * one mass with depth. Every species is one geometry in tree units (a unit tall), placed by
 * instance matrices (size, turn, lean) and tinted by instance colours: one draw for its wood
 * and one for its leaves, however many are planted.
 *
 * Species: live oak (a short trunk, long limbs reaching out more than up, a broad dome), water
 * oak (taller, an upright oval: the neighbours' trees over the fence), crape myrtle (several
 * smooth tan stems, a vase of pink bloom), cabbage palms (a ringed, leaning trunk, a crown of
 * arching fronds), shrubs (boxwood, yaupon, ligustrum: dense mounds of small leaves) and big-
 * leaved tropicals (bird of paradise, elephant ear). The visitor's planting (`Planting`) says
 * which grow in the yard: native (live oak, crape myrtle, shrub beds in flower, one palm),
 * tropical (palms, big leaves, hibiscus colours) or minimal (a few clipped shrubs, one tree).
 */

/** Bark tints by species (instance colour × the bark texture). */
const BARK: Record<TreeSpecies | "shrub", string> = {
  "live-oak": "#6a5f55",
  "water-oak": "#7a7068",
  "crape-myrtle": "#c9a58a",
  shrub: "#6a5a48",
};

/** Leaf tints (instance colour × the card's own greens): near white, so the painted greens show, each plant its own. */
const LEAF_TINTS: Record<TreeSpecies | "shrub" | "tropical", string[]> = {
  "live-oak": ["#d8e0cc", "#c8d2bc", "#e4e8d0", "#bcc8b0"],
  "water-oak": ["#e8eccc", "#dce8c4", "#f0f0d0", "#d0dcb8"],
  "crape-myrtle": ["#ffffff", "#f4f0f0", "#fff4f4"],
  shrub: ["#ffffff", "#e0e8d0", "#f4f0c8", "#c8d8c0", "#b89898"],
  tropical: ["#ffffff", "#e8f4d8", "#d4e8c8"],
};

const foliageMaps = new Map<Foliage | "bark", DataTexture>();
const shadowMaps = new Map<Foliage, Texture>();
/** A leaf card's alpha widened for its shadow, made on first use. */
function shadowMap(kind: Foliage): Texture {
  let texture = shadowMaps.get(kind);
  if (!texture) shadowMaps.set(kind, (texture = shadowOf(map(kind) as DataTexture)));
  return texture;
}
/** A leaf card's or the bark's texture, painted on first use and kept for the page's life. */
function map(kind: Foliage | "bark"): DataTexture {
  let texture = foliageMaps.get(kind);
  if (!texture) foliageMaps.set(kind, (texture = kind === "bark" ? barkTexture() : foliageTexture(kind)));
  return texture;
}


/** Flower colours: azalea pink, white, red, yellow, purple; the tropical beds' hibiscus reds, corals and yellows. */
const FLOWERS = ["#e0609a", "#f4f1ea", "#c8323a", "#f2c53d", "#8a5ac8"];
const HIBISCUS = ["#e0303a", "#f06a4a", "#f2c53d", "#e8508a"];

export interface PlantingSite {
  left: number;
  right: number;
  back: number;
  houseWall: number;
  deck: Rect;
  /** Whether a pergola stands in the corner the yard's own tree takes otherwise. */
  pergola: boolean;
}

/** What is planted, to count and to test: instances per part. */
export interface PlantingCounts {
  trees: Record<TreeSpecies, number>;
  palms: number;
  shrubs: number;
  tropicals: number;
  flowers: number;
}

/** Plants the yard in the visitor's style; returns how many of each were planted. */
export function plantYard(yard: YardContext, site: PlantingSite, style: Planting): PlantingCounts {
  const { add, geometry, shaded, plain, key } = yard;
  const detail = yard.tier === "full" ? 1 : 0;
  const { left, right, back, houseWall, deck } = site;
  const rand = seeded(Math.round(deck.width * 13 + deck.height * 7) + style.length);
  const place = (x: number, y: number, z: number, scale: Vector3 | number = 1, turn = 0) =>
    new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromAxisAngle(UP, turn), typeof scale === "number" ? new Vector3(scale, scale, scale) : scale);
  const instanced = (geometryKey: string, make: () => BufferGeometry, material: Material, matrices: Matrix4[], shadows: "cast" | "none", colours?: Color[], depth?: Material) => {
    if (!matrices.length) return;
    const mesh = new InstancedMesh(geometry(geometryKey, make), material, matrices.length);
    if (depth) mesh.customDepthMaterial = depth;
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    colours?.forEach((colour, i) => mesh.setColorAt(i, colour));
    mesh.castShadow = shadows === "cast";
    mesh.receiveShadow = false;
    yard.group.add(mesh);
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const tint = (hex: string, spread = 0.12, gain = 1) => new Color(hex).multiplyScalar((1 - spread + rand() * spread * 2) * gain);
  /** Leaves a little brighter than their card's paint: sunlit from above, the sky's light through them. */
  const LEAF_GAIN = 1.2;

  // Beds of mulch along the back fence and the house (minimal: the back one only, narrower).
  const mulch = plain("#3f2f24", 0.95);
  const beds = [
    { x: left + 0.3, y: back + 0.3, width: right - left - 0.6, height: style === "minimal" ? 3 : 4.2 },
    ...(style === "minimal" ? [] : [{ x: left + 0.3, y: houseWall - 3, width: right - left - 0.6, height: 2.9 }]),
  ];
  // Both beds in one geometry: one draw.
  add(
    geometry(key("bed", beds), () =>
      mergeGeometries(
        beds.map((bed) =>
          prism(
            [
              { x: bed.x, y: bed.y },
              { x: bed.x + bed.width, y: bed.y },
              { x: bed.x + bed.width, y: bed.y + bed.height },
              { x: bed.x, y: bed.y + bed.height },
            ],
            -0.1,
            -0.02,
          ),
        ),
      ),
    ),
    mulch,
  );

  const shrubs: Matrix4[] = [];
  const shrubTints: Color[] = [];
  const tropicals: Matrix4[] = [];
  const tropicalTints: Color[] = [];
  const flowers: Matrix4[] = [];
  const flowerColours: Color[] = [];
  const addShrub = (x: number, z: number, height: number, width: number) => {
    shrubs.push(place(x, 0, z, new Vector3(width, height, width * (0.85 + rand() * 0.3)), rand() * 6));
    shrubTints.push(tint(pick(LEAF_TINTS.shrub), 0.12, LEAF_GAIN));
  };
  const addTropical = (x: number, z: number, height: number) => {
    tropicals.push(place(x, 0, z, new Vector3(height * (0.9 + rand() * 0.4), height, height), rand() * 6));
    tropicalTints.push(tint(pick(LEAF_TINTS.tropical), 0.12, LEAF_GAIN));
  };
  const bloom = (x: number, z: number, spread: number, palette: readonly string[]) => {
    const colour = pick(palette);
    for (let i = 0; i < 10; i++) {
      flowers.push(place(x + (rand() - 0.5) * spread, 0.15 + rand() * 0.3, z + (rand() - 0.5) * 1.2, 0.5 + rand() * 0.5, rand() * 6));
      flowerColours.push(new Color(colour).multiplyScalar(0.8 + rand() * 0.3));
    }
  };
  if (style === "minimal") {
    // Clipped boxwood balls, evenly spaced along the back fence.
    for (let x = left + 4; x < right - 3; x += 7) addShrub(x, back + 1.8, 2.6, 2.6);
  } else {
    const tropical = style === "tropical";
    for (let x = left + 3; x < right - 3; x += 3.2 + rand() * 2.5) {
      if (tropical && rand() < 0.55) addTropical(x, back + 2.1, 4.5 + rand() * 2.5);
      else addShrub(x, back + 2.1, 2.6 + rand() * 2, 2.4 + rand() * 1.2);
      if (rand() < 0.55) bloom(x + 1.5, back + 3.7, 2, tropical ? HIBISCUS : FLOWERS);
    }
    for (const side of [left + 2, right - 2]) {
      for (let y = back + 9; y < houseWall - 7; y += 4 + rand() * 4) {
        if (tropical && rand() < 0.5) addTropical(side, y, 4 + rand() * 2);
        else addShrub(side, y, 2.2 + rand() * 1.6, 2.2 + rand());
      }
    }
    for (let x = left + 3; x < right - 3; x += 3.5 + rand() * 2) {
      if (x > deck.x - 1 && x < deck.x + 10) continue; // the patio doors and the walk
      // Big leaves by the house only away from the opening view's standpoint, which they would fill.
      if (tropical && x < deck.x + deck.width * 0.6 && rand() < 0.5) addTropical(x, houseWall - 1.5, 3.5 + rand() * 1.5);
      else addShrub(x, houseWall - 1.5, 1.8 + rand() * 1, 1.8 + rand() * 0.6);
      if (rand() < 0.6) bloom(x + 1.2, houseWall - 2.5, 1.6, tropical ? HIBISCUS : FLOWERS);
    }
  }

  // Trees: the neighbours' over the fences (in every yard), the yard's own by its style.
  const trees: Record<TreeSpecies, { matrices: Matrix4[]; colours: Color[] }> = {
    "live-oak": { matrices: [], colours: [] },
    "water-oak": { matrices: [], colours: [] },
    "crape-myrtle": { matrices: [], colours: [] },
  };
  const plantTree = (species: TreeSpecies, x: number, z: number, height: number) => {
    const wide = species === "live-oak" ? 1.25 : 1;
    trees[species].matrices.push(place(x, 0, z, new Vector3(height * wide * (0.85 + rand() * 0.3), height, height * wide * (0.85 + rand() * 0.3)), rand() * 6));
    trees[species].colours.push(tint(pick(LEAF_TINTS[species]), 0.12, LEAF_GAIN));
  };
  const neighbour = () => (rand() < 0.65 ? "water-oak" : "live-oak");
  for (let x = left - 24; x < right + 24; x += 10 + rand() * 8) plantTree(neighbour(), x, back - 10 - rand() * 14, 24 + rand() * 14);
  for (let x = left - 10; x < right + 10; x += 15 + rand() * 9) plantTree("water-oak", x, back - 32 - rand() * 10, 32 + rand() * 12);
  // Beside the side fences, far enough out that their shade does not cover the deck.
  for (const side of [left - 15, right + 15]) {
    for (let y = back + 4; y < houseWall + 12; y += 11 + rand() * 7) plantTree("water-oak", side + (side < left ? -1 : 1) * rand() * 10, y, 22 + rand() * 12);
  }
  const corner = { x: left + 7, z: houseWall - 10 };
  if (!site.pergola) {
    if (style === "native") plantTree("live-oak", left + 9, back + 10, 30);
    // A crape myrtle in flower in the corner by the house, opposite the view (minimal: the only tree).
    plantTree("crape-myrtle", corner.x, corner.z, style === "tropical" ? 13 : 16);
  }

  // Palms: a cabbage palm in a native yard, a grove of them in a tropical one.
  const palms: Matrix4[] = [];
  const palmAt = (x: number, z: number, height: number, turn: number) => palms.push(place(x, 0, z, height, turn));
  if (style === "native") palmAt(right - 5, back + 5, 16, 2.1);
  if (style === "tropical") {
    palmAt(left + 5, back + 5, 19, 0.3);
    palmAt(right - 5, back + 5, 15, 2.1);
    palmAt(right - 9, back + 7, 22, 1.2);
    palmAt(left + 3, houseWall - 14, 13, 4.2);
    palmAt(left + 4, back + 14, 17, 3.1);
  }

  // A leaf card's shadow: its sprig's outline widened (textures.ts, `shadowOf`), so the sun's
  // shadow map (a texel is inches across) draws dappled shade, not a speckle of single leaves.
  // three.js hands the shadow pass the leaf material's own maps: the widened outline rides as
  // its alpha map (it covers every leaf, so the leaves look the same), and the shadow pass's
  // material skips the colour map's alpha.
  const leafLook = (foliage: Foliage) =>
    translucentLeaves(shaded(`leaves:${foliage}`, { map: map(foliage), alphaMap: shadowMap(foliage), alphaTest: 0.5, side: DoubleSide, vertexColors: true, roughness: 0.8 }));
  const leafShadow = (foliage: Foliage) =>
    yard.material(key("leaf-shadow", foliage), () => {
      const depth = new MeshDepthMaterial({ depthPacking: RGBADepthPacking, alphaTest: 0.5, side: DoubleSide });
      depth.onBeforeCompile = (shader) => {
        shader.fragmentShader = shader.fragmentShader.replace("#include <map_fragment>", "");
      };
      depth.customProgramCacheKey = () => "leaf-shadow";
      return depth;
    });
  const bark = shaded("bark", { map: map("bark"), roughness: 0.95 });
  for (const species of Object.keys(TREES) as TreeSpecies[]) {
    const { matrices, colours } = trees[species];
    const barkTint = matrices.map(() => tint(BARK[species], 0.1));
    instanced(key("trunk", species, detail), () => tree(species, detail).wood, bark, matrices, "cast", barkTint);
    // Part name `crown` with the species first: the path tracer's export grows these anew (renderings/scene-export.ts).
    instanced(key("crown", species, detail), () => tree(species, detail).leaves, leafLook(TREES[species].foliage), matrices, "cast", colours, leafShadow(TREES[species].foliage));
  }
  instanced(key("shrub", "shrub", detail), () => shrub("shrub", detail), leafLook("shrub"), shrubs, "cast", shrubTints, leafShadow("shrub"));
  instanced(key("shrub", "tropical", detail), () => shrub("tropical", detail), leafLook("tropical"), tropicals, "cast", tropicalTints, leafShadow("tropical"));
  instanced(key("flower"), () => new IcosahedronGeometry(0.14, 0), shaded("flower", { roughness: 0.7 }), flowers, "none", flowerColours);
  instanced(key("palm-stem"), palmStem, shaded("palm-trunk", { vertexColors: true, roughness: 0.95 }), palms, "cast");
  instanced(key("palm-crown"), palmCrown, translucentLeaves(shaded("frond", { vertexColors: true, roughness: 0.8, side: DoubleSide })), palms, "cast");

  return {
    trees: { "live-oak": trees["live-oak"].matrices.length, "water-oak": trees["water-oak"].matrices.length, "crape-myrtle": trees["crape-myrtle"].matrices.length },
    palms: palms.length,
    shrubs: shrubs.length,
    tropicals: tropicals.length,
    flowers: flowers.length,
  };
}

/** The planted parts' triangles per instance, by geometry (for the budgets' own counts). */
export function plantTriangles(detail: number): Record<string, number> {
  const count = (g: BufferGeometry) => (g.index ? g.index.count : g.getAttribute("position").count) / 3;
  const out: Record<string, number> = {};
  for (const species of Object.keys(TREES) as TreeSpecies[]) {
    const { wood, leaves } = tree(species, detail);
    out[`${species} wood`] = count(wood);
    out[`${species} leaves`] = count(leaves);
  }
  out.shrub = count(shrub("shrub", detail));
  out.tropical = count(shrub("tropical", detail));
  out["palm stem"] = count(palmStem());
  out["palm crown"] = count(palmCrown());
  return out;
}
