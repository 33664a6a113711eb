import { getDb } from "#app/db/db.server.ts";
import { createMediaStore } from "#app/db/media-store.server.ts";
import { parseMediaFileName } from "#app/modules/media/variants.ts";
import type { Route } from "./+types/media-variant";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** `/media/<hash>-<width>.<avif|webp>`: an uploaded image's variant, from the database. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseMediaFileName(params.file);
  const variant = parsed && (await createMediaStore(getDb()).findVariant(parsed.id, parsed.width, parsed.format));
  if (!variant) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
    });
  }
  const etag = `"${params.file}"`;
  const headers = {
    "Content-Type": variant.contentType,
    "Cache-Control": CACHE_CONTROL.immutable,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(variant.bytes), {
    headers: { ...headers, "Content-Length": String(variant.bytes.byteLength) },
  });
}
