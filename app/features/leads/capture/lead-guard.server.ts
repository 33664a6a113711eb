import { createContext, type MiddlewareFunction } from "react-router";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { readBodyText } from "#app/modules/http/request-body.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { formProofFrom, renewedProof, submitLead, outcomeMessages, type SubmissionOutcome } from "#app/features/leads/capture/submission.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** The lead body the guard read, for the route action of a browser's document POST. */
export const leadBodyContext = createContext<string | null>(null);

/**
 * Route middleware of every route whose action takes a lead (home, whose matches also cover the
 * root's `POST /`, contact, get-quote). Route matching has already folded every spelling of the
 * path (trailing slash, case, percent-encoding, `.data`, `?index`) into these routes, so the
 * limits hold for all of them. It answers cheap refusals before any parsing (wrong content type
 * 400, body over LEADS_MAX_BODY_BYTES 413) and then either
 * - passes a browser's document POST (Accept: text/html; the no-JavaScript path) on to the route
 *   action with the body read, or
 * - answers a script's POST (the forms with JavaScript, or any hosted-form-style client) itself,
 *   with a plain status and a short text or JSON body that a `fetch` caller can show.
 */
export const leadGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST") return next();
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    return plain(400, "Send the form as application/x-www-form-urlencoded.");
  }
  const body = await readBodyText(context, request, getEnv().LEADS_MAX_BODY_BYTES);
  if (body === "too-large") return plain(413, "The form is too large to send. Please shorten your message.", { Connection: "close" });
  if (body === "aborted") return plain(400, "The form did not arrive completely. Please send it again.");

  if ((request.headers.get("Accept") ?? "").includes("text/html")) {
    context.set(leadBodyContext, body);
    return next();
  }
  const outcome = await submitLead(body, {
    clientAddress: context.get(clientAddressContext),
    referer: request.headers.get("Referer"),
    host: new URL(request.url).host,
    fromScript: true,
    proofCookie: formProofFrom(request),
  });
  const response = scriptResponse(outcome, (request.headers.get("Accept") ?? "").includes("application/json"));
  if (outcome.kind === "accepted") for (const [name, value] of Object.entries(await renewedProof(request, outcome.proofCookieSpent))) response.headers.set(name, value);
  return response;
};

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
      return plain(400, "The form token is invalid, used or expired. Please reload the page and send the form again.");
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
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none, ...headers },
  });
}

function jsonResponse(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}
