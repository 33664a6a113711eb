import sharp from "sharp";
import type { Metadata, OutputInfo, Sharp } from "sharp";
import { IMAGE_TYPE_NAMES, sniffImageType, type ImageType } from "#app/modules/images/image-types.ts";

/**
 * The one image pipeline: the demo pictures rendered at build time and admin uploads both go through it,
 * so every image on the site has the same variant shape (AVIF + WebP at the same widths, exact
 * dimensions, no metadata).
 */

/**
 * 480 covers phone cards at 1x, 800 phone full-width at 2x and desktop cards, 1200 tablet and
 * desktop half-width at 2x, 1600 a full-bleed hero on a common laptop. Going past 1600 would
 * double AVIF encode time for a gain only 2x desktop hero views could see.
 */
export const STANDARD_WIDTHS: readonly number[] = [480, 800, 1200, 1600];

/** Open Graph's recommended card size. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * AVIF at effort 1 of 9 encodes a 1600 px image in well under a second on two cores; the default
 * (4) takes several times longer, and effort 2 at quality 45 came out larger than effort 1 at
 * quality 40, which still keeps edges and gradients clean. WebP is only the fallback for the few
 * browsers without AVIF, so it is tuned for size; og:image JPEGs are only fetched by link-preview
 * crawlers.
 */
const AVIF_OPTIONS = { quality: 40, effort: 1, chromaSubsampling: "4:2:0" } as const;
const WEBP_OPTIONS = { quality: 60, effort: 4 } as const;

/** How hard the variants are compressed: photographs at the defaults above. */
export type VariantQuality = { avif: number; webp: number };

/**
 * The rendered demo pictures (scripts/generate-images.ts): software-rendered grass and stone are
 * fine noise that costs bytes without showing at these sizes; at these settings a picture weighs
 * about what the old flat illustrations did (decision 031).
 */
export const RENDERED_QUALITY: VariantQuality = { avif: 25, webp: 45 };
const JPEG_OPTIONS = { quality: 62, mozjpeg: true } as const;

/** 40 megapixels: any camera photo fits, a decompression bomb does not. */
const MAX_INPUT_PIXELS = 40_000_000;

export class UnsupportedImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsupportedImageError";
  }
}

const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

/**
 * The image's real type, checked twice: the magic bytes must name an accepted type, and the
 * decoder must agree and find sane dimensions. Anything else (HTML, SVG, PDF, a truncated file
 * renamed .jpg) is rejected with UnsupportedImageError.
 */
export async function detectImageType(buffer: Uint8Array): Promise<ImageType> {
  const sniffed = sniffImageType(buffer);
  if (!sniffed) throw new UnsupportedImageError(`Not a ${IMAGE_TYPE_NAMES} image.`);
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UnsupportedImageError("The image could not be read.");
  }
  if (metadata.format !== SHARP_FORMAT[sniffed] || !(metadata.width > 0 && metadata.height > 0)) {
    throw new UnsupportedImageError("The image content does not match its type.");
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new UnsupportedImageError("The image is too large.");
  }
  return sniffed;
}

export type EncodedVariant = {
  width: number;
  height: number;
  avif: Buffer;
  webp: Buffer;
};

export type EncodedImage = {
  type: ImageType;
  /** Dimensions of the upright source. */
  width: number;
  height: number;
  /** Narrowest first; never wider than the source. */
  variants: EncodedVariant[];
};

/**
 * The widths to produce for a source of the given width: every requested width the source can
 * fill, plus the source's own width when it falls short of the widest one (never upscaled).
 */
export function targetWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const capped = widths.map((width) => Math.min(width, sourceWidth));
  return [...new Set(capped)].sort((a, b) => a - b);
}

type Decoded = { pixels: Buffer; info: OutputInfo; type: ImageType };

/** Decode once, upright, to raw pixels: nothing of the original file (EXIF, GPS, XMP, ICC) survives. */
async function decodeUpright(buffer: Uint8Array): Promise<Decoded> {
  const type = await detectImageType(buffer);
  try {
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, info, type };
  } catch {
    // The header was sound but the pixels are not: a truncated or corrupt file.
    throw new UnsupportedImageError("The image is damaged or incomplete.");
  }
}

function fromRaw({ pixels, info }: Decoded): Sharp {
  return sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function encodeWidth(decoded: Decoded, width: number, quality: VariantQuality | undefined): Promise<EncodedVariant> {
  const resized = await fromRaw(decoded)
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scaled: Decoded = { pixels: resized.data, info: resized.info, type: decoded.type };
  const [avif, webp] = await Promise.all([
    fromRaw(scaled).avif({ ...AVIF_OPTIONS, quality: quality?.avif ?? AVIF_OPTIONS.quality }).toBuffer(),
    fromRaw(scaled).webp({ ...WEBP_OPTIONS, quality: quality?.webp ?? WEBP_OPTIONS.quality }).toBuffer(),
  ]);
  return { width: resized.info.width, height: resized.info.height, avif, webp };
}

export async function encodeVariants(
  buffer: Uint8Array,
  { widths = STANDARD_WIDTHS, quality }: { widths?: readonly number[]; quality?: VariantQuality } = {},
): Promise<EncodedImage> {
  const decoded = await decodeUpright(buffer);
  const variants = await Promise.all(
    targetWidths(decoded.info.width, widths).map((width) => encodeWidth(decoded, width, quality)),
  );
  return { type: decoded.type, width: decoded.info.width, height: decoded.info.height, variants };
}

/** A 1200x630 JPEG cropped around the most interesting region, for og:image. */
export async function encodeOgImage(buffer: Uint8Array): Promise<Buffer> {
  const decoded = await decodeUpright(buffer);
  return fromRaw(decoded)
    .resize({ ...OG_SIZE, fit: "cover", position: "attention" })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

/** The image's dominant colour as #rrggbb, painted behind it while it loads. */
export async function dominantColor(buffer: Uint8Array): Promise<string> {
  const { dominant } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
