import { getDb } from "~/db/db.server";
import { writeAudit } from "~/features/auth/audit.server";
import { requireAdminApi } from "~/features/auth/guard.server";
import { leadKinds, parseLeadKind } from "~/features/inbox/lead-kinds";
import { exportLeadData } from "~/features/inbox/privacy.server";
import type { Route } from "./+types/lead-data";
import { adminHeaders } from "./admin-page";

/** Everything stored about one lead, as a JSON download: the answer to a visitor's access request. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireAdminApi(request, "leads");
  const kind = parseLeadKind(params.kind);
  const id = Number(params.id);
  if (!kind || !Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  const data = await exportLeadData(getDb(), leadKinds[kind], id);
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
