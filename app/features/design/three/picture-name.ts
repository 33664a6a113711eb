import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { Design } from "#app/features/design/model.ts";
import type { TimeOfDay } from "#app/features/design/three/render-messages.ts";

/**
 * The picture's file name: the site's name and the design in a few words of the reader's
 * language, e.g. `bayou-crest-16x32-rectangle-pool-raised-spa-day.jpg`,
 * `bayou-crest-alberca-16x32-rectangular-acabado-de-yeso-blanco-dia.jpg`.
 */
export function pictureName(design: Design, time: TimeOfDay, text: DesignerText<"description" | "view3d">): string {
  const t = text.words.view3d;
  const w = text.words.description;
  const size = `${design.width}x${design.length}`;
  const words =
    text.locale === "en"
      ? [size, design.shape, t.pictureWord, design.spa === "none" ? null : `${design.spa}-spa`, design.finish, time]
      : [t.pictureWord, size, w.shape[design.shape], design.spa === "none" ? null : w.spa[design.spa], w.finish[design.finish], t[time]];
  const slug = (word: string) => word.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return `bayou-crest-${words.filter((word): word is string => word !== null).map(slug).join("-")}.jpg`;
}
