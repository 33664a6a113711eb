import { SAVED_DESIGNS_PATH } from "#app/config/admin-paths.ts";
import { toDate } from "#app/db/schema.ts";
import type { PersonRecords } from "#app/features/inbox/erase-person.server.ts";
import { kindOfTable, leadPath, leadTypeLabel, type LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { formatLocal } from "#app/utils/time-zone.ts";

export interface ErasureItem {
  key: string;
  text: string;
  href: string;
}

/** What erasing a visitor removes, one line a record, the record being viewed marked "this one". */
export function erasureList(records: PersonRecords | null, current: { table: LeadTable | "saved_designs"; id: number }): ErasureItem[] {
  if (!records) return [];
  const here = (table: string, id: number) => (table === current.table && id === current.id ? " (this one)" : "");
  return [
    ...records.leads.map((lead) => ({
      key: `${lead.table}-${lead.id}`,
      text: `${leadTypeLabel(lead.source)} from ${lead.name}, ${formatLocal(toDate(lead.createdAt))}${here(lead.table, lead.id)}`,
      href: leadPath(kindOfTable(lead.table), lead.id),
    })),
    ...records.savedDesigns.map((design) => ({
      key: `saved_designs-${design.id}`,
      text: `Saved design, ${formatLocal(toDate(design.createdAt))}${here("saved_designs", design.id)}`,
      href: SAVED_DESIGNS_PATH,
    })),
  ];
}
