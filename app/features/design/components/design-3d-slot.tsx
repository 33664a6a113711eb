import { island } from "#app/islands/island.tsx";
import { PoolScene } from "#app/features/design/three/pool-scene.tsx";
import type { Design } from "#app/features/design/model.ts";

const PoolSceneIsland = island("design-3d", PoolScene);

/**
 * Where the 3-D view goes on `/design`: the `design-3d` island (`../three/pool-scene.tsx`),
 * which follows the designer's changes through `../live-design.ts` and describes the design
 * in words as its text alternative; without WebGL it renders nothing and the 2-D plan is the view.
 */
export function Design3dSlot({ design }: { design: Design }) {
  return <PoolSceneIsland design={design} timeOfDay="day" />;
}
