import type { LeadCapture } from "#app/features/lead-records/repository.server.ts";

export type Attribution = Pick<
  LeadCapture,
  "page" | "landingPage" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent"
>;

const UTM = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/**
 * Where a lead came from. With JavaScript the form sends the page it is on, the visit's
 * external referrer and the visit's landing URL (kept in sessionStorage from the first page of
 * the visit). Without JavaScript the Referer header of the POST is the form's own page, which
 * still gives the page and any UTM parameters the visitor landed on it with.
 */
export function attributionFrom(
  hidden: { page?: string; referrer?: string; landing?: string },
  refererHeader: string | null,
  host: string | null,
  fallbackPage: string,
): Attribution {
  const referer = sameSiteUrl(refererHeader, host);
  const landing = parseUrl(hidden.landing) ?? referer;
  const page = clean(hidden.page, 300);
  const attribution: Attribution = {
    page: page?.startsWith("/") ? page : (referer?.pathname ?? fallbackPage),
    referrer: httpUrl(hidden.referrer),
    // Only a page of this site: the landing URL comes from the browser.
    landingPage: landing && (!host || landing.host === host) ? clean(landing.pathname, 300) : null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  };
  for (const [field, parameter] of Object.entries(UTM) as [keyof typeof UTM, string][]) {
    attribution[field] = clean(landing?.searchParams.get(parameter) ?? undefined, 200);
  }
  return attribution;
}

function clean(value: string | undefined, max: number): string | null {
  // eslint-disable-next-line no-control-regex
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, max);
  return text ? text : null;
}

function parseUrl(value: string | null | undefined): URL | null {
  if (!value || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function httpUrl(value: string | undefined): string | null {
  const url = parseUrl(value);
  return url ? clean(url.toString(), 500) : null;
}

/** The URL when it is on this site's host; anything else (another site, garbage) is null. */
export function sameSiteUrl(value: string | null, host: string | null): URL | null {
  const url = parseUrl(value);
  return url && host && url.host === host ? url : null;
}
