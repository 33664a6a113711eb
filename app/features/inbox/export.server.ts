import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { DESIGNER_PATH } from "#app/features/design/designer-funnel.ts";
import { formatRange } from "#app/features/design/estimate.ts";
import { designQuery } from "#app/features/design/query.ts";
import { toCsv } from "#app/features/inbox/csv.ts";
import { leadFields, statusLabel, typeLabel, wantSummary } from "#app/features/inbox/presenters.ts";
import type { Lead, LeadNote } from "#app/features/inbox/queries.server.ts";
import { fieldLabels } from "#app/features/lead-records/field-labels.ts";
import { kindOfTable } from "#app/features/lead-records/lead-kinds.ts";
import { localeLabel } from "#app/features/lead-records/lead-language.ts";
import { formatLocal } from "#app/utils/time-zone.ts";

const UTF8_BOM = "\uFEFF";

const columns: [string, (lead: Lead & { internalNotes: LeadNote[] }) => string | number | null][] = [
  ["Type", typeLabel],
  ["Lead", (lead) => `${kindOfTable(lead.table)}-${lead.id}`],
  ["Received (UTC)", (lead) => lead.createdAt.toISOString()],
  [`Received (${business.timeZone})`, (lead) => formatLocal(lead.createdAt)],
  [fieldLabels.status, (lead) => statusLabel(lead.status)],
  [fieldLabels.name, (lead) => lead.name],
  ["E-mail", (lead) => lead.email],
  [fieldLabels.phone, (lead) => lead.phone],
  ["Language", (lead) => localeLabel[lead.locale]],
  ["What they want", wantSummary],
  [fieldLabels.address, (lead) => lead.address],
  [fieldLabels.location, (lead) => lead.location],
  ["Details", (lead) => detailFields(lead).map((field) => `${field.label}: ${field.value}`).join("\n")],
  [fieldLabels.message, (lead) => lead.message ?? lead.notes],
  ["Internal notes", (lead) => lead.internalNotes.map((note) => `${formatLocal(note.createdAt)} ${note.authorEmail}: ${note.body}`).join("\n\n")],
  [fieldLabels.spamReason, (lead) => lead.spamReason],
  ["Page", (lead) => lead.page],
  [fieldLabels.landingPage, (lead) => lead.landingPage],
  [fieldLabels.referrer, (lead) => lead.referrer],
  // A quote made in the designer: the ballpark the visitor saw, the design in words, and the design itself to open.
  ["Ballpark", (lead) => (lead.design ? formatRange(lead.design.estimate.low, lead.design.estimate.high) : null)],
  ["Design", (lead) => lead.design?.description ?? null],
  ["Design link", (lead) => (lead.design ? absoluteUrl(`${DESIGNER_PATH}?${designQuery(lead.design.design)}`) : null)],
  ["utm_source", (lead) => lead.utmSource],
  ["utm_medium", (lead) => lead.utmMedium],
  ["utm_campaign", (lead) => lead.utmCampaign],
  ["utm_term", (lead) => lead.utmTerm],
  ["utm_content", (lead) => lead.utmContent],
];

/** The address and location have their own columns, and e-mail and phone too: not repeated in Details. */
const ownColumns = new Set<string>([fieldLabels.address, fieldLabels.location, fieldLabels.email, fieldLabels.phone]);
function detailFields(lead: Lead) {
  return leadFields(lead).filter((field) => !ownColumns.has(field.label));
}

/**
 * The filtered inbox as a CSV file, one lead per record, with the team's notes on it. It starts
 * with a UTF-8 byte order mark: without one Excel reads the file as Windows-1252 and "José"
 * opens as "JosÃ©".
 */
export function leadsCsv(leads: (Lead & { internalNotes: LeadNote[] })[]): string {
  return UTF8_BOM + toCsv([columns.map(([header]) => header), ...leads.map((lead) => columns.map(([, value]) => value(lead)))]);
}
