import { business } from "../../config/business.ts";
import { toCsv } from "./csv.ts";
import { formatLocal, leadFields, statusLabel, typeLabel, wantSummary } from "./presenters.ts";
import type { Lead, LeadNote } from "./queries.server.ts";
import { kindOfTable } from "./lead-kinds.ts";

const columns: [string, (lead: Lead & { internalNotes: LeadNote[] }) => string | number | null][] = [
  ["Type", typeLabel],
  ["Lead", (lead) => `${kindOfTable(lead.table)}-${lead.id}`],
  ["Received (UTC)", (lead) => lead.createdAt.toISOString()],
  [`Received (${business.timeZone})`, (lead) => formatLocal(lead.createdAt)],
  ["Status", (lead) => statusLabel(lead.status)],
  ["Name", (lead) => lead.name],
  ["E-mail", (lead) => lead.email],
  ["Phone", (lead) => lead.phone],
  ["What they want", wantSummary],
  ["Address", (lead) => lead.address],
  ["Location", (lead) => lead.location],
  ["Details", (lead) => detailFields(lead).map((field) => `${field.label}: ${field.value}`).join("\n")],
  ["Message", (lead) => lead.message ?? lead.notes],
  ["Internal notes", (lead) => lead.internalNotes.map((note) => `${formatLocal(note.createdAt)} ${note.authorEmail}: ${note.body}`).join("\n\n")],
  ["Spam reason", (lead) => lead.spamReason],
  ["Page", (lead) => lead.page],
  ["Referrer", (lead) => lead.referrer],
  ["utm_source", (lead) => lead.utm.source],
  ["utm_medium", (lead) => lead.utm.medium],
  ["utm_campaign", (lead) => lead.utm.campaign],
  ["utm_term", (lead) => lead.utm.term],
  ["utm_content", (lead) => lead.utm.content],
];

/** The address and location have their own columns, and e-mail and phone too: not repeated in Details. */
const ownColumns = new Set(["Address", "Location", "E-mail", "Phone"]);
function detailFields(lead: Lead) {
  return leadFields(lead).filter((field) => !ownColumns.has(field.label));
}

/** The filtered inbox as a CSV file, one lead per record, with the team's notes on it. */
export function leadsCsv(leads: (Lead & { internalNotes: LeadNote[] })[]): string {
  return toCsv([columns.map(([header]) => header), ...leads.map((lead) => columns.map(([, value]) => value(lead)))]);
}
