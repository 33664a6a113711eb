/**
 * Whether a state-changing request comes from our own pages. Browsers send `Sec-Fetch-Site`
 * (all current ones) and `Origin` (on every POST) and a page cannot forge either, so a
 * cross-site form or fetch is recognised before any token is looked at. A client that sends
 * neither (an old browser, curl) still has to present the session's CSRF token.
 */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  return origin === new URL(request.url).origin;
}
