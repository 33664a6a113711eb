import type { InstancedMesh } from "three";
import type { Design } from "#app/features/design/model.ts";
import type { PoolBuilder, PoolModel } from "#app/features/design/three/build-pool.ts";
import { skyLight, SUN, type SkyLight } from "#app/features/design/three/environment.ts";
import { castersKey } from "#app/features/design/three/gpu.ts";
import { fitSun, lightScene } from "#app/features/design/three/lighting.ts";
import type { TimeOfDay } from "#app/features/design/three/render-messages.ts";
import type { WorkerTextures } from "#app/features/design/three/shared-textures.ts";
import type { ViewParts, ViewState } from "#app/features/design/three/view-state.ts";
import type { YardExtras } from "#app/features/design/three/yard-context.ts";

export interface SceneStages {
  /**
   * Puts the design's scene (`built` when given, else built here) in place of the last, lit for
   * its time of day; `mark` names the first frame's phases.
   */
  place(design: Design, time: TimeOfDay, extras?: YardExtras, mark?: (name: string) => void, built?: PoolModel): void;
  /** The other time of day, made while the visitor looks (below). */
  prepare(time: TimeOfDay): Promise<void>;
  /** The first picture's scene made complete (below), then the settled view drawn. */
  settle(): Promise<void>;
}

/** The instanced meshes' matrices are per design: their buffers go with the model. */
const dispose = (gone: PoolModel) => gone.group.traverse((object) => (object as InstancedMesh).isInstancedMesh && (object as InstancedMesh).dispose());

/**
 * The scene on screen and the stages it goes through (../viewer.ts): each design's scene built
 * from the parts that changed (./build-pool.ts keeps the rest) and lit by its sky
 * (./environment.ts, one per time of day and tier, kept); after the first picture, its quick
 * maps and missing planting put right (`settle`), and the other time of day made ready
 * (`prepare`). `warmUp` and `draw` are the view's (./still.ts, ./frame-loop.ts).
 */
export function sceneStages(parts: ViewParts, state: ViewState, builder: PoolBuilder, textures: WorkerTextures, view: { warmUp(): Promise<void>; draw(now: number): void }): SceneStages {
  const { renderer, scene, camera, lights } = parts;
  const { water } = textures.shared;
  const skies = new Map<string, SkyLight>();
  const skyFor = (time: TimeOfDay) => {
    const size = state.tier === "full" ? 256 : 128;
    let sky = skies.get(`${time}:${size}`);
    if (!sky) skies.set(`${time}:${size}`, (sky = skyLight(renderer, time, size)));
    return sky;
  };
  let shadowCasters = "";

  function place(design: Design, time: TimeOfDay, extras?: YardExtras, mark: (name: string) => void = () => {}, built?: PoolModel) {
    state.current = { design, time, extras };
    if (state.model) {
      scene.remove(state.model.group);
      dispose(state.model);
    }
    const model = (state.model = built ?? builder.build(design, time, extras, state.opening ? "first" : "complete"));
    scene.add(model.group);
    mark("build");
    const sky = skyFor(time);
    mark("sky");
    lightScene({ renderer, scene, lights, water, sky, tier: state.tier }, model, design, time);
    // The sun's shadow stays where the day's sun puts it: at dusk the sun gives no light, and a
    // moved shadow would be drawn again on the first switch.
    fitSun(renderer, lights, model.yard, { ...skyFor(time), sun: SUN.day }, state.tier);
    // The shadow map is drawn again only when what casts a shadow moved (in software WebGL a redraw costs a frame's worth).
    const casters = castersKey(model.group, lights.sun.position);
    if (casters !== shadowCasters) renderer.shadowMap.needsUpdate = true;
    shadowCasters = casters;
  }

  return {
    place,
    /**
     * The other time of day's sky, and the shaders of its scene (dusk's lit windows, lanterns,
     * halos and glowing water are materials of their own) compiled off screen, so its first
     * switch costs a frame, not a compile. The model built for it is dropped; its parts and
     * materials stay in the builder's keeping.
     */
    async prepare(time) {
      skyFor(time);
      const { design, extras } = state.current;
      const other = builder.build(design, time, extras, "complete");
      await renderer.compileAsync(other.group, camera, scene);
      dispose(other);
    },
    /**
     * After the first picture, each in a task of its own so the worker still answers the page
     * between them: the quick maps painted again at full size and put in their place, then the
     * complete scene (the planting) built, its new shaders compiled and drawn once off screen
     * (`warmUp`), and put in place of the first. A design shown meanwhile is built complete
     * already. Then the settled view is drawn, and reported sharp.
     */
    async settle() {
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      for (let swaps = textures.sharpen(); swaps; swaps = textures.sharpen()) {
        builder.swapMaps(swaps);
        for (const quick of swaps.keys()) quick.dispose();
        await nextTask();
      }
      const unfinished = () => state.model?.stage === "first";
      if (unfinished()) {
        const { design, time, extras } = state.current;
        const built = builder.build(design, time, extras, "complete");
        await renderer.compileAsync(built.group, camera, scene);
        if (unfinished()) {
          // No frame of the view while the warm-up hides parts of it.
          state.ready = false;
          place(design, time, extras, undefined, built);
          await view.warmUp();
          state.ready = true;
        } else dispose(built);
      }
      state.settled = true;
      view.draw(performance.now());
    },
  };
}
