/** The SVG document being drawn: gradients, clips, background layers and depth-sorted items. */
import { CANVAS_H, CANVAS_W } from "#scripts/images/canvas.ts";
import { r1 } from "#scripts/images/geometry.ts";

type Drawable = { depth: number; svg: string };

export class Svg {
  defs: string[] = [];
  layers: string[] = [];
  items: Drawable[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  linear(stops: [number, string, number?][], x1: number, y1: number, x2: number, y2: number, user = true): string {
    const id = this.id("g");
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.defs.push(
      `<linearGradient id="${id}"${units} x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx: number, cy: number, rx: number, ry: number): string {
    const id = this.id("r");
    const sy = ry / rx;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${r1(rx)}" gradientTransform="translate(${r1(cx)} ${r1(cy)}) scale(1 ${sy.toFixed(3)})">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(pathD: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><path d="${pathD}"/></clipPath>`);
    return `url(#${id})`;
  }

  render(): string {
    const sorted = [...this.items].sort((a, b) => b.depth - a.depth).map((i) => i.svg);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_W}" height="${CANVAS_H}" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}"><defs>${this.defs.join("")}</defs>${this.layers.join("")}${sorted.join("")}</svg>`;
  }
}

export const path_ = (pd: string, fill: string, extra = "") => `<path d="${pd}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
