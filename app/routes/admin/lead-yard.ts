import { getDb } from "#app/db/db.server.ts";
import { requireAdminApi } from "#app/features/auth/guard.server.ts";
import { leadKinds, parseLeadKind } from "#app/features/lead-records/lead-kinds.ts";
import { createYardPhotos } from "#app/features/backyard/yard-photos.server.ts";
import type { Route } from "./+types/lead-yard";
import { adminHeaders } from "#app/routes/admin/admin-page.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

const files: Record<string, { column: "photo" | "picture" | "mask"; type: string } | undefined> = {
  "picture.jpg": { column: "picture", type: "image/jpeg" },
  "photo.jpg": { column: "photo", type: "image/jpeg" },
  "mask.png": { column: "mask", type: "image/png" },
};

/**
 * A quote's yard photo (issue 41), for whoever may open leads (owner and staff): `picture.jpg` (the yard with the pool
 * drawn in), `photo.jpg` (the photo alone), `mask.png` (what the visitor painted in front of the
 * pool, if anything) and `placement.json` (what reopens the placement in the designer, which
 * fetches these with the owner's session).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request, "leads");
  const kind = parseLeadKind(params.kind);
  const id = Number(params.id);
  if (!kind || leadKinds[kind] !== "quote_requests" || !Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  const yards = createYardPhotos(getDb());
  const headers = { ...adminHeaders, "Cache-Control": CACHE_CONTROL.privateNoStore };
  if (params.file === "placement.json") {
    const row = await yards.forLead(id);
    if (!row) throw new Response("Not found", { status: 404 });
    return new Response(row.placement, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
  }
  const file = files[params.file];
  if (!file) throw new Response("Not found", { status: 404 });
  const bytes = await yards.image(id, file.column);
  if (!bytes) throw new Response("Not found", { status: 404 });
  return new Response(Buffer.from(bytes), { headers: { ...headers, "Content-Type": file.type } });
}
