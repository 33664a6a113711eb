/**
 * `node scripts/profile-first-picture.ts [first|complete]`: the CPU time (process.cpuUsage, not
 * the wall clock, which a shared machine inflates) of what the 3-D view's render worker does in
 * JavaScript before its first frame (app/features/design/three/viewer.ts), run in Node on the
 * same builders: the water's maps, the surfaces' maps and the scene of the default design, per
 * part, in a fresh process (cold, as a worker that has just started). `first` (the default) is
 * the first picture's work (quick maps, no planting); `complete`, all of it at full size, as
 * before issue 40's point 8. Browser-only parts (the context, the sky's cube, shader compiling)
 * are not here: `npm run bench:design -- --only first-frame` times them in the worker.
 */
import { DataTexture, type BufferGeometry, type Material } from "three";
import { defaultDesign } from "#app/features/design/model.ts";
import { buildPool, type Parts, type SharedTextures } from "#app/features/design/three/build-pool.ts";
import { paintedSurface, QUICK_SIZE, type Surface, type SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { causticTexture, rippleNormals, streakTexture } from "#app/features/design/three/textures.ts";
import { waterUniforms } from "#app/features/design/three/water.ts";

const stage = process.argv[2] === "complete" ? "complete" : "first";
const quick = stage === "first";
const used: Record<string, number> = {};
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
function timed<T>(label: string, work: () => T): T {
  const start = cpu();
  const result = work();
  used[label] = (used[label] ?? 0) + cpu() - start;
  return result;
}

const start = cpu();
const water = waterUniforms();
// The sizes the worker paints (app/features/design/three/shared-textures.ts).
water.uRipples.value = timed("water maps", () => rippleNormals(quick ? 16 : 128));
water.uCaustics.value = timed("water maps", () => causticTexture(quick ? 32 : 256));
const streaks = timed("water maps", () => streakTexture());
const surfaces = new Map<SurfaceKind, Surface>();
const textures: SharedTextures = {
  tier: "light",
  glow: new DataTexture(),
  streaks,
  water,
  surface(kind) {
    let surface = surfaces.get(kind);
    if (!surface) surfaces.set(kind, (surface = timed(`surface ${kind}`, () => paintedSurface(kind, quick ? QUICK_SIZE : undefined))));
    return surface;
  },
};
const geometries = new Map<string, BufferGeometry>();
const materials = new Map<string, Material>();
const parts: Parts = {
  geometry(key, create) {
    let geometry = geometries.get(key);
    if (!geometry) geometries.set(key, (geometry = timed(`geometry ${key.slice(0, key.indexOf(":"))}`, create)));
    return geometry;
  },
  material(key, create) {
    let material = materials.get(key);
    if (!material) materials.set(key, (material = create()));
    return material as ReturnType<typeof create>;
  },
};
const built = cpu();
buildPool(defaultDesign, "day", textures, parts, {}, stage);
const scene = cpu() - built;
const total = cpu() - start;

const sum = (prefix: string) => Object.entries(used).reduce((all, [label, ms]) => (label.startsWith(prefix) ? all + ms : all), 0);
const rows = Object.entries(used).sort((a, b) => b[1] - a[1]);
console.log(`${stage} picture, CPU ms: ${total.toFixed(1)} in all; water maps ${sum("water").toFixed(1)}; the scene ${scene.toFixed(1)}, of which surfaces' maps ${sum("surface").toFixed(1)}, geometry ${sum("geometry").toFixed(1)}`);
for (const [label, ms] of rows.slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${label}`);
