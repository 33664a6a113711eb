import zlib from "node:zlib";
import { crc32Combine, crc32Shift } from "#server/crc32-combine.ts";

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

/** Output past a small part is written to further chunks; zlib's default is 64 KB per call. */
const CHUNK_BYTES = 16 * 1024;

/** Bytes deflated on their own, ending byte-aligned so that parts can be joined in any order. */
export function deflatePart(bytes: Buffer, level: number): DeflatedPart {
  const output = zlib.deflateRawSync(bytes, { level, chunkSize: CHUNK_BYTES, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return {
    deflated: exactCopy(output),
    crc: zlib.crc32(bytes),
    shift: crc32Shift(bytes.byteLength),
    length: bytes.byteLength,
  };
}

/** What parts read as, joined: for checks (a stream of parts has no final block yet). */
export function inflateParts(parts: DeflatedPart[]): string {
  return zlib.inflateRawSync(Buffer.concat(parts.map((part) => part.deflated)), { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8");
}

/** The largest stored block (RFC 1951 §3.2.4). */
const STORED_MAX = 0xffff;

/**
 * Bytes as stored (uncompressed) deflate blocks: no zlib call at all, for a few hundred bytes
 * where a deflate's set-up costs more than the bytes it would save.
 */
export function storedPart(bytes: Buffer): DeflatedPart {
  const blocks = Math.max(1, Math.ceil(bytes.byteLength / STORED_MAX));
  const deflated = Buffer.allocUnsafeSlow(bytes.byteLength + blocks * 5);
  let at = 0;
  for (let from = 0, block = 0; block < blocks; block++, from += STORED_MAX) {
    const length = Math.min(STORED_MAX, bytes.byteLength - from);
    // Not final, type 00 (stored), padded to the byte; then LEN and its complement.
    deflated[at] = 0;
    deflated.writeUInt16LE(length, at + 1);
    deflated.writeUInt16LE(~length & 0xffff, at + 3);
    at += 5 + bytes.copy(deflated, at + 5, from, from + length);
  }
  return { deflated, crc: zlib.crc32(bytes), shift: crc32Shift(bytes.byteLength), length: bytes.byteLength };
}

/** zlib's output is a view into its far larger chunk: a part that is kept gets bytes of its own. */
function exactCopy(view: Buffer): Buffer {
  if (view.buffer.byteLength <= view.byteLength * 2) return view;
  const copy = Buffer.allocUnsafeSlow(view.byteLength);
  view.copy(copy);
  return copy;
}
