/**
 * A photo of the yard as the browser opens it: checked, upright (the EXIF orientation applied by
 * the decoder), no larger than MAX_SIDE, and re-encoded as a JPEG — which leaves the camera's
 * metadata (GPS, make, time) behind, on the device as in anything sent. Browser only.
 */

/** The saved picture and the kept photo are never wider or taller than this. */
export const MAX_SIDE = 4000;
/** A photo file larger than this is refused before it is read. */
export const MAX_FILE_BYTES = 40 * 1024 * 1024;

export type PhotoProblem = "notImage" | "tooLarge";

export interface YardPhoto {
  /** The upright photo at its kept size. */
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  /** The same pixels as a JPEG: what is stored, and sent with a quote. */
  blob: Blob;
}

/** Opens a file the visitor chose: a problem, or the photo. */
export async function openPhoto(file: Blob): Promise<YardPhoto | PhotoProblem> {
  if (file.size > MAX_FILE_BYTES) return "tooLarge";
  // The type a file claims is not checked: the decoder decides (a HEIC opens where the browser can decode it).
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return "notImage";
  }
  if (!bitmap.width || !bitmap.height) return "notImage";
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return "notImage";
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
  if (!blob) return "notImage";
  return { canvas, width, height, blob };
}

/** The average colour (0–1, sRGB) of the photo inside a quadrilateral: the marked ground. */
export function averageColour(canvas: HTMLCanvasElement, quad: ReadonlyArray<{ x: number; y: number }>): [number, number, number] {
  const small = document.createElement("canvas");
  const scale = Math.min(1, 256 / Math.max(canvas.width, canvas.height));
  small.width = Math.max(1, Math.round(canvas.width * scale));
  small.height = Math.max(1, Math.round(canvas.height * scale));
  const context = small.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(canvas, 0, 0, small.width, small.height);
  const { data } = context.getImageData(0, 0, small.width, small.height);
  const path = new Path2D();
  quad.forEach((p, i) => (i ? path.lineTo(p.x * scale, p.y * scale) : path.moveTo(p.x * scale, p.y * scale)));
  path.closePath();
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++) {
      if (!context.isPointInPath(path, x + 0.5, y + 0.5)) continue;
      const i = (y * small.width + x) * 4;
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n += 1;
    }
  return n ? [r / n / 255, g / n / 255, b / n / 255] : [0.5, 0.5, 0.5];
}

/** The sky's colours from the photo: the top rows' average (zenith) and a band lower down (horizon). */
export function skyColours(canvas: HTMLCanvasElement, horizonY: number): { zenith: [number, number, number]; horizon: [number, number, number] } {
  const small = document.createElement("canvas");
  small.width = 32;
  small.height = 32;
  const context = small.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(canvas, 0, 0, 32, 32);
  const { data } = context.getImageData(0, 0, 32, 32);
  const row = (y: number): [number, number, number] => {
    const at = Math.min(31, Math.max(0, Math.round(y)));
    const sum = [0, 0, 0];
    for (let x = 0; x < 32; x++) for (let c = 0; c < 3; c++) sum[c]! += data[(at * 32 + x) * 4 + c]!;
    return [sum[0]! / 32 / 255, sum[1]! / 32 / 255, sum[2]! / 32 / 255];
  };
  const horizonRow = Math.max(1, Math.min(31, ((horizonY / canvas.height) * 32) - 2));
  return { zenith: row(0), horizon: row(horizonRow) };
}
