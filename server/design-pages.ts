import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { inlineScriptHashes } from "#server/csp.ts";
import { deflatePart, gzipJoin, inflateParts, storedPart, type DeflatedPart } from "#server/gzip-join.ts";
import type { Design } from "#app/features/design/model.ts";

/**
 * `/design` with a design in its query: the page is the same for every design but for one section
 * (the designer's form, plan and price) and the design's query in the head's share tags and the
 * language switches. Per
 * public data version (prices change it), the whole page is rendered once for a template, its
 * fixed parts deflated once; a design is then the template with its own section set in, rendered
 * in parts already deflated (section-parts.ts: only what the design changes is rendered anew), the
 * gzip trailer combined from the parts' CRCs (gzip-join.ts). A design is kept, by its normalized
 * query, only when it is asked for a second time (a flood of designs each asked once pins no
 * memory), and then only its own bytes (≈ 8 KB): the answer is the template's shared buffers and
 * these, written in turn. Least recently used dropped first beyond `maxBytes`, all dropped when
 * the version moves. Answers are gzip (brotli cannot be joined that way).
 */
export interface DesignPagesOptions {
  /** The public data version the page copies were built from (undefined before the first build). */
  version(): number | undefined;
  /**
   * The whole page for one design, as a page copy is rendered; the section for that design alone;
   * the section for any design in deflated parts (null: render that page whole), whose inflated
   * bytes are the section as rendered alone; and that design's query as the page's head writes it
   * (its share image and URL), which is set per design too.
   */
  renderTemplate(): Promise<{
    page: Buffer;
    /** The design the page was rendered with, and its query. */
    design: Design;
    query: string;
    section: string;
    render(design: Design, query: string): DeflatedPart[] | null;
    headQuery: string;
    /**
     * What precedes the query in the language switch's link (`<a href="/es/disena-tu-alberca?`):
     * there the hole takes the "?" too, so the bare page links to the bare twin.
     */
    switchPrefix: string;
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
type Piece = DeflatedPart | "section" | "headQuery" | "switchQuery";

interface Template {
  pieces: Piece[];
  render(design: Design, query: string): DeflatedPart[] | null;
  writeHeadQuery(design: Design): string;
  contentType: string;
  scriptHashes: string[];
  /** Distinguishes ETags across templates. */
  id: string;
}

/** A kept design's section is deflated well: it is written many times. */
const KEPT_LEVEL = 6;
/**
 * Designs asked for once, by a hash of their query (a collision only keeps a design a request
 * early); forgotten all at once when full, so a flood of distinct designs holds at most this many
 * numbers.
 */
const SEEN_MAX = 65_536;
/** What a kept design holds besides its own bytes: its entry, buffer list, ETag and the fast path's prepared headers. */
const ENTRY_OVERHEAD = 2_048;

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
    const { page, design, query, section, render, headQuery, switchPrefix, writeHeadQuery, contentType } = await options.renderTemplate();
    const at = page.indexOf(section);
    // The section must be found once, as rendered alone: otherwise its markup depends on more
    // than the design, and joining would be wrong.
    if (at === -1 || page.indexOf(section, at + 1) !== -1) {
      logger.error("the designer section rendered alone does not appear once in the page; designs are rendered whole");
      return null;
    }
    // And rendered in parts, the template's own design must read as rendered alone.
    const parts = render(design, query);
    if (!parts || inflateParts(parts) !== section) {
      logger.error("the designer section rendered in parts differs from the section rendered whole; designs are rendered whole");
      return null;
    }
    // The head (before the section) names the design in its share tags and the header's language
    // switch, the rest in the footer's switch: each mention is a hole.
    const holes = (part: Buffer): Piece[] => {
      const found: Piece[] = [];
      let from = 0;
      const prefix = Buffer.from(switchPrefix);
      for (let next = part.indexOf(headQuery); headQuery && next !== -1; next = part.indexOf(headQuery, from)) {
        const inSwitch = prefix.length > 0 && next >= prefix.length && part.subarray(next - prefix.length, next).equals(prefix);
        found.push(deflatePart(part.subarray(from, inSwitch ? next - 1 : next), 9), inSwitch ? "switchQuery" : "headQuery");
        from = next + Buffer.byteLength(headQuery);
      }
      return [...found, deflatePart(part.subarray(from), 9)];
    };
    const pieces: Piece[] = [...holes(page.subarray(0, at)), "section", ...holes(page.subarray(at + Buffer.byteLength(section)))];
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
    // Null: the section cannot be joined (say, an inline script that the CSP would need the hash of).
    const section = current.render(design, query);
    if (!section) return null;
    const headPart = storedPart(Buffer.from(current.writeHeadQuery(design)));
    // The bare page's switch leads to the bare twin (its share tags still name the design it shows).
    const switchPart = storedPart(Buffer.from(query === "" ? "" : `?${current.writeHeadQuery(design)}`));
    const keeping = template !== undefined && (await template) === current && askedBefore(query);
    // A design kept is deflated whole, once: its parts, deflated apart or stored, are three times larger.
    const sectionParts = keeping ? [deflatePart(Buffer.from(inflateParts(section)), KEPT_LEVEL)] : section;
    const holes = { section: sectionParts, headQuery: [headPart], switchQuery: [switchPart] };
    let gzip = gzipJoin(current.pieces.flatMap((piece) => (typeof piece === "string" ? holes[piece] : piece)));
    const own = keeping ? [sectionParts[0]!.deflated, headPart.deflated, switchPart.deflated, gzip.at(-1)!] : [];
    if (keeping) gzip = ownCopy(gzip, own);
    const page: DesignPage = {
      gzip,
      gzipLength: gzip.reduce((sum, part) => sum + part.byteLength, 0),
      // The page is the template's and the query's alone (the design is parsed from the query).
      // Weak: a design's first answer and its kept one read the same but are deflated differently.
      etag: `W/"${current.id}${createHash("sha256").update(query).digest("base64url").slice(0, 19)}"`,
      contentType: current.contentType,
      scriptHashes: current.scriptHashes,
    };
    if (keeping) keep(query, page, own.reduce((sum, part) => sum + part.byteLength, 0));
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
    /** Whether a design (its normalized query) is answered from memory, with no render. */
    isKept: (query: string) => kept.has(query) && templateVersion === options.version(),
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

/** FNV-1a over a query's UTF-16 units, as a small integer. */
function hashOf(query: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < query.length; i++) hash = Math.imul(hash ^ query.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}
