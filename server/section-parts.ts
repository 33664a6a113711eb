import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { PartRecorderContext, type PartRecorder } from "#app/modules/ssr/parts.tsx";
import { deflatePart, storedPart, type DeflatedPart } from "#server/gzip-join.ts";

/**
 * A page section rendered in parts, each already deflated, for gzipJoin: React renders the
 * section once with a recorder in context (app/modules/ssr/parts.tsx), which leaves a marker for
 * every `Part` and every island's props. What lies between the markers (the glue: what changes
 * with every design, and the small fixed markup around it) is deflated per distinct text; a part
 * is rendered and deflated once per distinct dependencies; an island's props are written as JSON
 * in pieces, an object among them (the prices, the words) deflated once per object. So a design
 * never seen costs the render of its glue and of its new parts only, not of the whole section.
 *
 * The result inflates to exactly what `renderToString` gives for the same element; the designer's
 * section is checked against it over many designs (tests/unit/section-parts.test.ts).
 */
export interface SectionPartsOptions {
  /** Kept parts and glue, each; when full, forgotten all at once. */
  maxBytes: number;
}

/** Stands in for an island's props inside an attribute: a private-use character, never escaped. */
const MARK = "\uE000";
const MARKERS = /<template data-part="(\d+)"><\/template>|\uE000(\d+)\uE000/g;
/** What is kept (parts, props, glue seen twice) is deflated well. */
const KEPT_LEVEL = 6;
/** Props values written as JSON inline when shorter than this; longer ones are pieces of their own. */
const INLINE_VALUE_BELOW = 1024;

export function createSectionParts({ maxBytes }: SectionPartsOptions) {
  const parts = boundedMap(maxBytes);
  /** The glue last seen at each place in the section, and its piece. */
  const glue: { text: string; piece: DeflatedPart; deflated: boolean }[] = [];
  const values = new WeakMap<object, DeflatedPart>();

  /**
   * Glue the same as last time at its place is the piece kept for it, deflated the second time
   * it is seen; new glue (what a design changes) is stored, not deflated: a deflate per design
   * cost more than the whole rest of its section. A kept design is deflated whole (design-pages.ts).
   */
  function glueOf(place: number, text: string): DeflatedPart {
    const last = glue[place];
    if (last?.text === text) {
      if (!last.deflated) {
        last.piece = deflatePart(Buffer.from(text), KEPT_LEVEL);
        last.deflated = true;
      }
      return last.piece;
    }
    const piece = storedPart(Buffer.from(text));
    glue[place] = { text, piece, deflated: false };
    return piece;
  }

  /** The section's pieces, in order; null when it cannot be joined (a marker out of place, an inline script). */
  function render(element: ReactElement): DeflatedPart[] | null {
    const subtrees: ReactNode[] = [];
    const keys: string[] = [];
    const islandProps: object[] = [];
    const recorder: PartRecorder = {
      part(key, children) {
        keys.push(key);
        subtrees.push(children);
        return createElement("template", { "data-part": keys.length - 1 });
      },
      props(props) {
        islandProps.push(props);
        return `${MARK}${islandProps.length - 1}${MARK}`;
      },
    };
    const skeleton = renderToString(createElement(PartRecorderContext, { value: recorder }, element));
    // Markers are found only in the glue; text the visitor sent (echoed in a field) could hold
    // the private-use character, and then the count is off: the section is rendered whole.
    if (skeleton.includes("<script") || count(skeleton, MARK) !== islandProps.length * 2) return null;

    const pieces: DeflatedPart[] = [];
    let text = "";
    let place = 0;
    const flush = () => {
      if (text) pieces.push(glueOf(place++, text));
      text = "";
    };
    let from = 0;
    let nextPart = 0;
    let nextProps = 0;
    for (const match of skeleton.matchAll(MARKERS)) {
      text += skeleton.slice(from, match.index);
      from = match.index + match[0].length;
      if (match[1] !== undefined) {
        if (Number(match[1]) !== nextPart) return null;
        flush();
        const piece = partOf(keys[nextPart]!, subtrees[nextPart]!);
        if (!piece) return null;
        pieces.push(piece);
        nextPart++;
      } else {
        if (Number(match[2]) !== nextProps) return null;
        // JSON.stringify of an object is its entries' JSON joined, so it can be written in pieces.
        text += "{";
        let first = true;
        for (const [key, value] of Object.entries(islandProps[nextProps]!)) {
          if (value === undefined || typeof value === "function" || typeof value === "symbol") continue;
          text += `${first ? "" : ","}${escapeAttribute(JSON.stringify(key))}:`;
          first = false;
          const kept = value !== null && typeof value === "object" ? values.get(value as object) : undefined;
          if (kept) {
            flush();
            pieces.push(kept);
            continue;
          }
          const json = escapeAttribute(JSON.stringify(value));
          if (json.length < INLINE_VALUE_BELOW || typeof value !== "object") {
            text += json;
            continue;
          }
          const piece = deflatePart(Buffer.from(json), KEPT_LEVEL);
          values.set(value as object, piece);
          flush();
          pieces.push(piece);
        }
        text += "}";
        nextProps++;
      }
    }
    text += skeleton.slice(from);
    flush();
    return nextPart === keys.length && nextProps === islandProps.length ? pieces : null;
  }

  function partOf(key: string, children: ReactNode): DeflatedPart | null {
    let piece = parts.get(key);
    if (!piece) {
      // Rendered without the recorder: a part inside a part, or an island inside it, renders whole.
      const html = renderToString(children);
      if (html.includes("<script")) return null;
      piece = deflatePart(Buffer.from(html), KEPT_LEVEL);
      parts.set(key, piece);
    }
    return piece;
  }

  return {
    render,
    /** Kept parts and glue, for tests and the bench. */
    size: () => ({ parts: parts.size(), glue: glue.length }),
  };
}

export type SectionParts = ReturnType<typeof createSectionParts>;

/** React's escaping of an attribute value (escapeTextForBrowser). */
const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (text: string) => text.replace(/["&'<>]/g, (c) => ESCAPES[c]!);

function count(text: string, mark: string): number {
  let n = 0;
  for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + 1)) n++;
  return n;
}

/** Deflated pieces by key within a byte budget; past it, all forgotten at once (a flood keeps nothing long). */
function boundedMap(maxBytes: number) {
  let entries = new Map<string, DeflatedPart>();
  let bytes = 0;
  return {
    get: (key: string) => entries.get(key),
    set(key: string, piece: DeflatedPart) {
      const size = key.length * 2 + piece.deflated.byteLength;
      if (bytes + size > maxBytes) {
        entries = new Map();
        bytes = 0;
      }
      entries.set(key, piece);
      bytes += size;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
