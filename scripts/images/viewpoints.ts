/**
 * Where the image build's camera stands for each kind of picture, worked out from the design's
 * own plan (app/features/design/geometry.ts, which the 3-D view builds from), so a viewpoint
 * frames every size and shape alike. Scene coordinates, in feet: x along the pool's length
 * (shallow end at 0), height, z across it; the house is on the deck's front side (large z), the
 * water features on the back wall (z near 0), the back fence 14 ft behind the deck.
 */
import { designLayout } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { pergolaSite } from "#app/features/design/three/pergola.ts";
import type { Shot } from "#app/features/design/three/viewer.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";

/** A water feature, the fire bowls or the yard's pergola, seen close up. */
export type Detail = "spa" | "sheer-descent" | "rock-waterfall" | "scuppers" | "fire-bowls" | "pergola";

export type Viewpoint =
  /** Eye level from the patio by the house, at the deck's far corner from the shallow end. */
  | "patio"
  /** Eye level from the back porch, at the shallow end's corner. */
  | "porch"
  /** Eye level from the shallow end, down the pool's length. */
  | "across"
  /** Eye level from the back corner of the yard, toward the house. */
  | "far"
  /** Three-quarter aerial from above the side of the yard past the spa end, toward the house. */
  | "aerial"
  /** Close detail of a feature, from across the water; `side` picks the other angle. */
  | { detail: Detail; side?: 1 | -1 };

/** A person's eye on the deck, feet. */
const EYE = 5.5;

const round = (value: number) => Math.round(value * 100) / 100;
const point = (x: number, y: number, z: number) => [round(x), round(y), round(z)] as const;

/** The camera for `viewpoint` of `design` in a yard with `yard`; throws when either lacks the detail asked for. */
export function shotFor(design: Design, viewpoint: Viewpoint, yard: YardExtras = {}): Shot {
  const layout = designLayout(design);
  const deck = layout.deck;
  const front = deck.y + deck.height;
  const centre = { x: deck.x + deck.width / 2, z: deck.y + deck.height * 0.45 };
  switch (viewpoint) {
    case "patio":
      return { eye: point(deck.x + deck.width - 1.5, EYE, front + 2), target: point(centre.x - deck.width * 0.06, -1.5, deck.y + deck.height * 0.4), fov: 52 };
    case "porch":
      return { eye: point(deck.x + 1.5, EYE, front + 2), target: point(centre.x + deck.width * 0.06, -1.5, deck.y + deck.height * 0.4), fov: 52 };
    case "across":
      return { eye: point(deck.x + 1.5, EYE - 0.5, centre.z + deck.height * 0.3), target: point(deck.x + deck.width * 0.62, -1, centre.z - deck.height * 0.08), fov: 50 };
    case "far":
      return { eye: point(deck.x + deck.width + 8, EYE + 1, deck.y - 9), target: point(centre.x - deck.width * 0.05, 0, centre.z + deck.height * 0.15), fov: 52 };
    case "aerial": {
      const fov = 44;
      const reach = Math.max(deck.width, deck.height * 1.5) * 0.62;
      const distance = reach / Math.tan(((fov / 2) * Math.PI) / 180);
      const elevation = (36 * Math.PI) / 180;
      // From the front (the house's side) the roof would be in the way.
      const azimuth = (118 * Math.PI) / 180;
      const flat = distance * Math.cos(elevation);
      return {
        eye: point(centre.x + flat * Math.sin(azimuth), distance * Math.sin(elevation), centre.z + flat * Math.cos(azimuth)),
        target: point(centre.x, -1, centre.z),
        fov,
      };
    }
  }
  const side = viewpoint.side ?? 1;
  if (viewpoint.detail === "pergola") {
    if (!yard.pergola) throw new Error("the yard has no pergola");
    // From the deck beside the pool, three-quarters on: the water beside, the pergola beyond.
    const site = pergolaSite(deck);
    const middle = { x: site.x + site.width / 2, z: site.y + site.height / 2 };
    return { eye: point(middle.x + 26, EYE + 1, middle.z - side * 9), target: point(middle.x, 3, middle.z + side), fov: 50 };
  }
  const { x, z, height } = detailPoint(layout, viewpoint.detail);
  if (viewpoint.detail === "spa") {
    // From the pool's side of the spa, over the water, a little to one side.
    return { eye: point(x - 20, EYE + 1.5, z + side * 6), target: point(x - 2, height, z), fov: 48 };
  }
  if (viewpoint.detail === "fire-bowls") {
    // A bowl on the deck's front edge in the foreground, the water and the back fence beyond.
    return { eye: point(x + side * 10, EYE, z + 4), target: point(x - side * 2, 0.5, z - 10), fov: 50 };
  }
  // The water features are on the back wall: seen from the front deck, across the water.
  return { eye: point(x + side * 7, EYE - 1, z + 16), target: point(x, height, z), fov: 46 };
}

function detailPoint(layout: ReturnType<typeof designLayout>, detail: Exclude<Detail, "pergola">): { x: number; z: number; height: number } {
  const { spa, features, fireBowls } = layout;
  const missing = () => new Error(`the design has no ${detail}`);
  switch (detail) {
    case "spa":
      if (!spa) throw missing();
      return { x: spa.x, z: spa.y, height: 0.5 };
    case "sheer-descent": {
      const wall = features.sheerDescent;
      if (!wall) throw missing();
      return { x: (wall.from.x + wall.to.x) / 2, z: (wall.from.y + wall.to.y) / 2, height: 1 };
    }
    case "rock-waterfall":
      if (!features.rockWaterfall) throw missing();
      return { x: features.rockWaterfall.x, z: features.rockWaterfall.y, height: 1.5 };
    case "scuppers": {
      if (!features.scuppers.length) throw missing();
      const xs = features.scuppers.map((p) => p.x);
      return { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: features.scuppers[0]!.y, height: 1 };
    }
    case "fire-bowls": {
      if (!fireBowls.length) throw missing();
      // The bowl nearest the deep end.
      const bowl = fireBowls.reduce((a, b) => (b.x > a.x ? b : a));
      return { x: bowl.x, z: bowl.y, height: 1 };
    }
  }
}
