import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { generatedImage, type ResponsiveImageSource } from "#app/utils/image-urls.ts";
import { UploadedPhoto, uploadedImageSource } from "#app/components/ui/uploaded-photo.tsx";
import type { ProjectImage } from "#app/features/portfolio/project.ts";

/** The variants of a project image, e.g. for a preload link. */
export function projectImageSource(image: ProjectImage): ResponsiveImageSource {
  return image.kind === "generated" ? generatedImage(image.key) : uploadedImageSource(image);
}

/** One project image, whichever kind it is, with the project's own alt text. */
export function ProjectPhoto({
  image,
  ...props
}: {
  image: ProjectImage;
  sizes: string;
  /** The page's LCP image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}) {
  switch (image.kind) {
    case "generated":
      return <ResponsiveImage imageKey={image.key} alt={image.alt} {...props} />;
    case "upload":
      return <UploadedPhoto image={image} {...props} />;
  }
}
