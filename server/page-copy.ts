import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { inlineScriptHashes } from "#server/csp.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page as the router answered it, read in full. */
export interface RenderedPage {
  status: number;
  contentType: string;
  /** The route's own policy (sitemap.xml, robots.txt), if it sets one. */
  cacheControl?: string;
  body: Buffer;
}

/**
 * A rendered page kept in memory: identity, brotli and gzip bytes and their ETag. Every page is
 * the same bytes for everyone; the lead forms' proof travels in a cookie (decision 042).
 */
export interface PageCopy {
  status: number;
  contentType: string;
  cacheControl?: string;
  /** SHA-256 of the rendered bytes; equal hashes mean the copy can be reused as it is. */
  hash: string;
  /** CSP source expressions for the page's inline scripts (HTML only). */
  scriptHashes: string[];
  whole: { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };
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
export async function buildPageCopy(page: RenderedPage, previous?: PageCopy): Promise<PageCopy> {
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
  return compress(base, page.body, true);
}

/** The same copy with the smallest encodings. */
export function polishPageCopy(copy: PageCopy): Promise<PageCopy> {
  const { whole, quick: _quick, ...base } = copy;
  return compress(base, whole.identity, false);
}

async function compress(
  base: Pick<PageCopy, "status" | "contentType" | "cacheControl" | "hash" | "scriptHashes">,
  body: Buffer,
  quick: boolean,
): Promise<PageCopy> {
  const level = quick ? FAST : BEST;
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
