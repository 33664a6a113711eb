import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { UploadedPhoto } from "#app/components/ui/uploaded-photo.tsx";
import { RenderingLabel, renderingAlt } from "#app/components/ui/rendering-label.tsx";
import type { ProjectImage } from "#app/features/portfolio/project.ts";

/**
 * One project image, whichever kind it is, with the project's own alt text. `lang` names an alt
 * text left in English on a Spanish page; a box with `display: contents` carries it without
 * changing the layout.
 */
export function ProjectPhoto({
  image,
  lang,
  label,
  ...props
}: {
  image: ProjectImage;
  /** A rendering's caption, shown on it and said first in its alt text; photos have none. */
  label?: string;
  sizes: string;
  /** The page's LCP image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  lang?: "en";
}) {
  const photo =
    image.kind === "generated" ? <ResponsiveImage imageKey={image.key} alt={label ? renderingAlt(label, image.alt) : image.alt} {...props} /> : <UploadedPhoto image={image} {...props} />;
  const caption = label && image.kind === "generated" ? <RenderingLabel text={label} /> : null;
  return (
    <>
      {lang ? (
        <span lang={lang} className="contents">
          {photo}
        </span>
      ) : (
        photo
      )}
      {caption}
    </>
  );
}
