import { business } from "#app/config/business.ts";
import { localDate } from "#app/utils/time-zone.ts";

export type LeadTableName = "contact_submissions" | "quote_requests";

const prefixOf: Record<LeadTableName, string> = { quote_requests: "Q", contact_submissions: "C" };

/**
 * A lead's short reference, as the visitor sees it on the page and in their confirmation and the
 * team types it into the inbox's search: `Q-2611-0042` is quote request 42, received in November
 * 2026 (business time zone). The month makes a mistyped number unlikely to hit another lead.
 */
export function leadReference(table: LeadTableName, id: number, receivedAt: Date): string {
  const { year, month } = localDate(receivedAt, business.timeZone);
  const yymm = `${String(year % 100).padStart(2, "0")}${String(month).padStart(2, "0")}`;
  return `${prefixOf[table]}-${yymm}-${String(id).padStart(4, "0")}`;
}

const PATTERN = /^\s*([QC])-?(\d{4})-?(\d{1,12})\s*$/i;

/** The lead a reference names (table, id and the month it must have arrived in), or null. */
export function parseLeadReference(text: string): { table: LeadTableName; id: number; yymm: string } | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const id = Number(match[3]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return { table: match[1]!.toUpperCase() === "Q" ? "quote_requests" : "contact_submissions", id, yymm: match[2]! };
}

/** Whether `text` is shaped like a reference (for a value carried in a URL). */
export function isLeadReference(text: string | null | undefined): text is string {
  return typeof text === "string" && /^[QC]-\d{4}-\d{4,12}$/.test(text);
}
