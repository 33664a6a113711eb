import type { LeadCapture } from "#app/features/lead-records/repository.server.ts";

/**
 * What a lead was sent with (page, referrer, campaign, language, spam verdict) for a lead a test
 * stores or mails itself: nothing captured, in English, with `fields` on top. A plain value; it
 * starts and stops nothing.
 */
export function leadCapture(fields: Partial<LeadCapture> = {}): LeadCapture {
  return {
    spamReason: null,
    possibleSpam: null,
    page: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    landingPage: null,
    locale: "en",
    fingerprint: null,
    ...fields,
  };
}
