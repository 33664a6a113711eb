import type { LeadOrigin } from "#app/features/lead-records/lead-row.ts";

/**
 * What each stored lead field is called wherever a person reads it: the notification e-mail, the
 * inbox and the CSV export.
 */
export const fieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  contactMethod: "Preferred contact",
  preferredCallbackTime: "Callback time",
  address: "Address",
  projectType: "Project type",
  poolSize: "Pool size",
  timeline: "Timeline",
  features: "Features",
  notes: "Notes",
  subject: "Subject",
  location: "Location",
  serviceType: "Service type",
  message: "Message",
  page: "Sent from page",
  landingPage: "Landing page",
  referrer: "Referrer",
  possibleSpam: "Possible spam",
  spamReason: "Spam reason",
  status: "Status",
} as const;

/** Where a lead came from, as stored with it. */
type LeadAttribution = Pick<LeadOrigin, "page" | "landingPage" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent">;

const UTM_PARTS = [
  ["utmSource", "source"],
  ["utmMedium", "medium"],
  ["utmCampaign", "campaign"],
  ["utmTerm", "term"],
  ["utmContent", "content"],
] as const;

/**
 * A lead's page, referrer and UTM parameters, labelled, empty ones included: the UTM parameters
 * by their own names for the inbox ("utm_source"), in words for the e-mail ("UTM source").
 */
export function attributionLines(lead: LeadAttribution, utm: "names" | "words"): [string, string | null][] {
  return [
    [fieldLabels.page, lead.page],
    [fieldLabels.landingPage, lead.landingPage],
    [fieldLabels.referrer, lead.referrer],
    ...UTM_PARTS.map(([key, part]): [string, string | null] => [utm === "names" ? `utm_${part}` : `UTM ${part}`, lead[key]]),
  ];
}
