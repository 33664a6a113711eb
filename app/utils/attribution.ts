/**
 * The visit's landing URL and external referrer, kept for the tab's session from the first page
 * the visitor opened (which is rarely the page with the form), and sent with each lead.
 */
const LANDING_KEY = "bayou-crest:landing";
const REFERRER_KEY = "bayou-crest:referrer";

export function rememberLanding(): void {
  try {
    if (sessionStorage.getItem(LANDING_KEY)) return;
    sessionStorage.setItem(LANDING_KEY, location.href);
    const external = document.referrer && new URL(document.referrer).origin !== location.origin;
    sessionStorage.setItem(REFERRER_KEY, external ? document.referrer : "");
  } catch {
    // Storage can be disabled; the server falls back to the Referer header.
  }
}

export function visitAttribution(): { page: string; referrer: string; landing: string } {
  let landing = location.href;
  let referrer = "";
  try {
    landing = sessionStorage.getItem(LANDING_KEY) || landing;
    referrer = sessionStorage.getItem(REFERRER_KEY) ?? "";
  } catch {
    // As above.
  }
  return { page: location.pathname, referrer, landing };
}

/** The campaign parameters a visit can land with; the designer carries them to the quote form. */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
