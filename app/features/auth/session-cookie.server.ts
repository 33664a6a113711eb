import { isSecureRequest, readCookie, setCookie } from "#app/utils/cookies.server.ts";

/**
 * The admin session cookie. Over HTTPS it is `__Host-` prefixed, which browsers accept only
 * with Secure, Path=/ and no Domain: it cannot be set by a sibling subdomain or over plain HTTP.
 * Plain HTTP (local development, tests) cannot carry a Secure cookie, so there it has no prefix.
 */
const BASE_NAME = "bc_admin";

function cookieName(request: Request): string {
  return isSecureRequest(request) ? `__Host-${BASE_NAME}` : BASE_NAME;
}

export function readSessionToken(request: Request): string | null {
  const value = readCookie(request, cookieName(request));
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Set-Cookie for a new session; the browser keeps it at most `maxAgeSeconds`. */
export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  return setCookie(request, cookieName(request), token, maxAgeSeconds);
}

export function clearedSessionCookie(request: Request): string {
  return setCookie(request, cookieName(request), "", 0);
}
