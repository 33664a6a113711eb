import { getDb } from "~/db/db.server";
import { clientError } from "~/features/http/request-body.server";
import { requireAdminApi } from "~/features/auth/guard.server";
import { leadsCsv } from "~/features/inbox/export.server";
import { parseInboxFilters } from "~/features/inbox/filters";
import { exportLeads } from "~/features/inbox/queries.server";
import type { Route } from "./+types/leads-csv";
import { adminHeaders } from "./admin-page";

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
