import { noticeSchema, type Notice } from "./notices.ts";

/**
 * The notice of the change just made, carried across the redirect that follows every successful
 * admin form (post/redirect/get, so reloading never repeats a change) in a one-minute cookie
 * that the next page load reads and clears.
 */
const COOKIE = "bc_portfolio_notice";
// Path=/ rather than the page's path: the scripted page reloads its data from
// /portfolio-management.data, which a Path=/portfolio-management cookie would not reach.
const PATH = "/";

export function setNoticeCookie(notice: Notice, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(notice)).toString("base64url");
  return `${COOKIE}=${value}; Path=${PATH}; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearNoticeCookie(): string {
  return `${COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The notice the request carries, or null (also for anything malformed). */
export function readNotice(request: Request): Notice | null {
  const cookies = request.headers.get("Cookie") ?? "";
  const raw = cookies
    .split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
