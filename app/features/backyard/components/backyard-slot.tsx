import { island } from "#app/islands/island.tsx";
import { BackyardTool, type BackyardToolProps } from "#app/features/backyard/components/backyard-tool.tsx";
import { designerText } from "#app/features/design/designer-text.ts";
import type { Design } from "#app/features/design/model.ts";
import type { Locale } from "#app/i18n/locale.ts";

const BackyardIsland = island("backyard", BackyardTool);

/**
 * "See it in your yard" under the 3-D view on `/design` (issue 41): an island whose server HTML
 * is its heading and introduction; its script (and three.js, once a pool is placed) loads after
 * the page has painted. Its words ride in its props, in the page's language (decision 032).
 */
export function BackyardSlot({ design, locale }: { design: Design; locale: Locale }) {
  return <BackyardIsland design={design} text={yardText(locale)} />;
}

const texts = new Map<Locale, BackyardToolProps["text"]>();
function yardText(locale: Locale): BackyardToolProps["text"] {
  let text = texts.get(locale);
  if (!text) {
    const { words } = designerText(locale);
    text = { locale, words: { description: words.description, view3d: words.view3d, yard: words.yard } };
    texts.set(locale, text);
  }
  return text;
}
