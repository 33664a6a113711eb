import { LEADS_PATH } from "#app/config/admin-paths.ts";
import type { LeadSource } from "#app/db/schema.ts";

/** The two lead tables, and how each appears in admin URLs (/admin/leads/contact/12). */
export const leadKinds = {
  contact: "contact_submissions",
  quote: "quote_requests",
} as const;

export type LeadKind = keyof typeof leadKinds;
export type LeadTable = (typeof leadKinds)[LeadKind];

export function kindOfTable(table: LeadTable): LeadKind {
  return table === "contact_submissions" ? "contact" : "quote";
}

export function parseLeadKind(value: string | undefined): LeadKind | null {
  return value === "contact" || value === "quote" ? value : null;
}

export function leadPath(kind: LeadKind, id: number): string {
  return `${LEADS_PATH}/${kind}/${id}`;
}

/** The three forms a lead comes from, as the inbox filter and the dashboard name them. */
export const leadTypeOptions = [
  { value: "home-consultation", label: "Consultation" },
  { value: "contact-page", label: "Contact message" },
  { value: "get-quote", label: "Quote request" },
] as const satisfies readonly { value: LeadSource; label: string }[];

export function leadTypeLabel(source: string): string {
  return leadTypeOptions.find((option) => option.value === source)?.label ?? source;
}

/**
 * The lead of its own kind beside the two request tables: a visitor who e-mailed themselves a
 * design ("E-mail me this design"). Not in `leadKinds` on purpose: whatever walks the request
 * tables (pushes, texts, the reply promise, speed to lead) must never treat it as urgent.
 */
export const savedDesignKind = { table: "saved_designs", label: "Saved a design" } as const;
