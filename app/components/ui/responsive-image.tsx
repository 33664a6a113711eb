import { use } from "react";
import { preload } from "react-dom";
import { InlineImageContext } from "#app/components/ui/inline-image.ts";
import {
  fallbackWidth,
  generatedImage,
  srcSet,
  type ResponsiveImageSource,
} from "#app/utils/image-urls.ts";

type ResponsiveImageProps = {
  /** Which rendered width the image takes at each breakpoint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's LCP image: fetched eagerly with high priority. */
  priority?: boolean;
  /** Classes for the <img>; the <picture> around it does not take part in layout. */
  className?: string;
  /** Overrides the image's own alt text; "" marks it decorative. */
  alt?: string;
} & (
  | {
      /** A generated illustration from app/content/image-manifest.json. */
      imageKey: string;
      image?: never;
    }
  | {
      /** Any other image with the same variant shape, e.g. an admin upload from the database. */
      image: ResponsiveImageSource;
      imageKey?: never;
    }
);

/**
 * An image as AVIF with a WebP fallback at every stored width; the browser picks the smallest
 * file that fills `sizes`. Width and height reserve the space, and the image's dominant colour
 * fills it until the file arrives.
 *
 * The page's LCP image (`priority`) is fetched with high priority. On the server, its AVIF at the
 * width a phone takes is written into the page when the file is small
 * (app/utils/inline-image.server.ts): it arrives with the document. Otherwise it is preloaded
 * from the head, the same AVIF set the <picture> offers.
 */
export function ResponsiveImage({ sizes, priority = false, className, alt, ...source }: ResponsiveImageProps) {
  const image = source.image ?? generatedImage(source.imageKey);
  const inline = use(InlineImageContext);
  const phoneUrl = image.src(fallbackWidth(image), "avif");
  const phoneData = priority ? inline?.(phoneUrl) : undefined;
  const urls = srcSet(image, "avif");
  const avif = phoneData ? urls.replace(phoneUrl, () => phoneData) : urls;
  if (priority && !phoneData) preload(phoneUrl, { as: "image", type: "image/avif", imageSrcSet: avif, imageSizes: sizes, fetchPriority: "high" });
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={image.src(fallbackWidth(image), "webp")}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        style={image.placeholder ? { backgroundColor: image.placeholder } : undefined}
      />
    </picture>
  );
}
