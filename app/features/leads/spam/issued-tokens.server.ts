import { getDbHandle } from "#app/db/db.server.ts";
import { sharedSecret } from "#app/db/shared-secret.server.ts";
import { createFormTokens, type FormTokens } from "#app/features/leads/spam/form-token.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { readCookie, setCookie } from "#app/utils/cookies.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/**
 * Where form tokens are issued: the signer, the token a page is served with, GET /form-token,
 * and the form-proof cookie and pixel (decision 029). Every public form checks them with
 * `formTokens().check`.
 */

let tokens: Promise<FormTokens> | undefined;

/** The form-token signer: FORM_SECRET when set, else the deployment's generated key. */
export function formTokens(): Promise<FormTokens> {
  tokens ??= (async () => {
    const env = getEnv();
    const key = env.FORM_SECRET ?? (await sharedSecret(getDbHandle().db, "form-token"));
    return createFormTokens(key, env.LEADS_TOKEN_MAX_AGE_MINUTES * 60_000);
  })().catch((error: unknown) => {
    tokens = undefined;
    throw error;
  });
  return tokens;
}

export async function issueFormToken(minAgeMs: number): Promise<string> {
  return (await formTokens()).issue(Date.now(), minAgeMs);
}

/** GET /form-token: fetched when a visitor starts filling in a form, so its age is the fill time. */
export async function formTokenResponse(): Promise<Response> {
  try {
    const token = await issueFormToken(getEnv().LEADS_MIN_FILL_MS);
    return Response.json({ token }, { headers: { "Cache-Control": CACHE_CONTROL.none } });
  } catch (error) {
    logger.error({ err: error }, "form token could not be issued");
    return Response.json({ token: null }, { status: 503, headers: { "Cache-Control": CACHE_CONTROL.none } });
  }
}

/**
 * The form-proof cookie: the token a page copy cannot carry (it is the same bytes for everyone,
 * kept by the recipe's nginx). Every lead form holds a 1 × 1 image, `FORM_PROOF_PATH`, whose
 * answer is never stored by any cache and sets this cookie to a fresh token, so a form sent
 * without JavaScript carries its proof in the cookie and is stored on the first press
 * (decision 029). The token is the same signed, single-use token as the form field's.
 */
const FORM_PROOF_COOKIE = "form-proof";

/** The form-proof cookie's token on this request, if it carries one. */
export function formProofFrom(request: Request): string | undefined {
  return readCookie(request, FORM_PROOF_COOKIE);
}

/** Set-Cookie for a fresh form-proof token that may store a lead `minAgeMs` from now; null if none can be issued. */
export async function formProofCookie(request: Request, minAgeMs: number): Promise<string | null> {
  try {
    const token = await issueFormToken(minAgeMs);
    return setCookie(request, FORM_PROOF_COOKIE, token, getEnv().LEADS_TOKEN_MAX_AGE_MINUTES * 60);
  } catch (error) {
    logger.error({ err: error }, "form proof could not be issued");
    return null;
  }
}

/**
 * A lead stored with the form-proof cookie's token spends the browser's one cookie, which a
 * second form open in another tab holds too: a fresh one goes with the answer, so that form is
 * stored on its first press as well. Its minimum age is a confirmation's (that form is filled
 * in already); a script that chains posts on it is still held by the per-address limit.
 */
export async function renewedProof(request: Request, spent: boolean): Promise<HeadersInit> {
  const cookie = spent ? await formProofCookie(request, getEnv().LEADS_CONFIRM_MIN_AGE_MS) : null;
  return cookie ? { "Set-Cookie": cookie } : {};
}

/** A transparent 1 × 1 GIF (43 bytes). */
const PIXEL = Buffer.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04,
  0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
]);

/**
 * GET /form-proof: the lead form's pixel. Its clock starts when the image loads: with the page
 * without JavaScript (a lazy image loads at once then), when the form nears the viewport with
 * it. Never stored (private, no-store and Set-Cookie: the recipe's nginx keeps neither).
 */
export async function formProofResponse(request: Request): Promise<Response> {
  const headers = new Headers({ "Content-Type": "image/gif", "Cache-Control": CACHE_CONTROL.privateNoStore });
  const cookie = await formProofCookie(request, getEnv().LEADS_MIN_FILL_MS);
  if (cookie) headers.set("Set-Cookie", cookie);
  return new Response(PIXEL, { headers });
}

/** A signed form token for a page rendered for one request; empty (the visitor confirms once more) if none can be issued. */
export async function servedPageToken(minFillMs: number): Promise<string> {
  try {
    return await issueFormToken(minFillMs);
  } catch (error) {
    logger.error({ err: error }, "form token could not be issued for a page");
    return "";
  }
}
