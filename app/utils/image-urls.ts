import type { Locale } from "#app/i18n/locale.ts";
import manifestJson from "#app/content/image-manifest.json" with { type: "json" };
import type { ImageFormat, ImageManifest, ImageManifestEntry, ImageVariant } from "#app/modules/images/types.ts";

/**
 * URLs of the rendered demo pictures (scripts/generate-images.ts), safe for client code. Every URL carries the files' content
 * hash (`?v=`), so the server may cache /images/generated/* as immutable.
 */

const manifest: ImageManifest = manifestJson;

export const GENERATED_IMAGES_PATH = "/images/generated";

export type ImageKey = keyof typeof manifestJson;

/** Any image the site can show, generated or uploaded: the variants and how to address them. */
export type ResponsiveImageSource = {
  src: (width: number, format: ImageFormat) => string;
  /** Intrinsic size (the widest variant), for the aspect ratio and layout. */
  width: number;
  height: number;
  alt: string;
  /** Narrowest first. */
  variants: readonly ImageVariant[];
  /** A colour painted while the image loads. */
  placeholder?: string;
};

export function isImageKey(key: string): key is ImageKey {
  return Object.hasOwn(manifest, key);
}

function entry(key: string): ImageManifestEntry {
  const found = isImageKey(key) ? manifest[key] : undefined;
  if (!found) throw new Error(`Unknown image key "${key}": run \`npm run images\` or fix the reference.`);
  return found;
}

export function imageUrl(key: string, width: number, format: ImageFormat): string {
  return `${GENERATED_IMAGES_PATH}/${key}-${width}.${format}?v=${entry(key).version}`;
}

/** The 1200x630 JPEG for og:image, as a root-relative URL (prefix the site's origin). */
export function ogImageUrl(key: string): string {
  return `${GENERATED_IMAGES_PATH}/${key}-og.jpg?v=${entry(key).version}`;
}

/** A generated picture's alt in the page's language (the English one where the catalog has no other). */
export function generatedAlt(key: string, locale: Locale): string {
  const { alt, altEs } = entry(key);
  return locale === "es" ? (altEs ?? alt) : alt;
}

export function generatedImage(key: string): ResponsiveImageSource {
  const { alt, width, height, variants, placeholder } = entry(key);
  return { alt, width, height, variants, placeholder, src: (w, format) => imageUrl(key, w, format) };
}

export function srcSet(image: ResponsiveImageSource, format: ImageFormat): string {
  return image.variants.map((v) => `${image.src(v.width, format)} ${v.width}w`).join(", ");
}

/** The variant the plain `src` points at: big enough for a phone at 2x, small enough to be cheap. */
export function fallbackWidth(image: ResponsiveImageSource): number {
  return (image.variants.find((v) => v.width >= 800) ?? image.variants.at(-1) ?? image).width;
}
