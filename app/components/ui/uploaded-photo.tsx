import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { ResponsiveImageSource } from "#app/utils/image-urls.ts";
import { mediaUrl, uploadVariantWidths } from "#app/modules/media/variants.ts";

export interface UploadedImageRef {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** The stored variants of an upload, addressed by their /media URLs. */
export function uploadedImageSource(image: UploadedImageRef): ResponsiveImageSource {
  return {
    src: (width, format) => mediaUrl(image.id, width, format),
    width: image.width,
    height: image.height,
    alt: image.alt,
    variants: uploadVariantWidths(image.width).map((width) => ({
      width,
      height: Math.round((width * image.height) / image.width),
    })),
  };
}

/** An uploaded photo through the site's one responsive image: AVIF, WebP fallback, every stored width. */
export function UploadedPhoto({
  image,
  sizes,
  priority,
  className,
}: {
  image: UploadedImageRef;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return <ResponsiveImage image={uploadedImageSource(image)} sizes={sizes} priority={priority} className={className} />;
}
