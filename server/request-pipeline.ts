import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { observeRequest } from "#app/features/operations/metrics.server.ts";
import { routeKind } from "#server/metrics.ts";
import { undeclaredProxyWarning } from "#server/undeclared-proxy.ts";

/** What the pipeline learns of a request when it arrives. */
export interface Arrival {
  requestId: string;
  /** The client spoke HTTPS: to us, or to a trusted proxy that says so. */
  https: boolean;
}

/** A request once answered (or given up by its client), for the metrics and the log. */
export interface Answered {
  requestId: string;
  method: string;
  path: string;
  status: number;
  /** The client went away before its answer. */
  aborted?: boolean;
  ms: number;
}

/** A header of the request by its lower-case name; a repeated header is not one we read. */
export type HeaderOf = (name: string) => string | undefined;

export interface RequestPipelineOptions {
  /** Proxies in front of us whose X-Forwarded-Proto is believed (0: none). */
  trustedHops: number;
  logger: Logger;
  /** Counts one view of a public page. */
  countPageView(pathname: string, userAgent: string | undefined): void;
}

/**
 * What every answer shares, whichever of the two paths sends it (the fast path from memory, or
 * the Hono app): the HTTPS / trusted-proxy decision, the request id, the security headers, the
 * request metrics, the log line and the page-view count. Both paths call this module, so a rule
 * fixed here holds for every response.
 */
export function createRequestPipeline({ trustedHops, logger, countPageView }: RequestPipelineOptions) {
  const warnUndeclaredProxy = undeclaredProxyWarning(logger, trustedHops);
  return {
    arrive(header: HeaderOf, socketEncrypted: boolean): Arrival {
      warnUndeclaredProxy(header);
      return {
        requestId: requestIdFrom(header("x-request-id")),
        https: socketEncrypted || (trustedHops > 0 && header("x-forwarded-proto")?.split(",")[0]?.trim() === "https"),
      };
    },

    /** Counts the request by route kind and writes its log line (health and metrics at debug level). */
    answered({ requestId, method, path, status, aborted, ms }: Answered): void {
      const kind = routeKind(method, path);
      observeRequest(kind, status, ms / 1000);
      const level = kind === "health" || kind === "metrics" ? "debug" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        { requestId, method, path, ...(aborted ? { aborted: true } : { status }), ms: Math.round(ms) },
        aborted ? "request aborted by the client" : "request",
      );
    },

    /** A public page sent with its content (a GET answered 200, or 304 for a kept copy) counts as a view. */
    pageSent(method: string | undefined, pathname: string, page: { status: number; contentType: string }, userAgent: string | undefined): void {
      if (method === "GET" && page.status === 200 && page.contentType.startsWith("text/html")) countPageView(pathname, userAgent);
    },
  };
}

export type RequestPipeline = ReturnType<typeof createRequestPipeline>;

/** Headers every response carries, by whether the client spoke HTTPS. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * Request ids for the log and the X-Request-Id header: a random prefix drawn once per process
 * and a counter, so ids stay unique across instances and restarts at the cost of an increment
 * (a random UUID per request cost more than the rest of a static file's answer).
 */
const PREFIX = randomBytes(6).toString("base64url");
let counter = 0;

/** The id the request came with (from a front end such as nginx), shortened, or a new one. */
function requestIdFrom(header: string | undefined): string {
  return header?.slice(0, 64) || `${PREFIX}-${(++counter).toString(36)}`;
}
