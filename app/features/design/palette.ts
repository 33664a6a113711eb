import type { Coping, Deck, Finish, Lighting } from "#app/features/design/model.ts";

/**
 * Colours of the design's materials, shared by the 2-D plan and the 3-D view so both show the
 * same pool. Water: the colour over the shallow end and over the deep end for each finish.
 */

export const waterColours: Record<Finish, { shallow: string; deep: string }> = {
  "white-plaster": { shallow: "#8fdcec", deep: "#2a9ec4" },
  "quartz-aqua": { shallow: "#6fd3d9", deep: "#1b8fa8" },
  "pebble-blue": { shallow: "#5fb2dc", deep: "#1d5f9a" },
  "pebble-midnight": { shallow: "#4a7fa8", deep: "#12304f" },
  "glass-bead": { shallow: "#63c6e2", deep: "#1673a6" },
};

export const copingColours: Record<Coping, string> = {
  concrete: "#bdb8ad",
  brick: "#a4553a",
  travertine: "#e6d8b8",
  limestone: "#d8d2bf",
};

export const deckColours: Record<Deck, string> = {
  "broom-concrete": "#dedad0",
  "stamped-concrete": "#cdb296",
  travertine: "#ece2cc",
  porcelain: "#d3cfc8",
  flagstone: "#bfae92",
};

/** Light colour of each LED choice; colour-changing shows its signature magenta. */
export const lightColours: Record<Lighting, string> = {
  white: "#f4f8ff",
  blue: "#3a7bff",
  aqua: "#2fe0d0",
  violet: "#9b5cff",
  amber: "#ffb347",
  "color-changing": "#ff5fa2",
};
