import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { inboxQuery, type InboxFilters } from "#app/features/inbox/filters.ts";
import { LEADS_PATH } from "#app/config/admin-paths.ts";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-pool-700 ring-1 ring-pool-100 hover:bg-pool-50";

export function Pagination({ filters, pageCount }: { filters: InboxFilters; pageCount: number }) {
  if (pageCount <= 1) return null;
  const page = filters.page;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`${LEADS_PATH}${inboxQuery(filters, { page: page - 1 })}`} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted tabular">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount ? (
        <Link to={`${LEADS_PATH}${inboxQuery(filters, { page: page + 1 })}`} className={linkClass} rel="next">
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
