import type { Design } from "../model.ts";

/**
 * Where the 3-D view goes on `/design`: the `design-3d` island, rendering `PoolScene` from
 * `../three/pool-scene.tsx` and following `live-design.ts`. Until it exists nothing renders
 * here, and the 2-D plan beside it is the whole view.
 */
export function Design3dSlot(_props: { design: Design; description: string }) {
  return null;
}
