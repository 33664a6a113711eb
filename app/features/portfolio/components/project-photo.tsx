import { ResponsiveImage } from "~/components/ui/responsive-image";
import { generatedImage, type ResponsiveImageSource } from "~/features/images/urls";
import { UploadedPhoto, uploadedImageSource } from "~/features/media/components/uploaded-photo";
import type { ProjectImage } from "../project";

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
