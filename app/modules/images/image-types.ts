/**
 * The image types an upload may be, told by their first bytes (file names and declared MIME
 * types are ignored). The server checks every upload against them before decoding it; the file
 * picker runs the same check in the browser before anything is sent, so both say the same.
 */

export const IMAGE_TYPES = {
  jpeg: { mime: "image/jpeg", label: "JPEG" },
  png: { mime: "image/png", label: "PNG" },
  webp: { mime: "image/webp", label: "WebP" },
  avif: { mime: "image/avif", label: "AVIF" },
  gif: { mime: "image/gif", label: "GIF" },
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

const labels = Object.values(IMAGE_TYPES).map((type) => type.label);

/** "JPEG, PNG, WebP, AVIF or GIF", for messages. */
export const IMAGE_TYPE_NAMES = `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;

/** The file input's `accept` list. */
export const IMAGE_ACCEPT = Object.values(IMAGE_TYPES)
  .map((type) => type.mime)
  .join(",");

/** How many leading bytes `sniffImageType` needs: an AVIF's brands can sit deep in its ftyp box. */
export const SNIFF_BYTES = 64;

function ascii(buffer: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...buffer.subarray(start, end));
}

/** The type a file's first bytes claim, or null. */
export function sniffImageType(buffer: Uint8Array): ImageType | null {
  if (buffer.length < 12) return null;
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return "jpeg";
  if (ascii(buffer, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(buffer, 0, 6) === "GIF87a" || ascii(buffer, 0, 6) === "GIF89a") return "gif";
  if (ascii(buffer, 0, 4) === "RIFF" && ascii(buffer, 8, 12) === "WEBP") return "webp";
  if (ascii(buffer, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand and the compatible brands up to the end of the ftyp box.
    const boxSize = Math.min(new DataView(buffer.buffer, buffer.byteOffset).getUint32(0), buffer.length);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      if (offset === 12) continue; // minor version, not a brand
      const brand = ascii(buffer, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}
