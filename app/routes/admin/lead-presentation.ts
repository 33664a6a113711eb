import { getDb } from "#app/db/db.server.ts";
import { requireAdminApi } from "#app/features/auth/guard.server.ts";
import { leadKinds, parseLeadKind } from "#app/features/lead-records/lead-kinds.ts";
import { PRESENTATION_FILES, presentationFile, type PresentationFile } from "#app/features/renderings/presentation/presentation-state.server.ts";
import type { Route } from "./+types/lead-presentation";
import { adminHeaders } from "#app/routes/admin/admin-page.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

const isFile = (value: string | undefined): value is PresentationFile => value !== undefined && Object.hasOwn(PRESENTATION_FILES, value);

/**
 * A quote's presentation (decision 047), for whoever may open leads (owner and staff): the 4K
 * `day.jpg` and `dusk.jpg` with the logo, and the one-page `sheet.pdf`, as downloads named for
 * the lead.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request, "leads");
  const kind = parseLeadKind(params.kind);
  const id = Number(params.id);
  const file = params.file;
  if (!kind || leadKinds[kind] !== "quote_requests" || !Number.isSafeInteger(id) || id < 1 || !isFile(file)) throw new Response("Not found", { status: 404 });
  const bytes = await presentationFile(getDb(), id, file);
  if (!bytes) throw new Response("Not found", { status: 404 });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...adminHeaders,
      "Cache-Control": CACHE_CONTROL.privateNoStore,
      "Content-Type": file === "sheet.pdf" ? "application/pdf" : "image/jpeg",
      "Content-Disposition": `attachment; filename="pool-design-${id}-${file}"`,
    },
  });
}
