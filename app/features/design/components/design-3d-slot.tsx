import { island } from "#app/islands/island.tsx";
import { PoolScene } from "#app/features/design/three/pool-scene.tsx";
import { designerText } from "#app/features/design/designer-text.ts";
import type { Design } from "#app/features/design/model.ts";
import type { Locale } from "#app/i18n/locale.ts";

const PoolSceneIsland = island("design-3d", PoolScene);

/**
 * Where the 3-D view goes on `/design`: the `design-3d` island (`../three/pool-scene.tsx`),
 * which follows the designer's changes through `../live-design.ts` and describes the design
 * in words as its text alternative; without WebGL it renders nothing and the 2-D plan is the view.
 * Its words, in the page's language, ride in its props (decision 032).
 */
export function Design3dSlot({ design, locale }: { design: Design; locale: Locale }) {
  const { words } = designerText(locale);
  return <PoolSceneIsland design={design} timeOfDay="day" text={{ locale, words: { description: words.description, view3d: words.view3d } }} />;
}
