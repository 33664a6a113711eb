import { parseCookie, stringifySetCookie } from "cookie";

/**
 * Whether the request reached the app over HTTPS. Behind a trusted proxy the server hands the
 * app its requests with https: URLs (server/app.ts), so the URL alone answers it.
 */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The value of the named cookie the request carries. */
export function readCookie(request: Request, name: string): string | undefined {
  return parseCookie(request.headers.get("Cookie") ?? "")[name];
}

/**
 * Set-Cookie for one of the site's own cookies: whole site (Path=/: the scripted admin also
 * loads its data from `<page>.data`), HttpOnly, SameSite=Lax, and Secure over HTTPS. A max age
 * of 0 deletes it.
 */
export function setCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie({
    name,
    value,
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: maxAgeSeconds,
    secure: isSecureRequest(request),
  });
}
