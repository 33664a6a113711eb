import type { Coping, Deck, Finish, Lighting } from "#app/features/design/model.ts";

/**
 * Colours of the 3-D view, as sRGB hex. A finish sets both the shell's colour and the water's
 * tint: white plaster reads light aqua, dark pebble deep blue, as they do in a real pool.
 */

export const finishColours: Record<Finish, { shell: number; shallowWater: number; deepWater: number }> = {
  "white-plaster": { shell: 0xe9f1f2, shallowWater: 0x7fd8e6, deepWater: 0x1f8fb8 },
  "quartz-aqua": { shell: 0xbfe3e3, shallowWater: 0x52d0d6, deepWater: 0x138aa6 },
  "pebble-blue": { shell: 0x6f93ad, shallowWater: 0x3fa6cf, deepWater: 0x0d5a8c },
  "pebble-midnight": { shell: 0x3a4656, shallowWater: 0x2a7c99, deepWater: 0x0b3550 },
  "glass-bead": { shell: 0x9fd3e0, shallowWater: 0x4cc4e0, deepWater: 0x0f74a8 },
};

export const copingColours: Record<Coping, number> = {
  concrete: 0xd9d4ca,
  brick: 0xa4533b,
  travertine: 0xe6d8bd,
  limestone: 0xd8d2c0,
};

/** Deck colour and the size of its pavers in feet (0: a poured slab, joints every 10 ft). */
export const deckLooks: Record<Deck, { colour: number; joint: number; paver: [number, number] }> = {
  "broom-concrete": { colour: 0xcfcac0, joint: 0xa9a49a, paver: [10, 10] },
  "stamped-concrete": { colour: 0xbfa98d, joint: 0x8f7a60, paver: [2, 2] },
  travertine: { colour: 0xe4d5b7, joint: 0xc9b796, paver: [2, 4] },
  porcelain: { colour: 0xb9b6b0, joint: 0x8d8a85, paver: [2, 4] },
  flagstone: { colour: 0xb99b74, joint: 0x7d6a50, paver: [3, 3] },
};

const led: Record<Exclude<Lighting, "color-changing">, number> = {
  white: 0xdff3ff,
  blue: 0x2f6bff,
  aqua: 0x1fe0d0,
  violet: 0x9a4dff,
  amber: 0xffad42,
};

/** One colour per underwater light; a colour-changing set is shown mid-cycle, each light its own hue. */
export function ledColours(lighting: Lighting, count: number): number[] {
  const cycle = [led.aqua, led.violet, led.blue, 0x3dff8a];
  return Array.from({ length: count }, (_, i) => (lighting === "color-changing" ? cycle[i % cycle.length]! : led[lighting]));
}

export const scenery = {
  lawn: 0x5f8a3c,
  fence: 0x8a6a4a,
  rock: 0x8d8478,
  bowl: 0x8c8c88,
  flame: 0xff8a2a,
  waterfall: 0xeaf8ff,
  cover: 0x6f7479,
} as const;
