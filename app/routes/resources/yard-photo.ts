import type { Route } from "./+types/yard-photo";
import { getDb } from "#app/db/db.server.ts";
import { createYardPhotos, YARD_UPLOAD_LIMITS, YardUploadError } from "#app/features/backyard/yard-photos.server.ts";
import { allowBody, clientError } from "#app/modules/http/request-body.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { MultipartError, isMultipart, openMultipart } from "#app/modules/media/multipart.server.ts";

/**
 * The yard photo a visitor chose to send with a quote (issue 41): multipart `photo`, `picture`
 * and `placement`; answers `{ id }`, which the quote form carries in its `yardPhoto` field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = { "Cache-Control": CACHE_CONTROL.none };
  if (!isMultipart(request)) return Response.json({ message: "Send the photo as multipart/form-data." }, { status: 415, headers });
  try {
    if (allowBody(context, request, YARD_UPLOAD_LIMITS.maxRequestBytes) === "too-large") throw new MultipartError(413, "The photo is too large.");
    const body = await openMultipart(request, YARD_UPLOAD_LIMITS).rest();
    const photo = body.files.find((file) => file.field === "photo");
    const picture = body.files.find((file) => file.field === "picture");
    if (!photo || !picture) return Response.json({ message: "The photo is missing." }, { status: 400, headers });
    const id = await createYardPhotos(getDb()).store(photo.bytes, picture.bytes, body.fields.get("placement") ?? "");
    return Response.json({ id }, { headers });
  } catch (error) {
    if (error instanceof MultipartError || error instanceof YardUploadError) return Response.json({ message: error.message }, { status: error.status, headers });
    throw error;
  }
}

export function loader() {
  throw clientError(405, "Send the photo with a POST request.", { Allow: "POST" });
}
