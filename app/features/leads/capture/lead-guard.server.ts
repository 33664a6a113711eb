import { createContext, type MiddlewareFunction } from "react-router";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { readBodyText } from "#app/modules/http/request-body.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { submitLead, type SubmissionOutcome } from "#app/features/leads/capture/submission.server.ts";
import { formProofFrom, renewedProof } from "#app/features/leads/spam/issued-tokens.server.ts";
import { business } from "#app/config/business.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localeFromPath, type Locale } from "#app/i18n/locale.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * A lead's language: the path its form was posted to, read as route matching reads it (`/es/…`,
 * its `.data` twin, `/ES/…`, `/%65s/…`). Never a field of the body, so the seed's `POST /`
 * contract is unchanged and stays English.
 */
export function requestLocale(request: Request): Locale {
  let path = new URL(request.url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is no Spanish page's path: read as written.
  }
  // Route matching ignores case (`/ES/contacto` is the Spanish page).
  return localeFromPath(path.toLowerCase());
}

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
  const body = await readLeadBody(request, context);
  if (body instanceof Response) return body;

  if ((request.headers.get("Accept") ?? "").includes("text/html")) {
    context.set(leadBodyContext, body);
    return next();
  }
  const url = new URL(request.url);
  // `POST /` (the hosted-form handler's address) is English; a Spanish form posts to its own page (decision 032).
  const locale = requestLocale(request);
  const outcome = await submitLead(body, {
    clientAddress: context.get(clientAddressContext),
    referer: request.headers.get("Referer"),
    host: url.host,
    fromScript: true,
    proofCookie: formProofFrom(request),
    locale,
  });
  const response = scriptResponse(outcome, (request.headers.get("Accept") ?? "").includes("application/json"), locale);
  if (outcome.kind === "accepted") for (const [name, value] of Object.entries(await renewedProof(request, outcome.proofCookieSpent))) response.headers.set(name, value);
  return response;
};

/** The cheap refusals before any parsing (wrong content type 400, body over LEADS_MAX_BODY_BYTES 413), or the body. */
async function readLeadBody(request: Request, context: Parameters<MiddlewareFunction<Response>>[0]["context"]): Promise<string | Response> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    return plain(400, "Send the form as application/x-www-form-urlencoded.");
  }
  const body = await readBodyText(context, request, getEnv().LEADS_MAX_BODY_BYTES);
  if (body === "too-large") return plain(413, "The form is too large to send. Please shorten your message.", { Connection: "close" });
  if (body === "aborted") return plain(400, "The form did not arrive completely. Please send it again.");
  return body;
}

/**
 * Route middleware of a page whose one form makes a lead with a step of its own (the booking
 * page): the same limits as `leadGuard`, and every POST, a script's too, goes to the route
 * action, so no lead is stored without its step.
 */
export const leadPageGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST") return next();
  const body = await readLeadBody(request, context);
  if (body instanceof Response) return body;
  context.set(leadBodyContext, body);
  return next();
};

function scriptResponse(outcome: SubmissionOutcome, json: boolean, locale: Locale): Response {
  const t = getT(locale, "leads");
  const phone = business.phone.display;
  switch (outcome.kind) {
    case "accepted":
      return json
        ? jsonResponse(200, { ok: true, reference: outcome.reference, ...(outcome.bookToken ? { bookToken: outcome.bookToken } : {}) })
        : plain(200, `Thank you! Your submission was received. Your reference: ${outcome.reference}.`);
    case "invalid":
      return json
        ? jsonResponse(400, { ok: false, errors: outcome.errors })
        : plain(400, Object.entries(outcome.errors).map(([field, message]) => `${field}: ${message}`).join("\n"));
    case "confirm":
      return plain(400, "The form token is invalid, used or expired. Please reload the page and send the form again.");
    case "rate-limited":
      return plain(429, t("status.rateLimited", { phone }), { "Retry-After": String(outcome.retryAfterSeconds) });
    case "bad-request":
      return plain(400, outcome.message);
    case "unavailable":
      return plain(503, t("status.unavailable", { phone }), { "Retry-After": "60" });
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
