import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { getEnv } from "../../utils/env.server.ts";
import { submitLead, outcomeMessages, type SubmissionOutcome } from "./submission.server.ts";

/** Set by the guard on the requests it lets through, overwriting anything a client sent. */
export const CLIENT_ADDRESS_HEADER = "x-bayou-client-address";

/** Where lead forms are posted: the pages' own routes, `/` (the seed's form handler contract), and their data twins. */
const LEAD_PATHS = new Set(["/", "/_root.data", "/contact", "/contact.data", "/get-quote", "/get-quote.data"]);

/**
 * Hono middleware in front of every lead POST. It answers cheap refusals before any parsing
 * (wrong content type 400, body over LEADS_MAX_BODY_BYTES 413), then either
 * - passes a browser's document POST (Accept: text/html; the no-JavaScript path) on to the
 *   route action, with the body buffered and the client address attached, or
 * - answers a script's POST (the forms with JavaScript, or any hosted-form-style client) itself,
 *   with a plain status and a short text or JSON body that a `fetch` caller can show.
 */
export function leadSubmissions({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST" || !LEAD_PATHS.has(c.req.path)) return next();
    const env = getEnv();
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return plain(400, "Send the form as application/x-www-form-urlencoded.");
    }
    const body = await readLimited(c.req.raw, env.LEADS_MAX_BODY_BYTES);
    if (body === "too-large") return plain(413, "The form is too large to send. Please shorten your message.");
    if (body === "aborted") return plain(400, "The form did not arrive completely. Please send it again.");

    const clientAddress = clientAddressOf(c, trustProxy);
    if ((c.req.header("Accept") ?? "").includes("text/html")) {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
      headers.delete("Content-Length");
      c.req.raw = new Request(c.req.raw.url, { method: "POST", headers, body, signal: c.req.raw.signal });
      return next();
    }
    const outcome = await submitLead(new TextDecoder().decode(body), {
      clientAddress,
      referer: c.req.header("Referer") ?? null,
      host: new URL(c.req.url).host,
    });
    return scriptResponse(outcome, (c.req.header("Accept") ?? "").includes("application/json"));
  };
}

function scriptResponse(outcome: SubmissionOutcome, json: boolean): Response {
  switch (outcome.kind) {
    case "accepted":
      return json
        ? jsonResponse(200, { ok: true, reference: outcome.reference })
        : plain(200, `Thank you! Your submission was received. Your reference: ${outcome.reference}.`);
    case "invalid":
      return json
        ? jsonResponse(400, { ok: false, errors: outcome.errors })
        : plain(400, Object.entries(outcome.errors).map(([field, message]) => `${field}: ${message}`).join("\n"));
    case "confirm":
      return plain(400, "The form token is missing or expired. Please reload the page and send the form again.");
    case "rate-limited":
      return plain(429, outcomeMessages.rateLimited, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "bad-request":
      return plain(400, outcome.message);
    case "unavailable":
      return plain(503, outcomeMessages.unavailable, { "Retry-After": "60" });
  }
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

function jsonResponse(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Reads at most `limit` bytes; a larger body is refused without reading the rest. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large" | "aborted"> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) return "too-large";
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "aborted";
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
