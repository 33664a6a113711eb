import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { crc32Combine, crc32Shift } from "#server/crc32-combine.ts";
import { inlineScriptHashes } from "#server/csp.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const deflateRaw = promisify(zlib.deflateRaw);

/** A page as the router answered it, read in full. */
export interface RenderedPage {
  status: number;
  contentType: string;
  /** The route's own policy (sitemap.xml, robots.txt), if it sets one. */
  cacheControl?: string;
  body: Buffer;
}

/**
 * A rendered page kept in memory. A page without a lead form is complete here: identity,
 * brotli and gzip bytes and their ETag. A page with a lead form gets a fresh signed token in every
 * response, so it is kept as the parts around each token, each part also deflated on its own;
 * a response joins them around the token (`withToken`).
 */
export interface PageCopy {
  status: number;
  contentType: string;
  cacheControl?: string;
  /** SHA-256 of the rendered bytes; equal hashes mean the copy can be reused as it is. */
  hash: string;
  /** CSP source expressions for the page's inline scripts (HTML only). */
  scriptHashes: string[];
  whole?: { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };
  /** Each part as it is, deflated, and its CRC-32 and CRC shift (for the gzip trailer, crc32-combine.ts). */
  tokenParts?: { identity: Buffer[]; deflated: Buffer[]; crcs: number[]; shifts: number[] };
  /** Compressed fast, to be replaced by the smallest encoding (`polishPageCopy`). */
  quick: boolean;
}

/**
 * Best compression takes a third of a second per large page (brotli 11), too slow for a change
 * that must show within two seconds and for a quick start: a page is first compressed fast
 * (`quick`: brotli 5, about 10 % larger, 100 times faster), then polished in the background.
 */
const BEST = { brotli: 11, zlib: 9 };
const FAST = { brotli: 5, zlib: 6 };

/** A copy of a rendered page, compressed fast; `previous` itself when the page came out the same. */
export async function buildPageCopy(page: RenderedPage, placeholder: string, previous?: PageCopy): Promise<PageCopy> {
  const hash = createHash("sha256").update(page.body).digest("base64url");
  if (
    previous &&
    previous.hash === hash &&
    previous.status === page.status &&
    previous.contentType === page.contentType &&
    previous.cacheControl === page.cacheControl
  ) {
    return previous;
  }
  const html = page.contentType.startsWith("text/html");
  const scriptHashes = html ? inlineScriptHashes(page.body.toString("utf8")) : [];
  const base = { status: page.status, contentType: page.contentType, cacheControl: page.cacheControl, hash, scriptHashes };
  return compress(base, splitAt(page.body, Buffer.from(placeholder)), true);
}

/** The same copy with the smallest encodings. */
export function polishPageCopy(copy: PageCopy): Promise<PageCopy> {
  const { whole, tokenParts, quick: _quick, ...base } = copy;
  return compress(base, tokenParts?.identity ?? [whole!.identity], false);
}

async function compress(
  base: Pick<PageCopy, "status" | "contentType" | "cacheControl" | "hash" | "scriptHashes">,
  parts: Buffer[],
  quick: boolean,
): Promise<PageCopy> {
  const level = quick ? FAST : BEST;
  const body = parts[0]!;
  if (parts.length > 1) {
    // Each part is deflated alone and ends byte-aligned without a final block, so parts and
    // stored blocks holding the token can follow one another in one valid deflate stream.
    const deflated = await Promise.all(
      parts.map((part) => deflateRaw(part, { level: level.zlib, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
    );
    const crcs = parts.map((part) => zlib.crc32(part));
    const shifts = parts.map((part) => crc32Shift(part.byteLength));
    return { ...base, tokenParts: { identity: parts, deflated, crcs, shifts }, quick };
  }
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: level.zlib }),
  ]);
  return { ...base, whole: { identity: body, br, gzip: gz, etag: `"${base.hash.slice(0, 27)}"` }, quick };
}

/** The page's bytes with `token` in place of every placeholder, as identity or gzip. */
export function withToken(parts: NonNullable<PageCopy["tokenParts"]>, token: string, encoding: "gzip" | null): Buffer {
  const tokenBytes = Buffer.from(token);
  if (encoding === null) return Buffer.concat(interleave(parts.identity, tokenBytes));
  // The trailer's CRC-32 from the parts' (computed once) and the token's: no pass over the page.
  const tokenCrc = zlib.crc32(tokenBytes);
  const tokenShift = crc32Shift(tokenBytes.byteLength);
  let crc = parts.crcs[0]!;
  let size = parts.identity[0]!.byteLength;
  for (let i = 1; i < parts.identity.length; i++) {
    crc = crc32Combine(crc32Combine(crc, tokenCrc, tokenShift), parts.crcs[i]!, parts.shifts[i]!);
    size += tokenBytes.byteLength + parts.identity[i]!.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(parts.deflated, storedBlock(tokenBytes)), FINAL_EMPTY_BLOCK, trailer]);
}

/** Raw deflate bytes ending byte-aligned without a final block (Z_SYNC_FLUSH), with what the gzip trailer needs. */
export interface DeflatedPart {
  deflated: Buffer;
  crc: number;
  /** crc32Shift of its length. */
  shift: number;
  length: number;
}

/** One gzip body from parts deflated apart: no pass over the bytes, the CRC combined from the parts'. */
export function gzipJoin(parts: DeflatedPart[]): Buffer {
  let crc = parts[0]!.crc;
  let size = parts[0]!.length;
  for (let i = 1; i < parts.length; i++) {
    crc = crc32Combine(crc, parts[i]!.crc, parts[i]!.shift);
    size += parts[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map((part) => part.deflated), FINAL_EMPTY_BLOCK, trailer]);
}

/** Magic, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: ends the deflate stream (RFC 1951 §3.2.6). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** An uncompressed, non-final deflate block (RFC 1951 §3.2.4); starts on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  if (data.byteLength > 0xffff) throw new RangeError("form token too long for one stored block");
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0);
  header.writeUInt16LE(data.byteLength, 1);
  header.writeUInt16LE(~data.byteLength & 0xffff, 3);
  return Buffer.concat([header, data]);
}

function interleave(parts: Buffer[], separator: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
}

function splitAt(body: Buffer, marker: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = body.indexOf(marker); found !== -1; found = body.indexOf(marker, start)) {
    parts.push(body.subarray(start, found));
    start = found + marker.byteLength;
  }
  parts.push(body.subarray(start));
  return parts;
}
