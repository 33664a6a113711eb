import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { negotiateEncoding } from "#server/compress.ts";
import { contentSecurityPolicy } from "#server/csp.ts";
import type { DesignPage } from "#server/design-pages.ts";
import type { PageCache } from "#server/page-cache.ts";
import type { PageCopy } from "#server/page-copy.ts";
import { securityHeaders, type Arrival, type RequestPipeline } from "#server/request-pipeline.ts";
import type { StaticFile } from "#server/static-files.ts";

export interface FastPathOptions {
  pages: PageCache;
  files: Map<string, StaticFile>;
  /** True when the router would answer this path with the 404 page alone. */
  onlyNotFound(pathname: string): boolean;
  /**
   * `/design` for its query string (without the "?"): the kept or joined page, null when it must
   * be rendered whole, undefined when the query is no sound design (the app answers 400).
   */
  designPage(pathname: string, query: string): Promise<DesignPage | null> | undefined;
  /** `/design` and its Spanish twin: each answered from its own language's kept pages. */
  designerPaths: ReadonlySet<string>;
  /** A designer page was sent from memory (200, or 304): counted as the app counts the ones it renders. */
  designServed(req: IncomingMessage, pathname: string, status: number): void;
  /** What every answer shares with the app's: HTTPS decision, request id, metrics, log line, page views. */
  pipeline: RequestPipeline;
}

/** Header names and values in turn, as `writeHead` takes them without building an object. */
type RawHeaders = string[];
/** One encoding of a body with every header but X-Request-Id, for plain and secure requests. */
interface Variant {
  /** A designer page's body is buffers to write in turn (design-pages.ts). */
  body: Buffer | Buffer[];
  http: RawHeaders;
  https: RawHeaders;
}
interface Variants {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/**
 * Answers, straight on Node's request and response, everything that needs no rendering: public
 * files and rendered page copies from memory, the 404 page, and /healthz. Returns false for
 * anything else, which then goes through the Hono app. A lead form's confirmation state
 * (`?sent=…`), paths with a trailing slash or percent-encoding, and every method but GET and
 * HEAD are left to the app. Security headers, request ids, metrics, the log line and page views
 * come from the request pipeline the app uses too.
 *
 * Per-request work is kept to a lookup and a write: each file's and copy's full header lists
 * are built once per encoding (`variantsOf`), request ids are a counter, and nothing awaits
 * unless a designer page is joined or a rebuild is due.
 */
export function createFastPath(options: FastPathOptions) {
  const { pages, files, pipeline } = options;
  const security = { http: Object.entries(securityHeaders(false)).flat(), https: Object.entries(securityHeaders(true)).flat() };
  const raw = (fields: Record<string, string | undefined>, https: boolean): RawHeaders => [
    ...Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [name, value])),
    ...security[https ? "https" : "http"],
  ];
  const variant = (body: Buffer | Buffer[], fields: (https: boolean) => Record<string, string | undefined>): Variant => ({
    body,
    http: raw(fields(false), false),
    https: raw(fields(true), true),
  });

  // Built on first use and dropped with the file or copy they describe.
  const prepared = new WeakMap<object, Variants>();
  function variantsOf(
    source: object,
    bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer },
    fields: (https: boolean) => Record<string, string | undefined>,
  ): Variants {
    let variants = prepared.get(source);
    if (!variants) {
      const vary = bodies.br || bodies.gzip ? "Accept-Encoding" : undefined;
      const of = (body: Buffer, encoding?: string) =>
        variant(body, (https) => ({ ...fields(https), Vary: vary, "Content-Encoding": encoding, "Content-Length": String(body.byteLength) }));
      variants = {
        identity: of(bodies.identity),
        br: bodies.br && of(bodies.br, "br"),
        gzip: bodies.gzip && of(bodies.gzip, "gzip"),
      };
      prepared.set(source, variants);
    }
    return variants;
  }

  const pageFields = (page: PageCopy, https: boolean, cacheControl: string) => ({
    "Content-Type": page.contentType,
    "Content-Security-Policy": page.contentType.startsWith("text/html") ? contentSecurityPolicy(page.scriptHashes, https) : undefined,
    "Cache-Control": cacheControl,
    ETag: page.whole.etag,
  });
  const healthy = variant(HEALTHY, () => ({ "Content-Type": "application/json", "Cache-Control": CACHE_CONTROL.none, "Content-Length": String(HEALTHY.byteLength) }));
  const assetNotFound = variant(NOT_FOUND, () => ({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": CACHE_CONTROL.none,
    "Content-Length": String(NOT_FOUND.byteLength),
  }));

  function arrive(req: IncomingMessage): Arrival {
    return pipeline.arrive(headerOf(req), "encrypted" in req.socket && req.socket.encrypted === true);
  }

  /** Answered here: the request id the pipeline gave it, then its metrics and log line. */
  function send(req: IncomingMessage, res: ServerResponse, arrival: Arrival, status: number, headers: RawHeaders, body: Buffer | Buffer[], started: number) {
    res.writeHead(status, headers.concat("X-Request-Id", arrival.requestId));
    // Writes made in one tick go out as one writev (Node corks the socket until the next tick).
    if (Array.isArray(body)) {
      if (req.method !== "HEAD") for (const part of body) res.write(part);
      res.end();
    } else res.end(req.method === "HEAD" ? undefined : body);
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    pipeline.answered({ requestId: arrival.requestId, method: req.method ?? "GET", path, status, ms: performance.now() - started });
  }

  function sendVariant(req: IncomingMessage, res: ServerResponse, status: number, variant: Variant, started: number) {
    const arrival = arrive(req);
    send(req, res, arrival, status, arrival.https ? variant.https : variant.http, variant.body, started);
  }

  /**
   * A page copy or designer page, with how long nginx may keep it: `X-Accel-Expires: @<this
   * second>`, i.e. to the end of the current second. nginx's clock counts whole seconds, so the
   * `s-maxage=1` the answer also carries (for other shared caches) kept a copy 1–2 s there, and
   * an admin change took up to 2 s and more to show through the recipe. nginx does not pass the
   * header on to the client.
   */
  function sendShared(req: IncomingMessage, res: ServerResponse, status: number, variant: Variant, started: number) {
    const arrival = arrive(req);
    const headers = (arrival.https ? variant.https : variant.http).concat("X-Accel-Expires", currentSecond());
    send(req, res, arrival, status, headers, variant.body, started);
  }

  function chosen(variants: Variants, accept: string | undefined): Variant {
    const encoding = encodingFor(accept);
    return (encoding === "br" ? variants.br : encoding === "gzip" ? variants.gzip : undefined) ?? variants.identity;
  }

  /** A page copy's 304 answer. */
  const notModifiedAnswers = new WeakMap<PageCopy, Variant>();
  /** Answers the copy; the status sent. */
  function servePage(req: IncomingMessage, res: ServerResponse, page: PageCopy, started: number): number {
    const cacheControl = page.cacheControl ?? CACHE_CONTROL.pageCopy;
    if (req.headers["if-none-match"] === page.whole.etag) {
      let notModified = notModifiedAnswers.get(page);
      if (!notModified) {
        notModified = variant(NO_BODY, (https) => ({ ...pageFields(page, https, cacheControl), Vary: "Accept-Encoding" }));
        notModifiedAnswers.set(page, notModified);
      }
      sendShared(req, res, 304, notModified, started);
      return 304;
    }
    const variants = variantsOf(page, page.whole, (https) => pageFields(page, https, cacheControl));
    sendShared(req, res, page.status, chosen(variants, req.headers["accept-encoding"]), started);
    return page.status;
  }

  /** A designer page's answers: gzip, a 304, and the headers around an inflated body. */
  const designAnswers = new WeakMap<DesignPage, { gzip: Variant; notModified: Variant; identity: Variant }>();
  /** Answers the page; the status sent. */
  function serveDesign(req: IncomingMessage, res: ServerResponse, page: DesignPage, started: number): number {
    let answers = designAnswers.get(page);
    if (!answers) {
      const fields = (https: boolean) => ({
        "Content-Type": page.contentType,
        "Content-Security-Policy": contentSecurityPolicy(page.scriptHashes, https),
        "Cache-Control": CACHE_CONTROL.pageCopy,
        ETag: page.etag,
        Vary: "Accept-Encoding",
      });
      answers = {
        gzip: variant(page.gzip, (https) => ({ ...fields(https), "Content-Encoding": "gzip", "Content-Length": String(page.gzipLength) })),
        notModified: variant(NO_BODY, fields),
        identity: variant(NO_BODY, fields),
      };
      designAnswers.set(page, answers);
    }
    if (req.headers["if-none-match"] === page.etag) {
      sendShared(req, res, 304, answers.notModified, started);
      return 304;
    }
    // Brotli clients get gzip (joined parts cannot be brotli); a client without gzip gets it inflated.
    if (encodingFor(req.headers["accept-encoding"]) !== null) {
      sendShared(req, res, 200, answers.gzip, started);
      return 200;
    }
    const body = gunzipSync(Buffer.concat(page.gzip));
    const arrival = arrive(req);
    const headers = arrival.https ? answers.identity.https : answers.identity.http;
    send(req, res, arrival, 200, headers.concat("Content-Length", String(body.byteLength), "X-Accel-Expires", currentSecond()), body, started);
    return 200;
  }

  function fromMemory(req: IncomingMessage, res: ServerResponse, pathname: string, query: string, started: number): boolean | Promise<boolean> {
    if (options.designerPaths.has(pathname)) {
      const design = options.designPage(pathname, query);
      if (!design) return false;
      return design.then((page) => {
        if (!page) return false;
        options.designServed(req, pathname, serveDesign(req, res, page, started));
        return true;
      });
    }
    const page = pages.get(pathname);
    if (page) {
      // A 304 is no view, as in the app: behind the recipe's nginx it is nginx revalidating its
      // copy, and nginx counts the view it answered (server/page-view-log.ts).
      const status = servePage(req, res, page, started);
      pipeline.pageSent(req.method, pathname, { status, contentType: page.contentType }, req.headers["user-agent"]);
      return true;
    }
    const notFound = pages.notFound;
    if (notFound && !pathname.endsWith(".data") && !pathname.startsWith("/__") && options.onlyNotFound(pathname)) {
      servePage(req, res, notFound, started);
      return true;
    }
    return false;
  }

  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const started = performance.now();
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname.includes("%") || (pathname.length > 1 && pathname.endsWith("/"))) return false;
    // `/design` (and its twin) decides for itself which queries it keeps (options.designPage).
    if (queryAt !== -1 && !options.designerPaths.has(pathname) && rendersPerRequest(new URLSearchParams(url.slice(queryAt + 1)))) return false;

    if (pathname === "/healthz") {
      sendVariant(req, res, 200, healthy, started);
      return true;
    }
    const file = files.get(pathname);
    if (file) {
      const variants = variantsOf(file, file, () => ({ "Content-Type": file.contentType, "Cache-Control": file.cacheControl }));
      sendVariant(req, res, 200, chosen(variants, req.headers["accept-encoding"]), started);
      return true;
    }
    if (pathname.startsWith("/assets/")) {
      sendVariant(req, res, 404, assetNotFound, started);
      return true;
    }
    // A request waits only while a change this process made or has seen is being built in.
    const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
    const rebuilding = pages.fresh();
    if (rebuilding) return rebuilding.then(() => fromMemory(req, res, pathname, query, started));
    return fromMemory(req, res, pathname, query, started);
  };
}

/** A header of a Node request, as the pipeline reads headers. */
function headerOf(req: IncomingMessage) {
  return (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : undefined;
  };
}

/** Accept-Encoding values seen recently and what they choose: browsers send a handful of spellings. */
const encodings = new Map<string, "br" | "gzip" | null>();
function encodingFor(accept: string | undefined): "br" | "gzip" | null {
  if (accept === undefined) return null;
  let encoding = encodings.get(accept);
  if (encoding === undefined) {
    encoding = negotiateEncoding(accept);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(accept, encoding);
  }
  return encoding;
}

const NO_BODY = Buffer.alloc(0);

/**
 * Query parameters a kept page reads on the server, so a request carrying one is rendered per
 * request: a lead form's confirmation (`sent`), the design a quote request is made from
 * (`design`) and the designer's own fields that its "Request a quote" buttons send to the quote
 * form (`shape`).
 */
const PER_REQUEST_QUERY = ["sent", "design", "shape"] as const;

function rendersPerRequest(query: URLSearchParams): boolean {
  return PER_REQUEST_QUERY.some((name) => query.get(name));
}

const HEALTHY = Buffer.from(JSON.stringify({ status: "ok" }));
const NOT_FOUND = Buffer.from("Not found");

/** `@` and the current Unix second, as X-Accel-Expires takes an absolute time; made once a second. */
let secondText = "";
let secondOf = -1;
function currentSecond(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== secondOf) {
    secondOf = second;
    secondText = `@${second}`;
  }
  return secondText;
}
