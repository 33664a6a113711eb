import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ProjectImage } from "../project";

/** One project image, whichever kind it is, with the project's own alt text. */
export function ProjectPhoto({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ProjectImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  switch (image.kind) {
    case "generated":
      return <ResponsiveImage imageKey={image.key} alt={image.alt} sizes={sizes} priority={priority} className={className} />;
    case "upload":
      return <UploadedPhoto image={image} sizes={sizes} priority={priority} className={className} />;
  }
}
