/**
 * The admin session cookie. Over HTTPS it is `__Host-` prefixed, which browsers accept only
 * with Secure, Path=/ and no Domain: it cannot be set by a sibling subdomain or over plain HTTP.
 * Plain HTTP (local development, tests) cannot carry a Secure cookie, so there it has no prefix.
 */
const BASE_NAME = "bc_admin";

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookieName(secure: boolean): string {
  return secure ? `__Host-${BASE_NAME}` : BASE_NAME;
}

export function readSessionToken(request: Request): string | null {
  const name = cookieName(isHttps(request));
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Set-Cookie for a new session; the browser keeps it at most `maxAgeSeconds`. */
export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  const secure = isHttps(request);
  return [
    `${cookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(request: Request): string {
  const secure = isHttps(request);
  return [`${cookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}
