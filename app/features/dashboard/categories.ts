import type { LeadSource } from "#app/db/schema.ts";
import { leadTypeOptions } from "#app/features/lead-records/lead-kinds.ts";
import type { projectTypeOptions, serviceTypeOptions } from "#app/features/lead-records/options.ts";

/**
 * How the dashboard groups leads. The quote form asks for a project type and the consultation
 * form for a service type, with different option lists; both are read as one kind of work. A
 * contact message names none.
 */
const workKinds: {
  label: string;
  quote: (typeof projectTypeOptions)[number]["value"][];
  consultation: (typeof serviceTypeOptions)[number]["value"][];
}[] = [
  { label: "New pool", quote: ["new-pool"], consultation: ["new"] },
  { label: "Renovation", quote: ["renovation"], consultation: ["renovation"] },
  { label: "Service & maintenance", quote: ["maintenance"], consultation: ["service"] },
  { label: "Repair", quote: ["repair"], consultation: ["repair"] },
  { label: "Spa", quote: [], consultation: ["spa"] },
];

export const NOT_STATED = "Not stated";

export const workKindLabels = [...workKinds.map((kind) => kind.label), NOT_STATED];

/** The kind of work a lead asks for, from its form and the stored choice. */
export function workKind(form: LeadSource, value: string | null): string {
  const kind = workKinds.find((candidate) =>
    form === "get-quote" ? (candidate.quote as string[]).includes(value ?? "") : (candidate.consultation as string[]).includes(value ?? ""),
  );
  return kind?.label ?? NOT_STATED;
}

export const formLabels = leadTypeOptions.map((option) => option.label);

export const DIRECT = "Direct";
/** The sources past the few drawn apart, summed. */
export const OTHER = "Other";

/**
 * Where a lead came from: its campaign's `utm_source` if the visit arrived with one, else the
 * host of the external page that linked to the site (without "www."), else "Direct" (typed
 * address, bookmark, or a browser that sent no referrer).
 */
export function channel(utmSource: string | null, referrer: string | null): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm;
  return referrerHost(referrer) ?? DIRECT;
}

function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}
