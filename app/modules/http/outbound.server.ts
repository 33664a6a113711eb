import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { internalAddressKind, isLoopbackAddress } from "#app/modules/http/outbound-address.ts";

/**
 * The one client for every request the server makes on a user's behalf (a push to a device, the
 * owner's text through Twilio, and any later one): HTTPS on port 443 to a public address only,
 * redirects never followed, the host resolved once and every address it has checked, and the
 * connection made to the checked address (a second, different DNS answer is never asked for).
 * Decision 034.
 */

/** The request was not made: its address is not one the server may reach. */
export class OutboundRefused extends Error {
  override name = "OutboundRefused";
}

export interface OutboundOptions {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  /** The whole exchange, name lookup included. */
  timeoutMs: number;
  /** Plain HTTP to this machine: OUTBOUND_ALLOW_LOOPBACK_HTTP, a test setting (tests' stand-ins). */
  allowLoopbackHttp: boolean;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** At most the first 64 KB: no service we call answers more that we read. */
  body: Buffer;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

/** A host as the address checks see it: no brackets, no trailing dot, lower case. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
}

/**
 * Whether an address may be the target of an outbound request, before any DNS: the reason it may
 * not, or null. WHATWG URL has already turned `2130706433`, `0x7f.1` and `127.0.0.1.` into
 * `127.0.0.1`; a name is judged again once resolved.
 */
export function outboundUrlProblem(raw: string | URL, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "The address is not a URL.";
  }
  const host = bareHost(url);
  const literal = isIP(host) !== 0;
  const loopbackName = host === "localhost" || host.endsWith(".localhost");
  if (allowLoopbackHttp && url.protocol === "http:" && (loopbackName || (literal && isLoopbackAddress(host)))) return null;
  if (url.protocol !== "https:") return "The address must use HTTPS.";
  if (url.username || url.password) return "The address may not carry a user name or password.";
  if (url.port !== "") return "The address must use the standard HTTPS port (443).";
  if (loopbackName) return "The address points at this server.";
  if (literal) {
    const kind = internalAddressKind(host);
    if (kind) return `The address is ${article(kind)} ${kind} address, not a public one.`;
  } else if (!host.includes(".")) {
    return "The address needs a full host name.";
  }
  return null;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Resolves the URL's host once and checks every address it has: the one to connect to. */
export async function vetOutboundUrl(
  raw: string | URL,
  allowLoopbackHttp: boolean,
  resolve: Resolver = systemResolver,
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const problem = outboundUrlProblem(raw, allowLoopbackHttp);
  if (problem) throw new OutboundRefused(problem);
  const url = new URL(raw);
  const host = bareHost(url);
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (answers.length === 0) throw new OutboundRefused(`${host} has no address.`);
  for (const answer of answers) {
    if (url.protocol === "http:") {
      // Only reached under the test setting: the name must be this machine and nothing else.
      if (!isLoopbackAddress(answer.address)) throw new OutboundRefused(`${host} is not this machine (${answer.address}): plain HTTP is for loopback only.`);
      continue;
    }
    const kind = internalAddressKind(answer.address);
    // One internal answer refuses the name: a later connection could pick it.
    if (kind) throw new OutboundRefused(`${host} resolves to ${answer.address}, ${article(kind)} ${kind} address.`);
  }
  const first = answers[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * One request through the guard. A redirect is an answer like any other (never followed); the
 * caller decides what a status means. Throws OutboundRefused before connecting, or an Error for a
 * failure on the way (unreachable, timed out).
 */
export async function outboundRequest(raw: string | URL, options: OutboundOptions): Promise<OutboundResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
  try {
    const vetted = await Promise.race([
      vetOutboundUrl(raw, options.allowLoopbackHttp),
      new Promise<never>((_, reject) => controller.signal.addEventListener("abort", () => reject(controller.signal.reason as Error), { once: true })),
    ]);
    return await send(vetted, options, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

function send({ url, address, family }: Awaited<ReturnType<typeof vetOutboundUrl>>, options: OutboundOptions, signal: AbortSignal): Promise<OutboundResponse> {
  const host = bareHost(url);
  const secure = url.protocol === "https:";
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        // The vetted address itself: no second lookup, so no answer can change under us.
        host: address,
        family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: options.method,
        headers: { ...options.headers, Host: url.host },
        // Certificate and SNI are checked against the name, not the address.
        ...(secure && isIP(host) === 0 ? { servername: host } : {}),
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size >= MAX_RESPONSE_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES) }));
        response.on("error", reject);
      },
    );
    request.on("error", (error) => reject(signal.aborted ? (signal.reason as Error) : error));
    request.end(options.body);
  });
}
