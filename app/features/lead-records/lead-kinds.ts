import { LEADS_PATH } from "#app/config/admin-paths.ts";

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
