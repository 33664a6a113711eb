/**
 * Where uploaded images are served and which variants exist, shared by the store (server) and
 * the <picture> that shows them (client). The variant widths follow from the source width alone,
 * so a project's image reference needs only the image id and its dimensions.
 */

/** The pipeline's standard widths (the rendered demo pictures stop at 1200), so uploads fill the same layouts. */
export const UPLOAD_WIDTHS: readonly number[] = [480, 800, 1200, 1600];

export const MEDIA_FORMATS = ["avif", "webp"] as const;

export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** Every upload width the source can fill, plus its own width when narrower (never upscaled). */
export function uploadVariantWidths(sourceWidth: number): number[] {
  return [...new Set(UPLOAD_WIDTHS.map((width) => Math.min(width, sourceWidth)))].sort((a, b) => a - b);
}

export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${id}-${width}.${format}`;
}

/** The parts of a `/media/<id>-<width>.<format>` file name, or null for anything else. */
export function parseMediaFileName(name: string): { id: string; width: number; format: MediaFormat } | null {
  const match = /^([0-9a-f]{32})-([1-9][0-9]{0,4})\.(avif|webp)$/.exec(name);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}
