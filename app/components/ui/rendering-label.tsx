import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useLocale, useT } from "#app/i18n/use-locale.ts";
import { generatedAlt } from "#app/utils/image-urls.ts";

/**
 * The caption on a picture rendered from a design, which stands where a photo of built work would
 * (decision 031, amended): "Design rendering", or "The design we presented" beside the job's own
 * photos. It sits in the picture box's lower-left corner (the box is `relative`), clear of the
 * pool the pictures centre on, white on solid navy so it reads over any picture. Screen readers
 * hear the same words at the start of the image's alt text (`renderingAlt`), so it is hidden from
 * them here rather than said twice.
 */
export function RenderingLabel({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      data-rendering-label=""
      className="pointer-events-none absolute bottom-2 left-2 max-w-[calc(100%-1rem)] rounded-md bg-navy-900 px-2 py-0.5 text-xs leading-5 font-semibold text-white shadow-card sm:bottom-3 sm:left-3"
    >
      {text}
    </span>
  );
}

/** A rendering's alt text says what it is before what it shows: "Design rendering: …". */
export function renderingAlt(label: string, alt: string): string {
  return alt ? `${label}: ${alt}` : label;
}

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
