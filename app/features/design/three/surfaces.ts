import { Color } from "three";
import type { Coping, Deck, Finish } from "#app/features/design/model.ts";
import { copingColours, deckColours } from "#app/features/design/palette.ts";
import { shellColours } from "#app/features/design/three/palette.ts";
import { seeded } from "#app/features/design/three/solids.ts";
import { fractal, noise, paintSurface, type SurfaceMaps, type Texel } from "#app/features/design/three/textures.ts";

/**
 * What each deck, coping, interior finish and the lawn look like up close, painted in code:
 * travertine's pits and veins, pavers' joints, flagstone's irregular stones and wide grout,
 * brushed concrete's broom lines and control joints, brick and mortar, a pebble finish's grain,
 * plaster's mottling, grass blades. Base colours are the plan's (../palette.ts), so both views
 * agree. Each surface is one tile, `feet` across, repeated, and everything on it is drawn at its
 * real size (issue 40): 24 in travertine pavers with elongated pits and no grain, 8 × 2¼ in
 * brick, 8 in lap siding, 16 × 8 in block, 5½ in fence boards, St. Augustine grass in tufts of
 * a few inches, stucco as a troweled knock-down, not a per-texel speckle. The house walls are
 * painted near white: the visitor's house colour tints them (./yard.ts).
 */
export type SurfaceKind = `deck:${Deck}` | `coping:${Coping}` | `finish:${Finish}` | "lawn" | "wall" | "wall:brick" | "wall:siding" | "wall:masonry" | "roof" | "wood";

export interface Surface extends SurfaceMaps {
  /** Feet one tile covers. */
  feet: number;
}

const SIZE = 256;
/**
 * The first picture's maps (./scene-stages.ts), replaced by the full-size ones once it is on screen:
 * 16 texels across, each surface's colours and their broad variation without its detail. Painting
 * cold (before the JavaScript engine has optimised the painters) costs per texel several times
 * what it costs later, so a map a sixteenth across (about 30 ms for the default design's seven
 * surfaces in Node, against about 110 ms at a quarter across) is what a phone can pay first.
 */
export const QUICK_SIZE = 16;

function rgb(hex: string): [number, number, number] {
  const c = new Color(hex);
  // sRGB components, as the texture stores them.
  return [c.r, c.g, c.b].map((v) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055)) as [number, number, number];
}

function texel([r, g, b]: [number, number, number], shade: number, height: number, rough: number): Texel {
  return { r: r * shade, g: g * shade, b: b * shade, height, rough };
}

/** Running-bond pavers: per texel, the paver it is on (an id) and how far it is from a joint, in tile units. */
function pavers(u: number, v: number, cols: number, rows: number, offset = 0.5) {
  const row = Math.floor(v * rows);
  const shifted = u * cols + (row % 2) * offset;
  const col = Math.floor(shifted);
  const fx = shifted - col;
  const fy = v * rows - row;
  const edge = Math.min(fx / cols, (1 - fx) / cols, fy / rows, (1 - fy) / rows);
  return { id: row * 31 + (((col % cols) + cols) % cols), edge };
}

/** Voronoi stones: the stone's id and the distance to its edge, tileable; `cells` across. */
function stones(seed: number, cells: number) {
  const rand = seeded(seed);
  const points = Array.from({ length: cells * cells }, (_, i) => ({ x: (i % cells) + 0.2 + rand() * 0.6, y: Math.floor(i / cells) + 0.2 + rand() * 0.6 }));
  return (u: number, v: number) => {
    const x = u * cells;
    const y = v * cells;
    let first = Infinity;
    let second = Infinity;
    let id = 0;
    for (let oy = -1; oy <= 1; oy++) {
      for (let ox = -1; ox <= 1; ox++) {
        const gx = Math.floor(x) + ox;
        const gy = Math.floor(y) + oy;
        const wx = ((gx % cells) + cells) % cells;
        const wy = ((gy % cells) + cells) % cells;
        const p = points[wy * cells + wx]!;
        const d = Math.hypot(p.x + gx - wx - x, p.y + gy - wy - y);
        if (d < first) {
          second = first;
          first = d;
          id = wy * cells + wx;
        } else if (d < second) second = d;
      }
    }
    return { id, edge: (second - first) / 2 / cells };
  };
}

const hash = (n: number) => {
  const x = Math.sin(n * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
};

/** Pits: small dark holes scattered at random, as in travertine. */
function pits(seed: number, count: number, radius: number) {
  const rand = seeded(seed);
  const holes = Array.from({ length: count }, () => ({ x: rand(), y: rand(), r: radius * (0.4 + rand()) }));
  const cell = 16;
  const grid: Array<typeof holes> = Array.from({ length: cell * cell }, () => []);
  for (const hole of holes) grid[Math.floor(hole.y * cell) * cell + Math.floor(hole.x * cell)]!.push(hole);
  return (u: number, v: number) => {
    let depth = 0;
    const cx = Math.floor(u * cell);
    const cy = Math.floor(v * cell);
    for (let oy = -1; oy <= 1; oy++) {
      const gy = (cy + oy + cell) % cell;
      for (let ox = -1; ox <= 1; ox++) {
        const gx = (cx + ox + cell) % cell;
        for (const hole of grid[gy * cell + gx]!) {
          let dx = Math.abs(u - hole.x);
          let dy = Math.abs(v - hole.y);
          dx = Math.min(dx, 1 - dx);
          dy = Math.min(dy, 1 - dy) * 2.2;
          // Only a hole within its radius digs (the hypot is the cost: skip it for the rest).
          if (dx >= hole.r || dy >= hole.r) continue;
          depth = Math.max(depth, 1 - Math.hypot(dx, dy) / hole.r);
        }
      }
    }
    return Math.max(0, depth);
  };
}

type Painter = { feet: number; relief: number; paint: (u: number, v: number) => Texel };

function painter(kind: SurfaceKind): Painter {
  const mottle = fractal(11, 4);
  const fine = fractal(23, 32, 3);
  switch (kind) {
    case "deck:broom-concrete": {
      const base = rgb(deckColours["broom-concrete"]);
      const broom = noise(5, 8);
      // One 10 ft slab between control joints; broom lines across it.
      return {
        feet: 10,
        relief: 1.2,
        paint: (u, v) => {
          const lines = broom(u * 1, v * 48) * 0.6 + fine(u, v) * 0.4;
          const joint = Math.min(u, 1 - u, v, 1 - v) < 0.004 ? 1 : 0;
          return texel(base, (0.86 + mottle(u, v) * 0.18 + lines * 0.05) * (joint ? 0.6 : 1), lines * 0.8 - joint * 0.5, 0.85);
        },
      };
    }
    case "deck:stamped-concrete": {
      const base = rgb(deckColours["stamped-concrete"]);
      const stone = stones(71, 5);
      return {
        feet: 8,
        relief: 3,
        paint: (u, v) => {
          const { id, edge } = stone(u, v);
          const joint = Math.min(1, edge / 0.012);
          const tint = 0.82 + hash(id) * 0.2;
          return texel([base[0] * (0.97 + hash(id + 1) * 0.06), base[1], base[2] * (0.96 + hash(id + 2) * 0.06)], tint * (0.7 + 0.3 * joint) * (0.93 + fine(u, v) * 0.12), joint * 0.6 + fine(u, v) * 0.25, 0.75);
        },
      };
    }
    case "deck:travertine":
    case "coping:travertine": {
      // 24 × 24 in pavers in a running bond, 4 × 4 on an 8 ft tile: cloudy, each paver its own
      // tone, pitted with small holes drawn out along the stone's bedding; no veins or banding.
      const base = rgb(kind === "deck:travertine" ? deckColours.travertine : copingColours.travertine);
      const holes = pits(kind.length, 420, 0.0032);
      const cloud = fractal(37, 6, 3);
      return {
        feet: 8,
        relief: 2.5,
        paint: (u, v) => {
          const { id, edge } = pavers(u, v, 4, 4);
          const joint = Math.min(1, edge / 0.0025);
          const pit = holes(u, v);
          const shade = (0.9 + hash(id) * 0.12) * (0.95 + cloud(u + hash(id + 5), v) * 0.08) * (1 - pit * 0.3) * (0.75 + 0.25 * joint);
          return texel([base[0], base[1] * (0.99 - hash(id + 3) * 0.02), base[2] * (0.96 - hash(id + 4) * 0.05)], shade, joint * 0.5 - pit * 0.5, 0.7 + pit * 0.2);
        },
      };
    }
    case "deck:porcelain": {
      const base = rgb(deckColours.porcelain);
      const grain = noise(43, 4);
      return {
        feet: 8,
        relief: 2,
        paint: (u, v) => {
          const { id, edge } = pavers(u, v, 4, 2, 0.33);
          const joint = Math.min(1, edge / 0.003);
          const streak = grain(u * 2, v * 16 + hash(id) * 4);
          return texel(base, (0.95 + streak * 0.08 + hash(id) * 0.03) * (0.6 + 0.4 * joint), joint * 0.4, 0.45);
        },
      };
    }
    case "deck:flagstone": {
      const base = rgb(deckColours.flagstone);
      const stone = stones(97, 4);
      return {
        feet: 8,
        relief: 4,
        paint: (u, v) => {
          const { id, edge } = stone(u, v);
          const grout = edge < 0.01;
          if (grout) return texel([0.55, 0.53, 0.5], 0.9 + fine(u, v) * 0.1, -0.6, 0.95);
          const tint: [number, number, number] = [base[0] * (0.9 + hash(id) * 0.22), base[1] * (0.88 + hash(id + 7) * 0.18), base[2] * (0.85 + hash(id + 9) * 0.2)];
          const layered = Math.sin((u + v * 0.6 + hash(id)) * 60 + fine(u, v) * 6) * 0.5 + 0.5;
          return texel(tint, 0.85 + layered * 0.08 + mottle(u, v) * 0.12, Math.min(1, edge / 0.03) * 0.5 + fine(u, v) * 0.5, 0.8);
        },
      };
    }
    case "coping:concrete":
    case "coping:limestone": {
      const base = rgb(copingColours[kind === "coping:concrete" ? "concrete" : "limestone"]);
      const holes = pits(kind.length * 3, kind === "coping:limestone" ? 120 : 60, 0.006);
      return {
        feet: 4,
        relief: 2,
        paint: (u, v) => {
          // 2 ft coping stones along the edge.
          const joint = Math.min(Math.abs(u * 2 - Math.round(u * 2)), 1) < 0.008 ? 1 : 0;
          const pit = holes(u, v);
          return texel(base, (0.9 + mottle(u, v) * 0.12 + fine(u, v) * 0.06) * (1 - pit * 0.3) * (joint ? 0.65 : 1), fine(u, v) * 0.3 - pit * 0.5 - joint * 0.4, 0.8);
        },
      };
    }
    case "coping:brick": {
      const base = rgb(copingColours.brick);
      return {
        feet: 4,
        relief: 3,
        paint: (u, v) => {
          // Bricks laid on edge, 8 × 4 in faces: 6 along and 12 across a 4 ft tile.
          const { id, edge } = pavers(u, v, 12, 6);
          const mortar = edge < 0.004;
          if (mortar) return texel([0.72, 0.69, 0.63], 0.9 + fine(u, v) * 0.1, -0.5, 0.95);
          return texel([base[0] * (0.85 + hash(id) * 0.3), base[1] * (0.85 + hash(id + 1) * 0.25), base[2] * (0.9 + hash(id + 2) * 0.2)], 0.88 + fine(u, v) * 0.2, 0.4 + fine(u, v) * 0.3, 0.85);
        },
      };
    }
    case "finish:white-plaster":
    case "finish:quartz-aqua":
    case "finish:pebble-blue":
    case "finish:pebble-midnight":
    case "finish:glass-bead": {
      const finish = kind.slice("finish:".length) as Finish;
      const base = rgb(shellColours[finish]);
      const pebbles = finish.startsWith("pebble");
      const grains = stones(finish.length * 13, 64);
      return {
        feet: pebbles ? 2.5 : 6,
        relief: pebbles ? 3 : 0.6,
        paint: (u, v) => {
          if (pebbles) {
            const { id, edge } = grains(u, v);
            const round = Math.min(1, edge / 0.004);
            const tone = hash(id);
            const pebble: [number, number, number] = tone > 0.85 ? [base[0] * 1.6, base[1] * 1.5, base[2] * 1.4] : tone > 0.55 ? [base[0] * 0.75, base[1] * 0.8, base[2] * 0.85] : base;
            return texel(pebble, (0.8 + 0.25 * round) * (0.92 + hash(id + 5) * 0.16), round, 0.55);
          }
          const speck = hash(Math.floor(u * 256) * 977 + Math.floor(v * 256)) > (finish === "white-plaster" ? 0.985 : 0.9) ? 1 : 0;
          const sparkle: [number, number, number] = finish === "glass-bead" ? [0.5, 0.85, 0.95] : [0.55, 0.75, 0.8];
          const mottled = 0.9 + mottle(u, v) * 0.14;
          const colour = speck ? sparkle : base;
          return texel(colour, mottled, fine(u, v) * 0.4, finish === "glass-bead" ? 0.35 : 0.7);
        },
      };
    }
    case "lawn": {
      // St. Augustine, Houston's lawn: broad blades in tufts a few inches across (Voronoi cells,
      // 24 over a 6 ft tile), each tuft its own green and lean, a little straw between them.
      const tufts = stones(61, 24);
      const patches = fractal(63, 3, 3);
      const blades = noise(67, 64);
      return {
        feet: 6,
        relief: 4,
        paint: (u, v) => {
          const { id, edge } = tufts(u, v);
          const lean = hash(id) * Math.PI;
          const streak = blades(u + Math.cos(lean) * 0.02, v + Math.sin(lean) * 0.02);
          const crown = Math.min(1, edge / 0.02);
          const dry = Math.max(0, patches(u, v) - 0.55) * 1.6 + (hash(id + 3) > 0.9 ? 0.35 : 0);
          const lush = (0.72 + hash(id + 1) * 0.22 + streak * 0.16) * (0.78 + 0.22 * crown);
          const r = (0.27 + dry * 0.2) * lush;
          const g = (0.45 + dry * 0.07) * lush;
          const b = (0.16 + dry * 0.04) * lush;
          return { r, g, b, height: crown * 0.7 + streak * 0.3, rough: 0.95 };
        },
      };
    }
    case "wall": {
      // Stucco, as Houston houses have: a troweled knock-down, flattened blobs a few inches
      // across standing a little proud of the float coat, in one paint colour (near white here,
      // the house colour tints it).
      const knock = fractal(89, 12, 3);
      return {
        feet: 8,
        relief: 1.4,
        paint: (u, v) => {
          const k = knock(u, v);
          const blob = Math.min(1, Math.max(0, (k - 0.52) / 0.05));
          return texel([0.95, 0.94, 0.91], (0.955 + mottle(u, v) * 0.05) * (0.985 + blob * 0.02), blob * 0.6 + k * 0.2, 0.9);
        },
      };
    }
    case "wall:brick": {
      // Modular brick, 8 × 2¼ in with ⅜ in joints (running bond): 6 along and 18 courses on a 4 ft tile.
      return {
        feet: 4,
        relief: 2.5,
        paint: (u, v) => {
          const { id, edge } = pavers(u, v, 6, 18);
          if (edge < 0.0035) return texel([0.8, 0.78, 0.74], 0.92 + fine(u, v) * 0.06, -0.5, 0.95);
          const tone = 0.8 + hash(id) * 0.25;
          return texel([0.96 * (0.95 + hash(id + 1) * 0.07), 0.9, 0.84 * (0.95 + hash(id + 2) * 0.08)], tone * (0.94 + fine(u, v) * 0.1), 0.4 + fine(u, v) * 0.2, 0.85);
        },
      };
    }
    case "wall:siding": {
      // Lap siding with 8 in exposure (6 boards on a 4 ft tile): each board's lower edge casts a
      // thin shadow on the next, a faint grain along it.
      const grain = noise(79, 16);
      return {
        feet: 4,
        relief: 3,
        paint: (u, v) => {
          const board = v * 6 - Math.floor(v * 6);
          const lip = board < 0.06 ? 0.72 : 1;
          const streak = grain(u, v * 0.25 + Math.floor(v * 6) * 0.37);
          return texel([0.95, 0.94, 0.92], lip * (0.93 + board * 0.07 + streak * 0.03), board * 0.8, 0.8);
        },
      };
    }
    case "wall:masonry": {
      // A block garden wall faced in stucco: 16 × 8 in blocks whose joints show faintly through it.
      const knock = fractal(91, 12, 2);
      return {
        feet: 4,
        relief: 1.2,
        paint: (u, v) => {
          const { edge } = pavers(u, v, 3, 6);
          const joint = edge < 0.004 ? 0.9 : 1;
          return texel([0.83, 0.78, 0.7], joint * (0.95 + mottle(u, v) * 0.06 + knock(u, v) * 0.03), joint < 1 ? -0.3 : knock(u, v) * 0.4, 0.9);
        },
      };
    }
    case "roof": {
      return {
        feet: 6,
        relief: 3,
        paint: (u, v) => {
          const { id, edge } = pavers(u, v, 6, 10);
          return texel([0.32, 0.3, 0.29], (0.8 + hash(id) * 0.3) * (edge < 0.01 ? 0.6 : 1), edge < 0.01 ? -0.5 : fine(u, v) * 0.3, 0.9);
        },
      };
    }
    case "wood": {
      // Cedar fence boards, 5½ in wide with a ¼ in gap (eight on a 3 ft 10 in tile), vertical grain.
      const grain = noise(83, 8);
      return {
        feet: 3.83,
        relief: 2,
        paint: (u, v) => {
          const board = Math.floor(u * 8);
          const fx = u * 8 - board;
          const gap = fx < 0.045 ? 0.45 : 1;
          const streak = grain(u * 8, v * 0.5 + hash(board));
          return texel([0.55, 0.4, 0.28], (0.8 + hash(board) * 0.25 + streak * 0.12) * gap, gap < 1 ? -1 : streak * 0.4, 0.85);
        },
      };
    }
  }
}

/**
 * A surface's maps at SIZE texels across, or smaller (QUICK_SIZE): then its relief is scaled so
 * its slopes stay the same per foot, and each texel is the tile at its centre.
 */
export function paintedSurface(kind: SurfaceKind, size = SIZE): Surface {
  const { feet, relief, paint } = painter(kind);
  return { feet, ...paintSurface(size, (relief * size) / SIZE, paint, size < SIZE) };
}
