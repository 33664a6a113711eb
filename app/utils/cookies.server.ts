import { parseCookie, stringifySetCookie } from "cookie";
import { createCookie } from "react-router";

/**
 * The site's one cookie API: every cookie is read and written here, HttpOnly, SameSite=Lax and
 * Secure over HTTPS. Plain HTTP (local development, tests) cannot carry a Secure cookie.
 */

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
 * loads its data from `<page>.data`). A max age of 0 deletes it.
 */
export function setCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie({ name, value, ...ATTRIBUTES, path: "/", maxAge: maxAgeSeconds, secure: isSecureRequest(request) });
}

/**
 * A cookie holding a JSON value signed with `secret` (React Router's signed cookies), so a
 * browser can show it back but not forge it. Over HTTPS it is named `__Secure-<name>` and Secure
 * (a path narrower than the site rules out `__Host-`), over plain HTTP `<name>`.
 */
export function signedCookie(name: string, options: { path: string; maxAgeSeconds: number; secret: string }) {
  const common = { ...ATTRIBUTES, path: options.path, maxAge: options.maxAgeSeconds, secrets: [options.secret] };
  const secure = createCookie(`__Secure-${name}`, { ...common, secure: true });
  const plain = createCookie(name, common);
  const cookieFor = (request: Request) => (isSecureRequest(request) ? secure : plain);
  return {
    /** The value the request carries, if its signature holds. */
    read: async (request: Request): Promise<unknown> => cookieFor(request).parse(request.headers.get("Cookie")),
    /** Set-Cookie carrying `value`. */
    write: (request: Request, value: unknown): Promise<string> => cookieFor(request).serialize(value),
  };
}

const ATTRIBUTES = { httpOnly: true, sameSite: "lax" } as const;
