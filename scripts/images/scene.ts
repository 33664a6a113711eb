/** What a picture shows: a pool design (shape, deck, features) and a view of it (angle, time of day). */
import type { Rng } from "#scripts/images/random.ts";

type PoolShape = "rectangle" | "kidney" | "freeform" | "geometric" | "lap" | "l-shape";
export type TimeOfDay = "midday" | "golden" | "dusk" | "night";
export type Deck = "travertine" | "pavers" | "wood" | "porcelain" | "concrete";
export type Finish = "aqua" | "blue" | "midnight";

export type Design = {
  shape: PoolShape;
  length: number;
  width: number;
  mirror: boolean;
  deck: Deck;
  coping: string;
  finish: Finish;
  spa: "round" | "square" | null;
  rocks: boolean;
  sheerWall: boolean;
  pergola: boolean;
  fireBowls: boolean;
  palms: number;
  loungers: number;
  umbrella: boolean;
  led: string;
  fence: "cedar" | "stucco";
  /** Professional installation: an empty gunite shell on bare ground. */
  construction: boolean;
  /** Upgrades: part of the deck is being re-laid. */
  renovation: boolean;
  /** Servicing: equipment pad, cleaner in the pool, skimmer pole. */
  service: boolean;
};

export type View = {
  time: TimeOfDay;
  yaw: number;
  dist: number;
  height: number;
  fov: number;
  /** Where the camera looks, relative to the pool centre, or at a feature. */
  focus: "pool" | "spa" | "feature";
  lift: number;
  /** Lens shift as a fraction of the frame height; positive shows more sky. */
  shift: number;
};

export type Scene = { design: Design; view: View };

export const SHAPE_LABEL: Record<PoolShape, string> = {
  rectangle: "rectangular",
  kidney: "kidney-shaped",
  freeform: "freeform",
  geometric: "geometric Grecian",
  lap: "long lap",
  "l-shape": "L-shaped",
};

export const DECK_LABEL: Record<Deck, string> = {
  travertine: "travertine",
  pavers: "paver",
  wood: "wood-plank",
  porcelain: "large-format porcelain",
  concrete: "brushed concrete",
};

export const TIME_LABEL: Record<TimeOfDay, string> = {
  midday: "in midday sun",
  golden: "at golden hour",
  dusk: "at dusk",
  night: "at night",
};

export const LED_COLORS: Record<string, string> = {
  "#5ef2ff": "aqua",
  "#5aa9ff": "blue",
  "#b497ff": "violet",
  "#7dffd0": "teal",
};

export function randomDesign(rng: Rng, overrides: Partial<Design> = {}): Design {
  const shape = overrides.shape ?? rng.pick<PoolShape>(["rectangle", "kidney", "freeform", "geometric", "lap", "l-shape"]);
  const size: Record<PoolShape, [number, number]> = {
    rectangle: [rng.range(10, 12), rng.range(4.8, 5.8)],
    kidney: [rng.range(10, 12), rng.range(5.2, 6.2)],
    freeform: [rng.range(10.5, 12.5), rng.range(5.5, 6.5)],
    geometric: [rng.range(10, 12), rng.range(5, 6)],
    lap: [rng.range(14, 16), rng.range(3, 3.4)],
    "l-shape": [rng.range(11, 12.5), rng.range(6, 7)],
  };
  const modern = shape === "rectangle" || shape === "lap" || shape === "geometric";
  const deck = rng.pick<Deck>(modern ? ["porcelain", "pavers", "wood", "concrete", "travertine"] : ["travertine", "pavers", "travertine", "concrete"]);
  return {
    shape,
    length: size[shape][0],
    width: size[shape][1],
    mirror: rng.chance(0.5),
    deck,
    coping: rng.pick(modern ? ["#d9d6cf", "#b9b4ab", "#efe8da"] : ["#efe5d2", "#e6d6b8", "#d8cbb5"]),
    finish: rng.pick<Finish>(["aqua", "aqua", "blue", "midnight"]),
    spa: rng.chance(0.6) ? rng.pick<"round" | "square">(modern ? ["square", "square", "round"] : ["round", "round", "square"]) : null,
    rocks: !modern && rng.chance(0.55),
    sheerWall: modern && rng.chance(0.45),
    pergola: rng.chance(0.45),
    fireBowls: rng.chance(modern ? 0.55 : 0.3),
    palms: rng.int(modern ? 0 : 1, 3),
    loungers: rng.int(2, 4),
    umbrella: rng.chance(0.4),
    led: rng.pick(Object.keys(LED_COLORS)),
    fence: rng.pick(["cedar", "cedar", "stucco"]),
    construction: false,
    renovation: false,
    service: false,
    ...overrides,
  };
}

export function randomView(rng: Rng, overrides: Partial<View> = {}): View {
  const side = rng.chance(0.5) ? 1 : -1;
  const closeUp = overrides.focus !== undefined && overrides.focus !== "pool";
  const view: View = {
    time: rng.pick<TimeOfDay>(["midday", "golden", "dusk", "night"]),
    yaw: side * rng.range(8, 34),
    dist: rng.range(13, 16.5),
    height: rng.range(5.5, 8),
    fov: rng.range(54, 62),
    focus: "pool",
    lift: rng.range(0, 2),
    shift: rng.range(0.22, 0.3),
    ...overrides,
  };
  // A close-up keeps its subject near the middle of the frame.
  if (closeUp && overrides.shift === undefined) view.shift = rng.range(0.06, 0.14);
  return view;
}
