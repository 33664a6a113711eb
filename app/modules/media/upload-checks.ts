import { IMAGE_TYPE_NAMES, SNIFF_BYTES, sniffImageType } from "#app/modules/images/image-types.ts";
import { UPLOAD_LIMITS, formatMegabytes } from "#app/modules/media/limits.ts";

/**
 * The browser's checks of picked files before anything is sent: the same type test (by content)
 * and the same limits the server enforces, with the same wording. The server checks again.
 */

/** What is wrong with one file, or null. */
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return `${file.name} is larger than ${formatMegabytes(UPLOAD_LIMITS.maxFileBytes)}.`;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!sniffImageType(head)) return `${file.name} is not a ${IMAGE_TYPE_NAMES} image.`;
  return null;
}

/** What is wrong with the selection as a whole (count and total size), or null. */
export function selectionProblem(files: readonly File[]): string | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return `Upload at most ${UPLOAD_LIMITS.maxFiles} images at a time.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > UPLOAD_LIMITS.maxRequestBytes) {
    return `The images add up to more than ${formatMegabytes(UPLOAD_LIMITS.maxRequestBytes)}. Send fewer or smaller images at a time.`;
  }
  return null;
}

export const UPLOAD_HINT = `${IMAGE_TYPE_NAMES}; up to ${formatMegabytes(UPLOAD_LIMITS.maxFileBytes)} each and ${formatMegabytes(UPLOAD_LIMITS.maxRequestBytes)} in total.`;
