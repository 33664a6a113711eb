import { getDb } from "#app/db/db.server.ts";
import { clientError } from "#app/modules/http/request-body.server.ts";
import { requireAdminApi } from "#app/features/auth/guard.server.ts";
import { leadsCsv } from "#app/features/inbox/export.server.ts";
import { parseInboxFilters } from "#app/features/inbox/filters.ts";
import { exportLeads } from "#app/features/inbox/queries.server.ts";
import type { Route } from "./+types/leads-csv";
import { adminHeaders } from "#app/routes/admin/admin-page.ts";

/** The inbox's current filters as a CSV download (all pages). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminApi(request, "leads");
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const csv = leadsCsv(await exportLeads(getDb(), filters, user));
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return new Response(csv, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
    },
  });
}

/** The export is a download: only GET. */
export function action() {
  throw clientError(405, "Download the CSV with a GET request.", { Allow: "GET, HEAD" });
}
