import { BoxGeometry, type BufferGeometry, Color, ConeGeometry, CylinderGeometry, DoubleSide, InstancedMesh, type Material, Matrix4, Quaternion, Vector3 } from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Layout, Rect } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { seeded, prism } from "#app/features/design/three/solids.ts";
import type { SurfaceKind } from "#app/features/design/three/surfaces.ts";
import type { BuildStage, Shaded, YardContext, YardExtras } from "#app/features/design/three/yard-context.ts";
import { buildPergola } from "#app/features/design/three/pergola.ts";
import { plantYard } from "#app/features/design/three/planting.ts";
import { defaultYardStyle, type Fence, type HouseColor, type YardStyle } from "#app/features/design/yard-style.ts";

export type { YardContext, YardExtras };

/**
 * The backyard around the deck, so the pool reads at its true size, drawn as the visitor said
 * their yard is ("Your yard", ../yard-style.ts): the back of the house on the front side (plan
 * y beyond the deck: stucco, brick or lap siding in their colour, patio doors, windows, the
 * roof's edge; lit from inside at dusk), a fence on the other three sides (a cedar privacy
 * fence, wrought iron the neighbours' trees show through, or a masonry wall with piers), lawn,
 * and the planting (./planting.ts: native, tropical or minimal), with loungers and an umbrella
 * where the deck is wide enough. Repeated things (posts, pickets, plants) are instanced: one
 * draw each. A yard may have more than the designer's choices (`YardExtras`): a launch
 * project's pergola, which its words name, is drawn in its pictures (docs/decisions/031).
 */

/** House colours: the paint (stucco, siding) or the brick's tone, multiplied over the painted wall's texture. */
const HOUSE_COLOURS: Record<HouseColor, string> = {
  cream: "#f1e4c6",
  white: "#f6f5f0",
  tan: "#cfb48c",
  gray: "#b2b3ae",
};

const FENCE_HEIGHT = 6;
const HOUSE_HEIGHT = 11;
/** Lawn beside the deck to the side fences, behind it to the back fence, and before the house. */
const SIDE_YARD = 16;
const BACK_YARD = 14;
const HOUSE_GAP = 5;
/** The opening view's eye: a tall person's, on the patio by the house's corner. */
const EYE = 6.5;

/** Where the opening view stands: in the side yard, by the house's corner, under the eave. */
function standpoint(deck: Rect): Vector3 {
  return new Vector3(deck.x + deck.width + SIDE_YARD - 3, EYE, deck.y + deck.height + HOUSE_GAP - 2);
}

/**
 * The opening view, as a photographer stands for a builder's rendering: on the patio near the
 * house's corner, beside the deck, looking along the back of the house and across the pool, so
 * the house's wall, patio doors and eave fill one side of the picture and the whole pool, the
 * planting and the fence the rest. The direction halves the angle between the house's wall and
 * the pool's far corner, so both stay in the frame at any aspect the view's box takes.
 */
export function openingView(deck: Rect, pool: Rect): { eye: Vector3; target: Vector3 } {
  const eye = standpoint(deck);
  const wall = Math.PI;
  const corner = Math.atan2(pool.y - eye.z, pool.x + pool.width - eye.x);
  const yaw = (wall + (corner < 0 ? corner + Math.PI * 2 : corner)) / 2;
  const reach = Math.hypot(pool.x + pool.width / 2 - eye.x, pool.y + pool.height / 2 - eye.z);
  return { eye, target: new Vector3(eye.x + Math.cos(yaw) * reach, -1, eye.z + Math.sin(yaw) * reach) };
}

function rect(x: number, y: number, width: number, height: number) {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/** Builds the yard into the design's group; returns the fenced yard's extent (house included). */
export function buildYard(design: Design, layout: Layout, yard: YardContext, extras: YardExtras = {}, stage: BuildStage = "complete"): Rect {
  const { add, geometry, shaded, painted, plain, key, dusk } = yard;
  // A design from before the yard was part of it draws the default yard.
  const style: YardStyle = design.yard ?? defaultYardStyle;
  const deck = layout.deck;
  const left = deck.x - SIDE_YARD;
  const right = deck.x + deck.width + SIDE_YARD;
  const back = deck.y - BACK_YARD;
  const houseWall = deck.y + deck.height + HOUSE_GAP;
  const bounds = { x: left, y: back, width: right - left, height: houseWall - back };
  const instanced = (geometryKey: string, make: () => BufferGeometry, mat: Material, matrices: Matrix4[], shadows: "cast" | "receive" | "both" | "none" = "cast", colours?: Color[]) => {
    if (!matrices.length) return;
    const mesh = new InstancedMesh(geometry(geometryKey, make), mat, matrices.length);
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    colours?.forEach((colour, i) => mesh.setColorAt(i, colour));
    mesh.castShadow = shadows === "cast" || shadows === "both";
    mesh.receiveShadow = shadows === "receive" || shadows === "both";
    // Its matrices' buffer is the viewer's to free when the design changes (PoolModel's group).
    yard.group.add(mesh);
  };
  const place = (x: number, y: number, z: number, scale: Vector3 | number = 1, turn = 0) =>
    new Matrix4().compose(new Vector3(x, y, z), new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), turn), typeof scale === "number" ? new Vector3(scale, scale, scale) : scale);
  const rand = seeded(Math.round(deck.width * 13 + deck.height * 7));

  // Lawn to the horizon, with a hole where the deck is.
  const lawnArea = { x: deck.x - 300, y: deck.y - 300, width: deck.width + 600, height: deck.height + 600 };
  add(geometry(key("lawn", deck), () => prism(rect(lawnArea.x, lawnArea.y, lawnArea.width, lawnArea.height), -0.45, -0.05, [rect(deck.x, deck.y, deck.width, deck.height)])), lawnMaterial(yard));

  buildFence(yard, style.fence, { left, right, back, houseWall }, instanced, place);

  // The first picture is drawn without the planting; the complete scene follows it (./scene-stages.ts).
  if (stage === "complete") plantYard(yard, { left, right, back, houseWall, deck, pergola: Boolean(extras.pergola) }, style.planting);
  if (extras.pergola) buildPergola(yard, deck, `deck:${design.deck}`);

  // Two loungers and an umbrella on the deck in front of the pool, where the deck allows.
  const poolFront = Math.max(...layout.outline.map((p) => p.y)) + 1.2;
  const room = deck.y + deck.height - poolFront;
  if (room >= 7) {
    const frame = plain("#f2f0ea", 0.5);
    const cushion = plain("#1f4e6b", 0.85);
    const z = poolFront + Math.min(room / 2, 4.5);
    const from = layout.fireBowls.length ? design.length * 0.05 : design.length * 0.3;
    for (let i = 0; i < 2; i++) {
      const x = from + i * 3.2;
      add(geometry(key("lounger-frame"), () => new BoxGeometry(2.2, 0.9, 6.4).translate(0, 0.45, 0)), frame, "both").position.set(x, 0, z);
      const back = add(geometry(key("lounger-back"), () => new BoxGeometry(2.1, 0.35, 2.3).translate(0, 0.17, -1.15)), cushion, "both");
      back.position.set(x, 1.0, z + 3.2 - 0.1);
      back.rotation.x = -0.9;
      add(geometry(key("lounger-cushion"), () => new BoxGeometry(2.1, 0.35, 4.2).translate(0, 0.17, 0)), cushion, "both").position.set(x, 0.9, z - 0.9);
    }
    const pole = plain("#d9d6cc", 0.4);
    const umbrellaX = from + 6.6;
    add(geometry(key("umbrella-pole"), () => new CylinderGeometry(0.08, 0.08, 8.2, 8).translate(0, 4.1, 0)), pole, "cast").position.set(umbrellaX, 0, z);
    const canvas = shaded("umbrella", { color: "#f4efe2", roughness: 0.9, side: DoubleSide });
    add(geometry(key("umbrella-canopy"), () => new ConeGeometry(4.5, 1.6, 8, 1, true)), canvas, "cast").position.set(umbrellaX, 7.6, z);
  }

  // The back of the house: its walls (stucco, brick or siding, in the visitor's colour), patio
  // doors and windows, the roof's overhang above.
  const houseRect = { x: left - 4, y: houseWall, width: right - left + 8, height: 26 };
  const wallKind: SurfaceKind = style.house === "stucco" ? "wall" : `wall:${style.house}`;
  const houseColour = HOUSE_COLOURS[style.houseColor];
  const walls = yard.material(key("house-wall", wallKind, houseColour, yard.tier), () => {
    const made = painted(wallKind).clone();
    made.color.set(houseColour);
    return made;
  });
  add(geometry(key("house", houseRect), () => prism(rect(houseRect.x, houseRect.y, houseRect.width, houseRect.height), -0.1, HOUSE_HEIGHT)), walls, "both");
  const eave = { x: houseRect.x - 1.5, y: houseWall - 2.2, width: houseRect.width + 3, height: houseRect.height + 4 };
  add(geometry(key("eave", eave), () => prism(rect(eave.x, eave.y, eave.width, eave.height), HOUSE_HEIGHT, HOUSE_HEIGHT + 0.7)), plain("#efece4", 0.7), "both");
  const roof = add(geometry(key("roof", eave), () => new CylinderGeometry(0.01, 1, 1, 4, 1).rotateY(Math.PI / 4)), painted("roof"), "cast");
  roof.position.set(eave.x + eave.width / 2, HOUSE_HEIGHT + 0.7 + 4, eave.y + eave.height / 2);
  roof.scale.set(eave.width * 0.72, 8, eave.height * 0.72);
  const glass = shaded(key("glass", dusk), { color: "#1c2630", roughness: 0.05, metalness: 0.2, emissive: new Color(dusk ? "#ffb466" : "#000000"), emissiveIntensity: dusk ? 1.4 : 0 });
  const trim = plain("#fbfaf6", 0.5);
  // Stepping stones from where the opening view stands to the deck's corner.
  const eye = standpoint(deck);
  const stones: Matrix4[] = [];
  const to = { x: deck.x + deck.width, z: deck.y + deck.height - 2 };
  const steps = Math.floor(Math.hypot(eye.x - to.x, eye.z - to.z) / 2.4);
  for (let i = 0; i <= steps; i++) {
    const t = i / Math.max(steps, 1);
    stones.push(place(eye.x + (to.x - eye.x) * t + (rand() - 0.5) * 0.5, 0, eye.z + (to.z - eye.z) * t + (rand() - 0.5) * 0.5, new Vector3(0.85 + rand() * 0.2, 1, 0.7 + rand() * 0.2), rand() * 6));
  }
  instanced(key("stone"), () => new CylinderGeometry(1, 1, 0.12, 14).translate(0, -0.03, 0), plain("#a89e8f", 0.9), stones, "receive");
  // A landing of the deck's paving from the patio doors to the deck.
  const walk = { x: deck.x + 0.5, y: deck.y + deck.height - 0.01, width: 9, height: HOUSE_GAP + 0.01 };
  add(geometry(key("walk", walk), () => prism(rect(walk.x, walk.y, walk.width, walk.height), -0.4, 0)), painted(`deck:${design.deck}`));
  const openings: Array<[number, number, number, number]> = [
    // x, width, sill, height: the patio doors, then windows.
    [deck.x + 2, 6, 0, 7.2],
    [deck.x + 10, 4, 3, 4],
    [deck.x + deck.width - 8, 4, 3, 4],
    [deck.x + deck.width + 4, 4, 3, 4],
  ];
  // Each kind of part merged into one geometry (one draw): the trims and mullions, the panes, the lanterns and their caps.
  const merged = (name: string, boxes: Array<[number, number, number, number, number, number]>) =>
    geometry(key(name, boxes), () => mergeGeometries(boxes.map(([w, h, d, x, y, z]) => new BoxGeometry(w, h, d).translate(x, y, z))));
  const trims = openings.flatMap(([x, width, sill, height]): Array<[number, number, number, number, number, number]> => [
    [width + 0.6, height + 0.6, 0.2, x + width / 2, sill + height / 2, houseWall - 0.08],
    [0.15, height, 0.12, x + width / 2, sill + height / 2, houseWall - 0.27],
  ]);
  add(merged("trim", trims), trim, "none");
  add(merged("pane", openings.map(([x, width, sill, height]) => [width, height, 0.1, x + width / 2, sill + height / 2, houseWall - 0.2])), glass, "none");
  // A gutter along the eave, and lanterns either side of the patio doors, lit at dusk.
  add(geometry(key("gutter", eave), () => new BoxGeometry(eave.width, 0.45, 0.45)), trim, "cast").position.set(eave.x + eave.width / 2, HOUSE_HEIGHT + 0.3, eave.y - 0.2);
  const lamp = shaded(key("lantern", dusk), { color: "#f3e6cc", roughness: 0.4, emissive: new Color(dusk ? "#ffc27a" : "#000000"), emissiveIntensity: dusk ? 2.5 : 0 });
  const cap = plain("#2b2926", 0.6);
  const lanterns = [deck.x + 1.2, deck.x + 8.8];
  add(merged("lantern", lanterns.map((x) => [0.55, 0.9, 0.45, x, 7.4, houseWall - 0.35])), lamp, "none");
  add(merged("lantern-cap", lanterns.map((x) => [0.75, 0.15, 0.6, x, 7.92, houseWall - 0.35])), cap, "none");
  return bounds;
}

type Instanced = (geometryKey: string, make: () => BufferGeometry, mat: Material, matrices: Matrix4[], shadows?: "cast" | "receive" | "both" | "none", colours?: Color[]) => void;
type Place = (x: number, y: number, z: number, scale?: Vector3 | number, turn?: number) => Matrix4;

/**
 * The fence on the yard's three open sides, 6 ft: cedar boards between posts every 8 ft; black
 * wrought-iron pickets 4¾ in apart between two rails and square posts (the neighbours' trees
 * and lawns show through); or a masonry wall of stucco-faced block with a cap and piers.
 */
function buildFence(yard: YardContext, fence: Fence, { left, right, back, houseWall }: { left: number; right: number; back: number; houseWall: number }, instanced: Instanced, place: Place): void {
  const { add, geometry, painted, plain, key } = yard;
  const runs: Array<[number, number, number, number]> = [
    [left, back, right, back],
    [left, back, left, houseWall],
    [right, back, right, houseWall],
  ];
  const posts: Matrix4[] = [];
  const along = (spacing: number, at: (x: number, z: number, across: boolean) => void) => {
    for (const [x1, y1, x2, y2] of runs) {
      const length = Math.hypot(x2 - x1, y2 - y1);
      const count = Math.round(length / spacing);
      for (let i = 0; i <= count; i++) at(x1 + ((x2 - x1) * i) / count, y1 + ((y2 - y1) * i) / count, y1 === y2);
    }
  };
  if (fence === "wood") {
    const wood = painted("wood");
    // The three runs' boards in one geometry: one draw.
    add(
      geometry(key("fence", runs), () =>
        mergeGeometries(
          runs.map(([x1, y1, x2, y2]) => {
            const panel = { x: Math.min(x1, x2) - 0.1, y: Math.min(y1, y2) - 0.1, width: Math.abs(x2 - x1) + 0.2, height: Math.abs(y2 - y1) + 0.2 };
            return prism(rect(panel.x, panel.y, panel.width, panel.height), -0.05, FENCE_HEIGHT);
          }),
        ),
      ),
      wood,
      "both",
    );
    along(8, (x, z, across) => posts.push(place(x + (across ? 0 : x === left ? 0.3 : -0.3), FENCE_HEIGHT / 2 + 0.1, z + (across ? 0.3 : 0))));
    instanced(key("post"), () => new BoxGeometry(0.4, FENCE_HEIGHT + 0.4, 0.4), plain("#6e5038", 0.9), posts);
    return;
  }
  if (fence === "iron") {
    const iron = plain("#1e1f21", 0.45);
    const pickets: Matrix4[] = [];
    along(0.4, (x, z) => pickets.push(place(x, 0, z)));
    instanced(key("picket"), () => new BoxGeometry(0.06, FENCE_HEIGHT - 0.2, 0.06).translate(0, (FENCE_HEIGHT - 0.2) / 2, 0), iron, pickets);
    // Two rails along each run, and square posts every 8 ft.
    const rails: Matrix4[] = [];
    for (const [x1, y1, x2, y2] of runs) {
      const length = Math.hypot(x2 - x1, y2 - y1);
      for (const height of [0.5, FENCE_HEIGHT - 0.6]) rails.push(place((x1 + x2) / 2, height, (y1 + y2) / 2, new Vector3(length, 1, 1), y1 === y2 ? 0 : Math.PI / 2));
    }
    instanced(key("rail"), () => new BoxGeometry(1, 0.12, 0.1), iron, rails);
    along(8, (x, z) => posts.push(place(x, FENCE_HEIGHT / 2, z)));
    instanced(key("iron-post"), () => new BoxGeometry(0.22, FENCE_HEIGHT, 0.22), iron, posts);
    return;
  }
  // Masonry: a block wall faced in stucco, a cap a little wider, piers every 12 ft.
  const wall = painted("wall:masonry");
  const capping = plain("#d9d2c4", 0.85);
  const panels = runs.map(([x1, y1, x2, y2]) => ({ x: Math.min(x1, x2) - 0.3, y: Math.min(y1, y2) - 0.3, width: Math.abs(x2 - x1) + 0.6, height: Math.abs(y2 - y1) + 0.6 }));
  add(geometry(key("masonry", panels), () => mergeGeometries(panels.map((panel) => prism(rect(panel.x, panel.y, panel.width, panel.height), -0.05, FENCE_HEIGHT - 0.25)))), wall, "both");
  const tops = panels.map((panel) => ({ x: panel.x - 0.15, y: panel.y - 0.15, width: panel.width + 0.3, height: panel.height + 0.3 }));
  add(geometry(key("masonry-cap", tops), () => mergeGeometries(tops.map((top) => prism(rect(top.x, top.y, top.width, top.height), FENCE_HEIGHT - 0.25, FENCE_HEIGHT)))), capping, "both");
  along(12, (x, z) => posts.push(place(x, (FENCE_HEIGHT + 0.6) / 2, z)));
  instanced(key("pier"), () => new BoxGeometry(1.4, FENCE_HEIGHT + 0.6, 1.4), capping, posts);
}

/**
 * Grass: the painted lawn tile (6 ft of St. Augustine), with broad patches of lighter and darker
 * green about 3 and 10 ft across (the tile itself read 12 and 40 times larger, blurred), so a
 * lawn never reads as one colour nor repeats its tile.
 */
function lawnMaterial({ material, painted, key }: YardContext): Shaded {
  const lawn = painted("lawn");
  return material(key("lawn-material", lawn.type), () => {
    const grass = lawn.clone();
    grass.onBeforeCompile = (shader) => {
      shader.fragmentShader = shader.fragmentShader.replace(
        "#include <map_fragment>",
        `#include <map_fragment>
        float broad = texture2D(map, vMapUv * 0.083, 2.0).g + texture2D(map, vMapUv * 0.025 + 0.3, 2.0).g;
        diffuseColor.rgb *= 0.6 + broad * 0.95;`,
      );
    };
    grass.customProgramCacheKey = () => "lawn";
    return grass;
  });
}
