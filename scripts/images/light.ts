/** The light of each time of day, and how it tints a colour. */
import { hexToRgb, mix, rgbToHex } from "#scripts/images/colour.ts";
import type { P2 } from "#scripts/images/geometry.ts";
import type { TimeOfDay } from "#scripts/images/scene.ts";

export type Light = {
  sky: [string, string, string];
  /** Multiplies every lit surface. */
  tint: string;
  ambient: string;
  ambientMix: number;
  shadow: P2 | null;
  shadowOpacity: number;
  glow: number;
};

export const LIGHT: Record<TimeOfDay, Light> = {
  midday: { sky: ["#4f9fdc", "#9fd2f2", "#e4f3fb"], tint: "#ffffff", ambient: "#ffffff", ambientMix: 0, shadow: [0.35, 0.25], shadowOpacity: 0.22, glow: 0 },
  golden: { sky: ["#6c95c4", "#f0c39c", "#ffd27e"], tint: "#fff0d6", ambient: "#ff9d4d", ambientMix: 0.1, shadow: [1.5, 0.55], shadowOpacity: 0.26, glow: 0.35 },
  dusk: { sky: ["#1c2650", "#6c4d86", "#f0957a"], tint: "#a9a6c8", ambient: "#2d3570", ambientMix: 0.22, shadow: null, shadowOpacity: 0.2, glow: 0.85 },
  night: { sky: ["#050b1e", "#0d1b3d", "#21375f"], tint: "#5d6f9c", ambient: "#0b1733", ambientMix: 0.35, shadow: null, shadowOpacity: 0.25, glow: 1 },
};

export function lit(color: string, light: Light): string {
  const [r, g, b] = hexToRgb(color);
  const [tr, tg, tb] = hexToRgb(light.tint);
  return mix(rgbToHex([(r * tr) / 255, (g * tg) / 255, (b * tb) / 255]), light.ambient, light.ambientMix);
}
