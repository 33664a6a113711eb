import { Color } from "three";
import { copingColours, deckColours, lightColours, waterColours } from "#app/features/design/palette.ts";
import type { Deck, Finish, Lighting } from "#app/features/design/model.ts";

/**
 * The 3-D view's colours: the plan's palette (`../palette.ts`, so both views show the same
 * pool) plus what only a 3-D scene needs: the shell under the water, paver sizes, the yard.
 */

export { copingColours };

/** The finish itself, as the shell's colour; the water over it takes the plan's water colours. */
export const shellColours: Record<Finish, string> = {
  "white-plaster": "#e9f1f2",
  "quartz-aqua": "#bfe3e3",
  "pebble-blue": "#6f93ad",
  "pebble-midnight": "#3a4656",
  "glass-bead": "#9fd3e0",
};

export function finishColours(finish: Finish): { shell: string; shallowWater: string; deepWater: string } {
  return { shell: shellColours[finish], shallowWater: waterColours[finish].shallow, deepWater: waterColours[finish].deep };
}

/** Size of one paver in feet, along then across (a poured slab shows its control joints). */
const paverSizes: Record<Deck, [number, number]> = {
  "broom-concrete": [10, 10],
  "stamped-concrete": [2, 2],
  travertine: [2, 4],
  porcelain: [2, 4],
  flagstone: [3, 3],
};

export function deckLook(deck: Deck): { colour: Color; joint: Color; paver: [number, number] } {
  const colour = new Color(deckColours[deck]);
  return { colour, joint: colour.clone().multiplyScalar(0.78), paver: paverSizes[deck] };
}

/** One colour per underwater light; a colour-changing set is shown mid-cycle, each light its own hue. */
export function ledColours(lighting: Lighting, count: number): string[] {
  const cycle = [lightColours.aqua, lightColours.violet, lightColours["color-changing"], lightColours.blue];
  return Array.from({ length: count }, (_, i) => (lighting === "color-changing" ? cycle[i % cycle.length]! : lightColours[lighting]));
}

export const scenery = {
  lawn: "#5f8a3c",
  fence: "#8a6a4a",
  rock: "#8d8478",
  bowl: "#8c8c88",
  flame: "#ff8a2a",
  waterfall: "#eaf8ff",
  cover: "#6f7479",
  tile: "#2f5f7a",
} as const;
