import { createContext, type RouterContextProvider } from "react-router";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * Every request body reaches the app through a byte counter. The server starts each request
 * with a small allowance (`DEFAULT_BODY_BYTES`); a route that needs more raises it for its own
 * requests, and only once it has decided to read (the upload form after the session and CSRF
 * checks). A body that outgrows its allowance is cut off while it streams, so no parser ever
 * holds more than the allowance, whatever path spelling or route handled the request.
 */

/** Any form that is not a lead, a sign-in or an upload: admin notes and status changes fit easily. */
export const DEFAULT_BODY_BYTES = 64 * 1024;

export class BodyAllowance {
  received = 0;
  exceeded = false;
  aborted = false;
  limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
}

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** Set by the production server; absent under `npm run dev`, where the readers below still count. */
export const bodyAllowanceContext = createContext<BodyAllowance | null>(null);

/** The request with its body counted against `allowance` (a declared length over it is refused up front). */
export function countedBody(body: ReadableStream<Uint8Array>, allowance: BodyAllowance): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        allowance.aborted = true;
        controller.error(error);
        return;
      }
      if (chunk.done) return controller.close();
      allowance.received += chunk.value.byteLength;
      if (allowance.received > allowance.limit) {
        allowance.exceeded = true;
        controller.error(new BodyTooLargeError(allowance.limit));
        await reader.cancel().catch(() => {});
        return;
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Lets this request's body grow to `bytes` (or tightens it); a larger declared length is refused now. */
export function allowBody(context: Readonly<RouterContextProvider>, request: Request, bytes: number): "ok" | "too-large" {
  const allowance = context.get(bodyAllowanceContext);
  if (allowance) allowance.limit = bytes;
  return declaredLength(request) > bytes ? "too-large" : "ok";
}

export function declaredLength(request: Request): number {
  const value = Number(request.headers.get("Content-Length") ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Reads the body as text, at most `bytes` of it, whether or not the server counts too (the
 * development server does not). Sets the request's allowance to `bytes` first.
 */
export async function readBodyText(
  context: Readonly<RouterContextProvider>,
  request: Request,
  bytes: number,
): Promise<string | "too-large" | "aborted"> {
  if (allowBody(context, request, bytes) === "too-large") return "too-large";
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > bytes) {
        await reader.cancel().catch(() => {});
        return "too-large";
      }
      chunks.push(value);
    }
  } catch (error) {
    return error instanceof BodyTooLargeError ? "too-large" : "aborted";
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * An admin form's fields. Anything but a urlencoded or multipart body is a client mistake
 * answered 415, and a body that does not parse 400, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw clientError(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  }
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    throw clientError(400, "The form data could not be read. Please reload the page and try again.");
  }
}

/** A refusal thrown from a loader or action: its status and text reach the client as they are. */
export function clientError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    statusText: message,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none, ...headers },
  });
}
