import { createHash, type Hash } from "node:crypto";
import zlib from "node:zlib";
import type { Logger } from "pino";
import { crc32Shift } from "#server/crc32-combine.ts";
import { inlineScriptHashes } from "#server/csp.ts";
import { gzipJoin, type DeflatedPart } from "#server/gzip-join.ts";
import type { Design } from "#app/features/design/model.ts";

/**
 * `/design` with a design in its query: the page is the same for every design but for one section
 * (the designer's form, plan and price). Per public data version (prices change it), the whole
 * page is rendered once for a template; a design is then the template with its own section,
 * rendered alone (far cheaper than the whole document) and deflated alone, set between the
 * template's parts deflated once, its gzip trailer combined from the parts' CRCs (gzip-join.ts).
 * A design is kept, by its normalized query, only when it is asked for a second time (a flood of
 * designs each asked once pins no memory), and then only its own bytes (≈ 7 KB): the answer is
 * the template's shared buffers and these, written in turn. Least recently used dropped first
 * beyond `maxBytes`, all dropped when the version moves. Answers are gzip (brotli cannot be joined
 * that way).
 */
export interface DesignPagesOptions {
  /** The public data version the page copies were built from (undefined before the first build). */
  version(): number | undefined;
  /**
   * The whole page for one design, as a page copy is rendered; the section for that design alone;
   * and that design's query as the page's head writes it (its share image and URL), which is set
   * per design too.
   */
  renderTemplate(): Promise<{
    page: Buffer;
    section: string;
    render(design: Design, query: string): string;
    headQuery: string;
    /** A design's query as the head writes it (HTML-escaped). */
    writeHeadQuery(design: Design): string;
    contentType: string;
  }>;
  maxBytes: number;
  logger: Logger;
}

export interface DesignPage {
  /**
   * The page gzip-compressed, as buffers to write in turn (most shared with every design); identity
   * is inflated from it for the rare client without gzip.
   */
  gzip: Buffer[];
  gzipLength: number;
  etag: string;
  contentType: string;
  scriptHashes: string[];
}

/** The page in order: fixed parts deflated once, and the places a design's own text goes. */
type Piece = DeflatedPart | "section" | "headQuery";

interface Template {
  pieces: Piece[];
  render(design: Design, query: string): string;
  writeHeadQuery(design: Design): string;
  contentType: string;
  scriptHashes: string[];
  /** Distinguishes ETags across templates. */
  id: string;
}

/** A design not seen before is deflated fast: level 1 is about twice as fast as 6, and 1 KB larger. */
const SECTION_LEVEL = 1;
/**
 * Designs asked for once, by a hash of their query (a collision only keeps a design a request
 * early); forgotten all at once when full, so a flood of distinct designs holds at most this many
 * numbers.
 */
const SEEN_MAX = 65_536;
/** What a kept design holds besides its own bytes: its entry, buffer list, ETag and the fast path's prepared headers. */
const ENTRY_OVERHEAD = 2_048;
/** The gzip trailer: CRC and length. */
const TRAILER_BYTES = 8;

export function createDesignPages(options: DesignPagesOptions) {
  const { logger } = options;
  /** Insertion order is recency: a hit moves its entry to the end. */
  let kept = new Map<string, { page: DesignPage; size: number }>();
  let bytes = 0;
  const seen = new Set<number>();
  let template: Promise<Template | null> | undefined;
  let templateVersion: number | undefined;

  function currentTemplate(): Promise<Template | null> {
    const version = options.version();
    if (!template || templateVersion !== version) {
      templateVersion = version;
      kept = new Map();
      bytes = 0;
      template = buildTemplate().catch((error: unknown) => {
        logger.error({ err: error }, "designer page template could not be built; designs are rendered whole");
        template = undefined;
        return null;
      });
    }
    return template;
  }

  async function buildTemplate(): Promise<Template | null> {
    const { page, section, render, headQuery, writeHeadQuery, contentType } = await options.renderTemplate();
    const at = page.indexOf(section);
    // The section must be found once, as rendered alone: otherwise its markup depends on more
    // than the design, and joining would be wrong.
    if (at === -1 || page.indexOf(section, at + 1) !== -1) {
      logger.error("the designer section rendered alone does not appear once in the page; designs are rendered whole");
      return null;
    }
    const pieces: Piece[] = [];
    // The head (before the section) names the design in its share tags: each mention is a hole.
    const head = page.subarray(0, at);
    let from = 0;
    for (let found = head.indexOf(headQuery); headQuery && found !== -1; found = head.indexOf(headQuery, from)) {
      pieces.push(deflatePart(head.subarray(from, found), 9), "headQuery");
      from = found + Buffer.byteLength(headQuery);
    }
    pieces.push(deflatePart(head.subarray(from), 9), "section", deflatePart(page.subarray(at + Buffer.byteLength(section)), 9));
    return {
      pieces,
      render,
      writeHeadQuery,
      contentType,
      scriptHashes: inlineScriptHashes(page.toString("utf8")),
      id: createHash("sha256").update(page).digest("base64url").slice(0, 8),
    };
  }

  /** The page for a design with its normalized query; null when it cannot be joined (the caller renders it whole). */
  async function get(query: string, design: Design): Promise<DesignPage | null> {
    const found = kept.get(query);
    if (found && templateVersion === options.version()) {
      kept.delete(query);
      kept.set(query, found);
      return found.page;
    }
    const current = await currentTemplate();
    if (!current) return null;
    const section = current.render(design, query);
    // A section with inline scripts of its own would need their hashes in the CSP: render whole.
    if (section.includes("<script")) return null;
    const headQuery = current.writeHeadQuery(design);
    const digest = createHash("sha256");
    const sectionPart = deflatePart(digested(digest, section), SECTION_LEVEL);
    const headPart = deflatePart(digested(digest, headQuery), SECTION_LEVEL);
    const hash = digest.digest("base64url").slice(0, 19);
    let gzip = gzipJoin(current.pieces.map((piece) => (piece === "section" ? sectionPart : piece === "headQuery" ? headPart : piece)));
    const keeping = template !== undefined && (await template) === current && askedBefore(query);
    if (keeping) gzip = ownCopy(gzip, [sectionPart.deflated, headPart.deflated, gzip.at(-1)!]);
    const page: DesignPage = {
      gzip,
      gzipLength: gzip.reduce((sum, part) => sum + part.byteLength, 0),
      etag: `"${current.id}${hash}"`,
      contentType: current.contentType,
      scriptHashes: current.scriptHashes,
    };
    if (keeping) keep(query, page, sectionPart.deflated.byteLength + headPart.deflated.byteLength + TRAILER_BYTES);
    return page;
  }

  /** True when the query was asked for before (since `seen` was last full); notes it otherwise. */
  function askedBefore(query: string): boolean {
    const hash = hashOf(query);
    if (seen.has(hash)) return true;
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.add(hash);
    return false;
  }

  function keep(query: string, page: DesignPage, ownBytes: number) {
    const size = ownBytes + query.length * 2 + ENTRY_OVERHEAD;
    if (size > options.maxBytes) return;
    kept.set(query, { page, size });
    bytes += size;
    for (const [oldest, entry] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(oldest);
      bytes -= entry.size;
    }
  }

  return {
    get,
    /** Kept designs and their bytes, for tests and the bench. */
    size: () => ({ entries: kept.size, bytes }),
  };
}

export type DesignPages = ReturnType<typeof createDesignPages>;

/**
 * The body with a design's own buffers copied into one allocation of their exact size: zlib's
 * output is a view into a far larger buffer, and a small `Buffer.concat` a slice of Node's shared
 * pool; either would pin much more than the design's bytes.
 */
function ownCopy(gzip: Buffer[], own: Buffer[]): Buffer[] {
  const copy = Buffer.allocUnsafeSlow(own.reduce((sum, part) => sum + part.byteLength, 0));
  const views = new Map<Buffer, Buffer>();
  let at = 0;
  for (const part of own) {
    views.set(part, copy.subarray(at, at + part.byteLength));
    at += part.copy(copy, at);
  }
  return gzip.map((part) => views.get(part) ?? part);
}

/**
 * A design's text as UTF-8 in one buffer reused for every design (valid until the next call), added
 * to its ETag's digest: no buffer of its own per design.
 */
let scratch = Buffer.allocUnsafeSlow(64 * 1024);
function digested(digest: Hash, text: string): Buffer {
  const length = Buffer.byteLength(text);
  if (length > scratch.byteLength) scratch = Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(length)));
  const bytes = scratch.subarray(0, scratch.write(text));
  digest.update(bytes);
  return bytes;
}

/** Output past a design's section (≈ 7 KB) is written to further chunks; zlib's default is 64 KB per call. */
const CHUNK_BYTES = 16 * 1024;

function deflatePart(bytes: Buffer, level: number): DeflatedPart {
  return {
    deflated: zlib.deflateRawSync(bytes, { level, chunkSize: CHUNK_BYTES, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: zlib.crc32(bytes),
    shift: crc32Shift(bytes.byteLength),
    length: bytes.byteLength,
  };
}

/** FNV-1a over a query's UTF-16 units, as a small integer. */
function hashOf(query: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < query.length; i++) hash = Math.imul(hash ^ query.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}
