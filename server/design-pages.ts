import { createHash } from "node:crypto";
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
 * Rendered designs are kept by their normalized query, least recently used dropped first beyond
 * `maxBytes`, all dropped when the version moves. Answers are gzip (brotli cannot be joined that
 * way).
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
  /** The page gzip-compressed; identity is inflated from it for the rare client without gzip. */
  gzip: Buffer;
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

export function createDesignPages(options: DesignPagesOptions) {
  const { logger } = options;
  /** Insertion order is recency: a hit moves its entry to the end. */
  let kept = new Map<string, DesignPage>();
  let bytes = 0;
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
      return found;
    }
    const current = await currentTemplate();
    if (!current) return null;
    const section = current.render(design, query);
    // A section with inline scripts of its own would need their hashes in the CSP: render whole.
    if (section.includes("<script")) return null;
    const headQuery = current.writeHeadQuery(design);
    const sectionPart = deflatePart(Buffer.from(section), SECTION_LEVEL);
    const headPart = deflatePart(Buffer.from(headQuery), SECTION_LEVEL);
    const gzip = gzipJoin(current.pieces.map((piece) => (piece === "section" ? sectionPart : piece === "headQuery" ? headPart : piece)));
    const hash = createHash("sha256").update(section).update(headQuery).digest("base64url").slice(0, 19);
    const page: DesignPage = { gzip, etag: `"${current.id}${hash}"`, contentType: current.contentType, scriptHashes: current.scriptHashes };
    // Kept only if the template is still the current one.
    if (template && (await template) === current) keep(query, page);
    return page;
  }

  function keep(query: string, page: DesignPage) {
    const size = page.gzip.byteLength + query.length * 2 + 200;
    if (size > options.maxBytes) return;
    kept.set(query, page);
    bytes += size;
    for (const [oldest, entry] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(oldest);
      bytes -= entry.gzip.byteLength + oldest.length * 2 + 200;
    }
  }

  return {
    get,
    /** Kept designs and their bytes, for tests and the bench. */
    size: () => ({ entries: kept.size, bytes }),
  };
}

export type DesignPages = ReturnType<typeof createDesignPages>;

function deflatePart(bytes: Buffer, level: number): DeflatedPart {
  return {
    deflated: zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: zlib.crc32(bytes),
    shift: crc32Shift(bytes.byteLength),
    length: bytes.byteLength,
  };
}
