import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The best encoding the client accepts of those we produce: brotli, then gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/**
 * Compresses dynamic responses (SSR HTML, data, feeds) on the fly. Static files are served
 * precompressed by the static handler and already carry Content-Encoding, so they pass.
 */
export function compressDynamic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    const length = Number(res.headers.get("Content-Length") ?? Number.POSITIVE_INFINITY);
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES ||
      res.status === 204 ||
      res.status === 304
    ) {
      return;
    }
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    appendVary(res.headers, "Accept-Encoding");
    if (!encoding) return;
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            // Quality 4 keeps streamed HTML fast to produce while still beating gzip on size.
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
    const body = Readable.fromWeb(res.body as NodeReadableStream).pipe(compressor);
    const headers = new Headers(res.headers);
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers });
  };
}

export function appendVary(headers: Headers, value: string): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", value);
  else if (!vary.split(",").some((v) => v.trim().toLowerCase() === value.toLowerCase())) {
    headers.set("Vary", `${vary}, ${value}`);
  }
}
