import { crc32Combine } from "#server/crc32-combine.ts";

/** Raw deflate bytes ending byte-aligned without a final block (Z_SYNC_FLUSH), with what the gzip trailer needs. */
export interface DeflatedPart {
  deflated: Buffer;
  crc: number;
  /** crc32Shift of its length. */
  shift: number;
  length: number;
}

/**
 * One gzip body from parts deflated apart, as the buffers to write in turn (a writev, no copy):
 * no pass over the bytes, the CRC combined from the parts'.
 */
export function gzipJoin(parts: DeflatedPart[]): Buffer[] {
  let crc = parts[0]!.crc;
  let size = parts[0]!.length;
  for (let i = 1; i < parts.length; i++) {
    crc = crc32Combine(crc, parts[i]!.crc, parts[i]!.shift);
    size += parts[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return [GZIP_HEADER, ...parts.map((part) => part.deflated), FINAL_EMPTY_BLOCK, trailer];
}

/** Magic, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: ends the deflate stream (RFC 1951 §3.2.6). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
