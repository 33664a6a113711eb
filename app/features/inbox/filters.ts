import { business } from "#app/config/business.ts";
import type { LeadSource, LeadStatus } from "#app/db/schema.ts";
import { leadTypeOptions } from "#app/features/lead-records/lead-kinds.ts";
import { instantAt, nextDay, parseLocalDate } from "#app/utils/time-zone.ts";

/**
 * The inbox's filters live in the URL's query string: a filtered list works without
 * JavaScript, can be bookmarked and shared, and the CSV export reads the very same filters.
 */

export const leadStatusOptions = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "quoted", label: "Quoted" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
] as const satisfies readonly { value: LeadStatus; label: string }[];

export const spamOptions = [
  { value: "hide", label: "Hide spam" },
  { value: "only", label: "Spam only" },
  { value: "all", label: "Include spam" },
] as const;

export type SpamFilter = (typeof spamOptions)[number]["value"];

export const assignedOptions = [
  { value: "mine", label: "Mine" },
  { value: "unassigned", label: "Unassigned" },
] as const;

export type AssignedFilter = (typeof assignedOptions)[number]["value"];

export interface InboxFilters {
  type: LeadSource | null;
  status: LeadStatus | null;
  /** Local dates (YYYY-MM-DD) in the business's time zone, both ends included. */
  from: string | null;
  to: string | null;
  spam: SpamFilter;
  /** "mine" means the signed-in team member's leads. */
  assigned: AssignedFilter | null;
  q: string | null;
  page: number;
}

export const PAGE_SIZE = 25;
const MAX_QUERY_LENGTH = 200;

function pick<T extends string>(options: readonly { value: T }[], value: string | null): T | null {
  return options.find((option) => option.value === value)?.value ?? null;
}

/** Reads filters from a query string; anything unknown or malformed is simply ignored. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return parseLocalDate(value) ? value : null;
  };
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const q = params.get("q")?.trim().slice(0, MAX_QUERY_LENGTH) ?? "";
  return {
    type: pick(leadTypeOptions, params.get("type")),
    status: pick(leadStatusOptions, params.get("status")),
    from: date("from"),
    to: date("to"),
    spam: pick(spamOptions, params.get("spam")) ?? "hide",
    assigned: pick(assignedOptions, params.get("assigned")),
    q: q || null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string for `filters` (defaults left out), e.g. for pagination and export links. */
export function inboxQuery(filters: InboxFilters, overrides: Partial<InboxFilters> = {}): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.type) params.set("type", merged.type);
  if (merged.status) params.set("status", merged.status);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.spam !== "hide") params.set("spam", merged.spam);
  if (merged.assigned) params.set("assigned", merged.assigned);
  if (merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The date range as instants: from the start of `from` to the end of `to`, business time zone. */
export function dateRange(filters: Pick<InboxFilters, "from" | "to">): { since: Date | null; until: Date | null } {
  const from = filters.from ? parseLocalDate(filters.from) : null;
  const to = filters.to ? parseLocalDate(filters.to) : null;
  return {
    since: from ? new Date(instantAt(from, "00:00", business.timeZone)) : null,
    until: to ? new Date(instantAt(nextDay(to), "00:00", business.timeZone)) : null,
  };
}
