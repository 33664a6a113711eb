import { island } from "#app/islands/island.tsx";
import { PoolScene, type PoolSceneProps } from "#app/features/design/three/pool-scene.tsx";
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
  return <PoolSceneIsland design={design} timeOfDay="day" text={sceneText(locale)} />;
}

/** One object per language: the server writes an object's JSON once (server/section-parts.ts). */
const sceneTexts = new Map<Locale, PoolSceneProps["text"]>();
function sceneText(locale: Locale): PoolSceneProps["text"] {
  let text = sceneTexts.get(locale);
  if (!text) {
    const { words } = designerText(locale);
    text = { locale, words: { description: words.description, view3d: words.view3d } };
    sceneTexts.set(locale, text);
  }
  return text;
}
