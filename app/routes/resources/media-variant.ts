import { getDb } from "#app/db/db.server.ts";
import { createMediaStore } from "#app/db/media-store.server.ts";
import { parseMediaFileName } from "#app/modules/media/variants.ts";
import type { Route } from "./+types/media-variant";

/** A variant's URL names its content (hash and width), so its bytes never change: cache forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** `/media/<hash>-<width>.<avif|webp>`: an uploaded image's variant, from the database. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseMediaFileName(params.file);
  const variant = parsed && (await createMediaStore(getDb()).findVariant(parsed.id, parsed.width, parsed.format));
  if (!variant) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const etag = `"${params.file}"`;
  const headers = {
    "Content-Type": variant.contentType,
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(variant.bytes), {
    headers: { ...headers, "Content-Length": String(variant.bytes.byteLength) },
  });
}
