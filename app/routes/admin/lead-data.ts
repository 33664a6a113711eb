import { getDb } from "#app/db/db.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { requireAdminApi } from "#app/features/auth/guard.server.ts";
import { leadKinds, parseLeadKind } from "#app/features/lead-records/lead-kinds.ts";
import { exportVisitorData } from "#app/features/inbox/privacy.server.ts";
import type { Route } from "./+types/lead-data";
import { adminHeaders } from "#app/routes/admin/admin-page.ts";

/** Everything stored about the visitor behind one lead (what erasing them removes), as a JSON download: the answer to a visitor's access request. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireAdminApi(request, "leads");
  const kind = parseLeadKind(params.kind);
  const id = Number(params.id);
  if (!kind || !Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  const data = await exportVisitorData(getDb(), leadKinds[kind], id);
  if (!data) throw new Response("Not found", { status: 404 });
  await writeAudit(getDb(), { actorId: user.id, actorEmail: user.email, action: "lead.export", entityType: leadKinds[kind], entityId: id });
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-${kind}-${id}.json"`,
    },
  });
}
