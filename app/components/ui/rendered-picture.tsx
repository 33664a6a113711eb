import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { RenderingLabel, renderingAlt } from "#app/components/ui/rendering-label.tsx";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { generatedAlt } from "#app/utils/image-urls.ts";

/**
 * One of the site's own pictures (hero, about, service cards), each rendered from a launch
 * project's design: the picture in a `relative` box with its caption, alt text in the page's language.
 */
export function RenderedPicture({
  imageKey,
  alt,
  boxClassName,
  ...props
}: {
  imageKey: string;
  /** The page's own words for the picture, instead of the manifest's alt text. */
  alt?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Classes for the box the caption is placed in; it should have the picture's own rounding. */
  boxClassName?: string;
}) {
  const t = useT("common");
  const locale = useLocale();
  const label = t("imageLabel.rendering");
  return (
    <div className={`relative ${boxClassName ?? ""}`}>
      <ResponsiveImage imageKey={imageKey} alt={renderingAlt(label, alt ?? generatedAlt(imageKey, locale))} {...props} />
      <RenderingLabel text={label} />
    </div>
  );
}
